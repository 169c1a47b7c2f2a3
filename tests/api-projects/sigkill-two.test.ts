// Issue 25: two server processes over one PostgreSQL, one of them SIGKILLed in the middle of a burst
// of saves and queued offer PDFs. The other keeps answering, every save a process acknowledged (201
// with its id) is there afterwards, with what was sent, and every PDF job acknowledged (202) finishes
// once: nothing a process held for itself mattered.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, queryRows } from '../../server/storage';
import { seedUser } from '../support/api';
import { pdfMagic } from '../support/pdf';
import { postgresSkipReason, startPostgres, type TestPostgres } from '../support/postgres';
import { tempDir } from '../support/storage';
import { sampleProject } from './fixtures';
import { spawnServer, type ServerProcess } from './server-process';

const skip = postgresSkipReason();

async function call(server: ServerProcess, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

describe.skipIf(skip)('SIGKILL of one of two server processes mid-traffic', () => {
  let pg: TestPostgres;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    pg = await startPostgres('arredo_sigkill_two');
    const dataDir = await tempDir('arredo-sigkill-two-');
    a = await spawnServer({ databaseUrl: pg.url }, dataDir);
    b = await spawnServer({ databaseUrl: pg.url }, dataDir);
  }, 240_000);
  afterAll(async () => {
    await a?.kill();
    await b?.stop();
    await pg?.stop();
  });

  it('the other keeps answering, no acknowledged save is lost, every PDF job finishes once', async () => {
    const seller = seedUser('seller5');
    const login = await fetch(`${a.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: seller.id, user: seller.user, password: seller.password }),
    });
    const token = ((await login.json()) as { sessionId: string }).sessionId;
    const storage = await openStorage({ databaseUrl: pg.url });
    const pdfJobs = (state: string) =>
      queryRows<{ n: number }>(
        storage.db,
        sql`select count(*)::int as n from pgboss.job where name = 'arredo-pdf' and state = ${state}`,
      ).then((rows) => rows[0]!.n);
    // Offer PDFs queued on both, so that the kill finds some of them rendering on the killed one.
    const offered = await call(b, 'POST', '/api/v1/projects', token, { project: sampleProject(20) });
    expect(offered.status).toBe(201);
    const jobs: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const queued = await call(
        i % 2 ? a : b,
        'POST',
        `/api/v1/projects/${offered.json.id}/offer-pdf/jobs`,
        token,
        {},
      );
      expect(queued.status).toBe(202);
      jobs.push(queued.json.id as string);
    }
    await expect.poll(() => pdfJobs('active'), { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    const acknowledged = new Map<number, string>();
    let refusedByB = 0;
    let killed = false;
    // Four clients, each alternating its saves between the two processes.
    const client = async (n: number) => {
      for (let i = 0; i < 30; i += 1) {
        const server = (i + n) % 2 ? a : b;
        const des = `Burst ${n}-${i}`;
        try {
          const reply = await call(server, 'POST', '/api/v1/projects', token, {
            project: { ...sampleProject(2), des },
          });
          if (reply.status === 201) acknowledged.set(reply.json.id as number, des);
          else if (server === b) refusedByB += 1;
        } catch (error) {
          // Only the killed process may drop a connection.
          expect(server === a && killed, String(error)).toBe(true);
        }
      }
    };
    const burst = Promise.all([0, 1, 2, 3].map(client));
    await expect.poll(() => acknowledged.size, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(12);
    killed = true;
    await a.kill();
    await burst;
    expect(refusedByB).toBe(0);
    // b answered its half of the burst after the kill too.
    expect(acknowledged.size).toBeGreaterThanOrEqual(60);
    for (const [id, des] of acknowledged) {
      const reply = await call(b, 'GET', `/api/v1/projects/${id}`, token);
      expect(reply.status, `project ${id}`).toBe(200);
      expect((reply.json.project as { des: string }).des).toBe(des);
    }
    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
    // Every PDF job completes (a job the killed one held comes back once its minute is up) ...
    const states = () =>
      Promise.all(jobs.map(async (id) => (await call(b, 'GET', `/api/v1/reports/jobs/${id}`, token)).json));
    await expect
      .poll(async () => (await states()).filter((job) => job.state === 'completed').length, {
        timeout: 150_000,
        interval: 500,
      })
      .toBe(jobs.length);
    for (const job of await states()) {
      expect(job.error).toBeUndefined();
      const pdf = await fetch(`${b.url}${job.url as string}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.status).toBe(200);
      expect(await pdfMagic(pdf)).toBe('%PDF-');
    }
    // ... and once: one stored report per job, none rendered twice.
    const reports = await queryRows<{ id: string }>(
      storage.db,
      sql`select id from files where kind = 'report' and owner like 'user:%'`,
    );
    expect(reports.map((row) => row.id).sort()).toEqual(jobs.map((id) => id.replace(/-/g, '')).sort());
    const retried = await queryRows<{ n: number }>(
      storage.db,
      sql`select count(*)::int as n from pgboss.job where name = 'arredo-pdf' and retry_count > 0`,
    );
    console.log(`PDF jobs taken up again after the kill: ${retried[0]!.n} of ${jobs.length}`);
    await storage.close();
  }, 300_000);
});
