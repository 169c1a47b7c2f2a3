// `npm run bench:abuse`: the abuse scenarios of issue 20 against the real server (server/index.ts in a
// child process, PGlite in a temp folder), over loopback only, with bounded request loops. Run by
// hand; the figures go to docs/security.md "Limits" with the machine. Addresses other than 127.0.0.1 are
// simulated with X-Forwarded-For (the server trusts 127.0.0.1 as its proxy here).
//   1. guest storage: one guest session sends 500 MB of photos; 300 guest sessions from one address
//      each save 1 MB;
//   2. PDF flood: 20 guest sessions (from one address, then from 20) send the costliest offer back to
//      back for 15 s while a seller's one-row offer PDF is timed every second;
//   3. logins: 200 concurrent wrong logins from one address; a 300-login burst while /api/health is
//      timed; 30 concurrent wrong passwords from 5 addresses, then the right one from a known address.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sampleProject } from '../api-projects/fixtures';
import { spawnServer } from '../api-projects/server-process';
import { seedUser } from '../support/api';
import { startPostgres } from '../support/postgres';
import { tempDir } from '../support/storage';

const only = (process.env.BENCH_ABUSE ?? 'storage,pdf,login').split(',');
const MB = 1024 * 1024;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    ),
  )
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

async function main() {
  process.env.ARREDO_TRUST_PROXY = '127.0.0.1';
  const dataDir = await tempDir('arredo-abuse-');
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model}, load average ${loadavg()[0]!.toFixed(1)} at the start`,
  );
  // BENCH_ABUSE_STORAGE=postgres: the same attacks on a PostgreSQL of its own (the server deployment);
  // PGlite runs its queries on the server's own thread, one at a time.
  const pg = process.env.BENCH_ABUSE_STORAGE === 'postgres' ? await startPostgres('arredo_abuse') : null;
  console.log(`storage: ${pg ? 'PostgreSQL' : 'PGlite'}`);
  const server = await spawnServer(pg ? { databaseUrl: pg.url } : { dataDir }, dataDir);
  const url = server.url;
  const call = async (
    method: string,
    path: string,
    { token, body, from }: { token?: string; body?: unknown; from?: string } = {},
  ) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(from ? { 'x-forwarded-for': from } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => null);
    if (!response) return { status: 0, body: {} as Record<string, unknown> };
    const text = await response.text();
    return {
      status: response.status,
      body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>,
    };
  };
  const guest = async (from = '10.0.0.1') =>
    (await call('POST', '/api/v1/auth/guest', { body: {}, from })).body.sessionId as string;
  const login = async (name: string, from = '10.200.0.1') => {
    const seed = seedUser(name);
    return (
      await call('POST', '/api/v1/auth/login', {
        body: { id: seed.id, user: seed.user, password: seed.password },
        from,
      })
    ).body.sessionId as string;
  };
  try {
    if (only.includes('storage')) await storage(call, guest, url);
    if (only.includes('pdf')) await pdf(call, guest, login);
    if (only.includes('login')) await logins(call, url);
  } finally {
    await server.stop();
    await pg?.stop();
  }
}

type Call = (
  method: string,
  path: string,
  options?: { token?: string; body?: unknown; from?: string },
) => Promise<{ status: number; body: Record<string, unknown> }>;

async function storage(call: Call, guest: (from?: string) => Promise<string>, url: string) {
  // One guest session, 500 MB of photos: 50 uploads of one 10 MB photo (the per-photo cap).
  const token = await guest('10.1.0.1');
  const project = (
    await call('POST', '/api/v1/projects', { token, body: { project: sampleProject(1) }, from: '10.1.0.1' })
  ).body.id as number;
  const photo = new Blob([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(10 * MB - 100)])]);
  const statuses: number[] = [];
  let stored = 0;
  let started = performance.now();
  for (let i = 0; i < 50; i += 1) {
    const form = new FormData();
    form.append('file', photo, `p${i}.jpg`);
    const response = await fetch(`${url}/api/v1/projects/${project}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.1.0.1' },
      body: form,
    }).catch(() => null);
    statuses.push(response?.status ?? 0);
    await response?.arrayBuffer().catch(() => undefined);
    if (response?.status === 201) stored += photo.size;
  }
  console.log(
    `guest photos: 500 MB sent in ${ms(performance.now() - started)}, stored ${(stored / MB).toFixed(0)} MB (${tally(statuses)})`,
  );
  // 300 guest sessions from one address, 1 MB each.
  started = performance.now();
  const saves: number[] = [];
  const sessions: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const session = await call('POST', '/api/v1/auth/guest', { body: {}, from: '10.2.0.1' });
    sessions.push(session.status);
    if (session.status !== 200) continue;
    const noisy = sampleProject(1, { img: randomBytes(750_000).toString('base64') });
    saves.push(
      (
        await call('POST', '/api/v1/projects', {
          token: session.body.sessionId as string,
          body: { project: noisy },
          from: '10.2.0.1',
        })
      ).status,
    );
  }
  const kept = saves.filter((status) => status === 201).length;
  console.log(
    `one address, 300 guest sessions × 1 MB in ${ms(performance.now() - started)}: sessions ${tally(sessions)}; saves ${tally(saves)} (about ${kept} MB stored)`,
  );
}

async function pdf(
  call: Call,
  guest: (from?: string) => Promise<string>,
  login: (name: string) => Promise<string>,
) {
  const costliest = {
    json1: sampleProject(500, { customerFields: { notes: 'x'.repeat(10_000), vat: '22' } }),
  };
  const seller = await login('seller5');
  // Both pool threads started first (from source a thread's first job loads the TypeScript).
  await Promise.all(
    [1, 2].map(() => call('POST', '/api/v1/reports', { token: seller, body: { json1: sampleProject(1) } })),
  );
  for (const spread of [false, true]) {
    const guests = await Promise.all(
      Array.from({ length: 20 }, (_, i) => guest(spread ? `10.3.0.${i}` : '10.3.1.1')),
    );
    const until = Date.now() + 15_000;
    const statuses: number[] = [];
    const flood = guests.map(async (token, i) => {
      while (Date.now() < until) {
        const reply = await call('POST', '/api/v1/reports', {
          token,
          body: costliest,
          from: spread ? `10.3.0.${i}` : '10.3.1.1',
        });
        statuses.push(reply.status);
        if (reply.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const times: number[] = [];
    const mine: number[] = [];
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    while (Date.now() < until) {
      const started = performance.now();
      const reply = await call('POST', '/api/v1/reports', {
        token: seller,
        body: { json1: sampleProject(1) },
        from: '10.200.0.1',
      });
      times.push(performance.now() - started);
      mine.push(reply.status);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    await Promise.all(flood);
    console.log(
      `PDF flood, 20 guests from ${spread ? '20 addresses' : 'one address'}: guests ${tally(statuses)}; seller's one-row PDF ${tally(mine)}, ` +
        `p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))} (${times.length} tries)`,
    );
  }
}

async function logins(call: Call, url: string) {
  const login = (user: string, password: string, from: string, id = 'MILANO') =>
    call('POST', '/api/v1/auth/login', { body: { id, user, password }, from });
  // 200 concurrent wrong logins from one address, each a different user name.
  const sprayed = await Promise.all(
    Array.from({ length: 200 }, (_, i) => login(`spray${i}`, 'Summer2026!', '10.7.0.1')),
  );
  console.log(
    `200 concurrent wrong logins from one address: ${tally(sprayed.map((reply) => reply.status))} (401 = checked)`,
  );
  // A 300-login burst from 300 addresses while /api/health is timed.
  let done = false;
  const health: number[] = [];
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${url}/api/health`).then((response) => response.arrayBuffer());
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  const burst = await Promise.all(
    Array.from({ length: 300 }, (_, i) => login(`burst${i}`, 'wrong password', `10.8.${i >> 8}.${i & 255}`)),
  );
  const burstMs = performance.now() - started;
  done = true;
  await probe;
  console.log(
    `300-login burst (300 addresses) in ${ms(burstMs)}: ${tally(burst.map((reply) => reply.status))}; ` +
      `/api/health p50 ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}, max ${ms(Math.max(...health))} (${health.length} probes)`,
  );
  // The real user: known address, then 30 concurrent wrong passwords from 5 addresses, then the right one.
  const seller = { user: 'seller5', password: 'arredo-seller5' };
  const usual = '192.168.50.1';
  await login(seller.user, seller.password, usual);
  const attack = await Promise.all(
    Array.from({ length: 30 }, (_, i) => login(seller.user, `guess-${i}`, `10.9.0.${i % 5}`)),
  );
  const right = await login(seller.user, seller.password, usual);
  const stranger = await login(seller.user, seller.password, '10.9.1.1');
  console.log(
    `30 concurrent wrong passwords from 5 addresses: ${tally(attack.map((reply) => reply.status))}; ` +
      `then the right one from the known address: ${right.status}, from a new one: ${stranger.status}`,
  );
}

void main();
