import pg from 'pg';
import { readFileSync, readdirSync } from 'node:fs';
import { startPostgres } from '../support/postgres';
import { sampleProject } from '../api-projects/fixtures';

function pgTicks(): number {
  let t = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!s.includes('(postgres)')) continue;
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      t += Number(f[11]) + Number(f[12]);
    } catch {}
  }
  return t * 10;
}
const server = await startPostgres('exp');
const pool = new pg.Pool({ connectionString: server.url, max: 10 });
const data = JSON.stringify(sampleProject(30));
const variants: [string, string][] = [
  ['jsonb pglz', 'create table p (id serial primary key, rev int, data jsonb)'],
  ['jsonb lz4', 'create table p (id serial primary key, rev int, data jsonb compression lz4)'],
  ['jsonb external', 'create table p (id serial primary key, rev int, data jsonb); alter table p alter column data set storage external'],
  ['json pglz', 'create table p (id serial primary key, rev int, data json)'],
  ['json lz4', 'create table p (id serial primary key, rev int, data json compression lz4)'],
];
for (const [name, ddl] of variants) {
  await pool.query('drop table if exists p');
  await pool.query(ddl);
  for (let i = 0; i < 40; i++) await pool.query('insert into p (rev, data) values (1, $1)', [data]);
  const N = 3000;
  let next = 0;
  const before = pgTicks();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < N) {
        const id = (next++ % 40) + 1;
        await pool.query({ name: `u${name}`, text: 'update p set data = $1, rev = rev + 1 where id = $2 returning id, rev', values: [data, id] });
        await pool.query({ name: `s${name}`, text: 'select * from p where id = $1', values: [id] });
      }
    }),
  );
  const ms = performance.now() - t0;
  console.log(`${name.padEnd(16)} ${(ms / N).toFixed(3)} ms/pair wall, pg CPU ${((pgTicks() - before) / N).toFixed(3)} ms/pair`);
}
await pool.end();
await server.stop();
