// Issue 25: two server processes over one PostgreSQL, one client alternating its calls between them.
// Nothing a process keeps of its own may matter: a session made on one works on the other, a report
// rendered on one downloads from the other, a logout or a maintenance start on one holds on the other
// at once, and a rate limit reached on one holds on the other.
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkersConfigError, workersFromEnv } from '../../server/cluster';
import { openStorage, queryRows } from '../../server/storage';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../../server/paths';
import { seedUser } from '../support/api';
import { postgresSkipReason, startPostgres, type TestPostgres } from '../support/postgres';
import { tempDir } from '../support/storage';
import { spawnServer, type ServerProcess } from './server-process';
import { sampleProject } from './fixtures';
import { importCatalogs } from '../../server/catalog/import';
import { CATALOGS_CHANNEL } from '../../server/storage/changes';
import { SAMPLE_CATALOGS_DIR } from '../api-catalog/support';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { readOutbox } from '../support/outbox';

const skip = postgresSkipReason();

async function call(server: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString();
  const json = (() => {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  })();
  return { status: response.status, json, bytes };
}

/** Logs the seed user `name` in on `server`; the session id is the reply's json.sessionId. */
function loginOn(server: ServerProcess, name: string) {
  const seed = seedUser(name);
  return call(server, 'POST', '/api/v1/auth/login', undefined, {
    id: seed.id,
    user: seed.user,
    password: seed.password,
  });
}

describe.skipIf(skip)('two server processes over one PostgreSQL', () => {
  let pg: TestPostgres;
  let a: ServerProcess;
  let b: ServerProcess;
  let dataDir: string;
  const previous = process.env.ARREDO_LOGIN_ATTEMPTS_PER_MINUTE;
  beforeAll(async () => {
    pg = await startPostgres('arredo_two');
    dataDir = await tempDir('arredo-two-');
    process.env.ARREDO_LOGIN_ATTEMPTS_PER_MINUTE = '3';
    a = await spawnServer({ databaseUrl: pg.url }, dataDir);
    b = await spawnServer({ databaseUrl: pg.url }, dataDir);
  }, 240_000);
  afterAll(async () => {
    if (previous === undefined) delete process.env.ARREDO_LOGIN_ATTEMPTS_PER_MINUTE;
    else process.env.ARREDO_LOGIN_ATTEMPTS_PER_MINUTE = previous;
    await a?.stop();
    await b?.stop();
    await pg?.stop();
  });

  it('signs in on one, saves on the other, downloads the report from the first, logs out on the second', async () => {
    const login = await loginOn(a, 'seller5');
    expect(login.status).toBe(200);
    const token = login.json.sessionId as string;
    const saved = await call(b, 'POST', '/api/v1/projects', token, { project: sampleProject(3) });
    expect(saved.status).toBe(201);
    const id = saved.json.id as number;
    expect((await call(a, 'GET', `/api/v1/projects/${id}`, token)).status).toBe(200);
    const report = await call(b, 'POST', `/api/v1/projects/${id}/offer-pdf`, token, {});
    expect(report.status).toBe(200);
    const pdf = await call(a, 'GET', report.json.url as string, token);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Right after the session was used on the first (which would have remembered it).
    expect((await call(a, 'GET', '/api/v1/auth/session', token)).status).toBe(200);
    expect((await call(b, 'POST', '/api/v1/auth/logout', token, {})).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/api/v1/auth/session', token)).status).toBe(401);
    expect((await call(a, 'GET', `/api/v1/projects/${id}`, token)).status).toBe(401);
  }, 120_000);

  it('a maintenance started on one refuses saves on the other at once', async () => {
    const adminToken = (await loginOn(a, 'admin')).json.sessionId as string;
    const sellerToken = (await loginOn(b, 'seller5')).json.sessionId as string;
    expect(
      (await call(b, 'POST', '/api/v1/projects', sellerToken, { project: sampleProject(1) })).status,
    ).toBe(201);
    expect((await call(a, 'POST', '/api/v1/maintenance/start', adminToken, {})).status).toBe(200);
    try {
      expect(
        (await call(b, 'POST', '/api/v1/projects', sellerToken, { project: sampleProject(1) })).status,
      ).toBe(503);
    } finally {
      expect((await call(a, 'POST', '/api/v1/maintenance/end', adminToken, {})).status).toBe(200);
    }
  }, 60_000);

  it('a login rate limit reached on one holds on the other', async () => {
    const wrong = (server: ServerProcess) =>
      call(server, 'POST', '/api/v1/auth/login', undefined, {
        id: 'MILANO',
        user: 'nobody',
        password: 'wrong',
      });
    for (let i = 0; i < 3; i += 1) expect((await wrong(a)).status).toBe(401);
    expect((await wrong(b)).status).toBe(429);
  }, 60_000);

  it('a catalogue imported by another process is served by both at once (LISTEN/NOTIFY)', async () => {
    const token = (await loginOn(a, 'seller5')).json.sessionId as string;
    const hashes = () =>
      Promise.all(
        [a, b].map(
          async (server) =>
            (await call(server, 'GET', '/api/v1/catalogs/kitchen/document', token)).json.hash as string,
        ),
      );
    const [before] = await hashes();
    // The importer is this test's process (as `npm run catalog:import` would be).
    const importer = await openStorage({ databaseUrl: pg.url });
    const dir = await mkdtemp(join(tmpdir(), 'arredo-two-catalog-'));
    const trigger = (on: boolean) =>
      queryRows(
        importer.db,
        sql.raw(`alter table catalogs ${on ? 'enable' : 'disable'} trigger catalogs_changed`),
      );
    try {
      const kitchen = JSON.parse(readFileSync(join(SAMPLE_CATALOGS_DIR, 'kitchen.json'), 'utf8')) as {
        articles: { des: string }[];
      };
      kitchen.articles[0]!.des = 'Base unit 300 mm, renamed by the chain';
      await writeFile(join(dir, 'kitchen.json'), JSON.stringify(kitchen));
      // First without the notice: both keep serving what they cached, well past the 1 s re-read a
      // process falls back to when it hears no notices. So what follows is the notice's doing, not a
      // timer's, however slowly a loaded machine answers (no wall-clock window to miss).
      await trigger(false);
      await importCatalogs(importer.db, dir);
      await trigger(true);
      await new Promise((resolveWait) => setTimeout(resolveWait, 1500));
      expect(await hashes()).toEqual([before, before]);
      // Then the notice the trigger sends on any change to the catalogues.
      const told = new Promise<void>((resolve) => importer.changes.on(CATALOGS_CHANNEL, resolve));
      await queryRows(importer.db, sql`select pg_notify(${CATALOGS_CHANNEL}, '')`);
      await told;
      await expect
        .poll(hashes, { timeout: 15_000, interval: 50 })
        .toEqual([expect.not.stringMatching(`^${before}$`), expect.not.stringMatching(`^${before}$`)]);
    } finally {
      await trigger(true);
      await importCatalogs(importer.db, SAMPLE_CATALOGS_DIR);
      await importer.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('each mail asked for on either process goes out once, through the job queue (pg-boss)', async () => {
    const guest = async (server: ServerProcess) =>
      (await call(server, 'POST', '/api/v1/auth/guest', undefined, {})).json.sessionId as string;
    const guests = [await guest(a), await guest(b)];
    const emails = Array.from({ length: 6 }, (_, i) => `chain-${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      const reply = await call(i % 2 ? a : b, 'POST', '/api/v1/auth/guest-register/request', guests[i % 2], {
        email,
      });
      expect(reply.status).toBe(202);
    }
    const sent = async () => (await readOutbox(dataDir)).filter((mail) => mail.to.includes('chain-'));
    await expect.poll(async () => (await sent()).length, { timeout: 30_000, interval: 100 }).toBe(6);
    // Longer than a job's poll: no second copy follows.
    await new Promise((resolveWait) => setTimeout(resolveWait, 2500));
    expect((await sent()).map((mail) => mail.to).sort()).toEqual(emails);
    const storage = await openStorage({ databaseUrl: pg.url });
    try {
      const jobs = await queryRows<{ state: string; n: number }>(
        storage.db,
        sql`select state, count(*)::int as n from pgboss.job where name = 'arredo-mail' group by state`,
      );
      expect(jobs).toEqual([{ state: 'completed', n: 6 }]);
    } finally {
      await storage.close();
    }
  }, 60_000);

  it('failed logins counted on either process hold one address to one limit (login guard)', async () => {
    // Each a different user name, so the route's per-name limit never answers: the guard's shared
    // counters do (20 failures per address by default; the test above spent 3 of them).
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', '/api/v1/auth/login', undefined, {
          id: 'MILANO',
          user: `sprayed-${i}`,
          password: 'Summer2026!',
        }),
      ),
    );
    const statuses = attempts.map((reply) => reply.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // In memory per process, each would have checked up to 20 of its 15.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(17);
    for (const server of [a, b]) {
      const next = await call(server, 'POST', '/api/v1/auth/login', undefined, {
        id: 'MILANO',
        user: 'sprayed-last',
        password: 'Summer2026!',
      });
      expect(next.status).toBe(429);
      expect(next.json.code).toBe('LOGIN_THROTTLED');
    }
  }, 60_000);

  it('both answer ready, each its own process', async () => {
    const ready = await Promise.all([a, b].map((server) => call(server, 'GET', '/api/ready')));
    expect(ready.map((reply) => reply.status)).toEqual([200, 200]);
    expect(ready[0]!.json.pid).not.toBe(ready[1]!.json.pid);
  });
});

/** GET on a new connection each time (no keep-alive), so the cluster hands it to any worker. */
const freshGet = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });

describe('ARREDO_WORKERS', () => {
  it('is 1 unless set; above 1 it needs DATABASE_URL; bad values are refused', () => {
    expect(workersFromEnv({})).toBe(1);
    expect(workersFromEnv({ ARREDO_WORKERS: '4', DATABASE_URL: 'postgres://x/y' })).toBe(4);
    expect(() => workersFromEnv({ ARREDO_WORKERS: '2' })).toThrow(WorkersConfigError);
    expect(() => workersFromEnv({ ARREDO_WORKERS: 'many', DATABASE_URL: 'postgres://x/y' })).toThrow(
      /whole number/,
    );
    expect(workersFromEnv({ ARREDO_WORKERS: '1' })).toBe(1);
  });

  it.skipIf(skip)(
    'runs N processes on one port that share the work, and stops cleanly on SIGTERM',
    async () => {
      const pg = await startPostgres('arredo_cluster');
      const previous = process.env.ARREDO_WORKERS;
      process.env.ARREDO_WORKERS = '2';
      let server: ServerProcess | undefined;
      try {
        server = await spawnServer({ databaseUrl: pg.url }, await tempDir('arredo-cluster-'));
        const pids = new Set<number>();
        for (let i = 0; i < 40 && pids.size < 2; i += 1) {
          const reply = await freshGet(`${server.url}/api/ready`);
          expect(reply.status).toBe(200);
          pids.add((JSON.parse(reply.body) as { pid: number }).pid);
        }
        expect(pids.size).toBe(2);
        expect(pids.has(server.child.pid!)).toBe(false);
        await server.stop();
        expect(server.child.exitCode).toBe(0);
      } finally {
        if (previous === undefined) delete process.env.ARREDO_WORKERS;
        else process.env.ARREDO_WORKERS = previous;
        await server?.kill();
        await pg.stop();
      }
    },
    240_000,
  );
});

describe.skipIf(skip)('migrations when several processes start together', () => {
  it('four openings of a fresh database at once apply each migration once (advisory lock)', async () => {
    const pg = await startPostgres('arredo_migrate_race');
    try {
      const opened = await Promise.all(Array.from({ length: 4 }, () => openStorage({ databaseUrl: pg.url })));
      const journal = JSON.parse(readFileSync(join(migrationsDir(), 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const rows = await queryRows<{ n: number }>(
        opened[0]!.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(rows[0]!.n).toBe(journal.entries.length);
      await Promise.all(opened.map((storage) => storage.close()));
    } finally {
      await pg.stop();
    }
  }, 120_000);
});
