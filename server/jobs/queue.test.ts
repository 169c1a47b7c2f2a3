import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, expect, it } from 'vitest';
import pg from 'pg';
import { openStorage, type Storage } from '../storage';
import { describeEachStorage } from '../../tests/support/storage';
import { openJobQueue, type JobQueue, type JobState } from './queue';

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stateOf = async (queue: JobQueue, name: string, id: string): Promise<JobState | undefined> =>
  (await queue.get(name, id))?.state;

describeEachStorage('job queue', (fixture) => {
  let storage: Storage;
  let queue: JobQueue;
  let url: string | undefined;

  const open = async () => {
    const target = await fixture.fresh();
    url = 'databaseUrl' in target ? target.databaseUrl : undefined;
    storage = await openStorage(target);
    queue = await openJobQueue(storage, { databaseUrl: url }, { maintenanceSeconds: 1, cancelPollMs: 100 });
  };

  afterAll(async () => {
    await queue?.stop();
    await storage?.close();
  });

  it('runs a job once and keeps its output', async () => {
    await open();
    expect(queue.kind).toBe(fixture.kind);
    await queue.define('echo', { retryLimit: 2, expireInSeconds: 30 });
    const seen: number[] = [];
    await queue.work<{ n: number }>('echo', { slots: 2, pollSeconds: 0.5 }, async (job) => {
      seen.push(job.data.n);
      return { twice: job.data.n * 2 };
    });
    const id = (await queue.send('echo', { n: 21 }))!;
    await until('completion', async () => (await stateOf(queue, 'echo', id)) === 'completed');
    expect(seen).toEqual([21]);
    expect((await queue.get('echo', id))?.output).toEqual({ twice: 42 });
  });

  it('retries a failing job up to its limit, then fails it', async () => {
    await queue.define('flaky', { retryLimit: 2, expireInSeconds: 30 });
    const attempts: number[] = [];
    await queue.work<{ failTimes: number }>('flaky', { slots: 1, pollSeconds: 0.5 }, async (job) => {
      attempts.push(job.retryCount);
      if (attempts.length <= job.data.failTimes) throw new Error(`attempt ${attempts.length} failed`);
      return { ok: true };
    });
    const id = (await queue.send('flaky', { failTimes: 5 }))!;
    await until('failure', async () => (await stateOf(queue, 'flaky', id)) === 'failed');
    expect(attempts).toEqual([0, 1, 2]);
    expect((await queue.get('flaky', id))?.retryCount).toBe(2);
    // A failed job can be put back: it runs again (and this time succeeds).
    attempts.length = 0;
    const again = (await queue.send('flaky', { failTimes: 0 }))!;
    await until('retry', async () => (await stateOf(queue, 'flaky', again)) === 'completed');
  });

  it('refuses a second job with the same singleton key while the first waits', async () => {
    await queue.define('single', { retryLimit: 0, expireInSeconds: 30, unique: 'short' });
    const first = await queue.send('single', { a: 1 }, { singletonKey: 'project-7' });
    const second = await queue.send('single', { a: 2 }, { singletonKey: 'project-7' });
    const other = await queue.send('single', { a: 3 }, { singletonKey: 'project-8' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(other).toBeTruthy();
  });

  it('cancels a running job: its signal aborts; resume puts it back and it completes', async () => {
    await queue.define('long', { retryLimit: 0, expireInSeconds: 60 });
    let aborted = 0;
    let runs = 0;
    await queue.work<{ hold: boolean }>('long', { slots: 1, pollSeconds: 0.5 }, async (job) => {
      runs += 1;
      if (runs > 1) return { ok: true };
      await new Promise<void>((resolve) => {
        job.signal.addEventListener('abort', () => {
          aborted += 1;
          resolve();
        });
      });
      throw job.signal.reason as Error;
    });
    const id = (await queue.send('long', { hold: true }))!;
    await until('start', async () => (await stateOf(queue, 'long', id)) === 'active');
    await queue.cancel('long', id);
    await until('abort', async () => aborted === 1);
    expect(await stateOf(queue, 'long', id)).toBe('cancelled');
    await queue.resume('long', id);
    await until('resumed run', async () => (await stateOf(queue, 'long', id)) === 'completed');
    expect(runs).toBe(2);
  });

  it.runIf(fixture.kind === 'postgres')(
    'a worker killed mid-job (SIGKILL): the job is retried by another and done once',
    async () => {
      await queue.define('kill-test', { retryLimit: 2, expireInSeconds: 3 });
      const log = new pg.Client({ connectionString: url });
      await log.connect();
      const children: ChildProcess[] = [];
      const startWorker = (holdMs: number) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/jobs/queue-worker.fixture.ts'], {
          env: { ...process.env, QUEUE_TEST_DATABASE_URL: url, QUEUE_TEST_HOLD_MS: String(holdMs) },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        children.push(child);
        return child;
      };
      try {
        await log.query(
          `create table attempts (job_id uuid, pid int, step text, at timestamptz default now())`,
        );
        const id = (await queue.send('kill-test', { n: 1 }))!;
        const doomed = startWorker(600_000);
        const started = await until('the first attempt', async () => {
          const { rows } = await log.query(`select pid from attempts where step = 'started'`);
          return rows[0] as { pid: number } | undefined;
        });
        expect(started.pid).toBe(doomed.pid);
        doomed.kill('SIGKILL');
        await new Promise((resolve) => doomed.once('exit', resolve));
        const rescuer = startWorker(200);
        await until(
          'completion by the second worker',
          async () => (await stateOf(queue, 'kill-test', id)) === 'completed',
          40_000,
        );
        const { rows } = await log.query<{ pid: number; step: string }>(
          `select pid, step from attempts order by at`,
        );
        expect(rows).toEqual([
          { pid: doomed.pid, step: 'started' },
          { pid: rescuer.pid, step: 'started' },
          { pid: rescuer.pid, step: 'done' },
        ]);
        const job = await queue.get('kill-test', id);
        expect(job?.retryCount).toBe(1);
        expect(job?.output).toEqual({ doneBy: rescuer.pid });
      } finally {
        for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
        await log.end();
      }
    },
    60_000,
  );
});
