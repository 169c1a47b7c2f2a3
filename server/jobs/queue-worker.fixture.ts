// A worker process for queue.test.ts: takes jobs of the `kill-test` queue on PostgreSQL and records
// each attempt's start and end in the `attempts` table, so the test can kill it mid-job.
import pg from 'pg';
import { openStorage } from '../storage';
import { openJobQueue } from './queue';

const url = process.env.QUEUE_TEST_DATABASE_URL!;
const holdMs = Number(process.env.QUEUE_TEST_HOLD_MS ?? 0);
const storage = await openStorage({ databaseUrl: url, migrate: false });
const queue = await openJobQueue(storage, { databaseUrl: url }, { maintenanceSeconds: 1 });
const log = new pg.Pool({ connectionString: url, max: 1 });
await queue.work<{ n: number }>('kill-test', { slots: 1, pollSeconds: 0.5 }, async (job) => {
  await log.query(`insert into attempts (job_id, pid, step) values ($1, $2, 'started')`, [
    job.id,
    process.pid,
  ]);
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  await log.query(`insert into attempts (job_id, pid, step) values ($1, $2, 'done')`, [job.id, process.pid]);
  return { doneBy: process.pid };
});
console.log('worker ready');
