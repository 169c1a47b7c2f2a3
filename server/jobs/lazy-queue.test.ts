import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage, queryRows, type Storage } from '../storage';
import { lazyJobQueue } from './lazy-queue';
import { openJobQueue } from './queue';

describe('lazy job queue (PGlite)', () => {
  let storage: Storage;
  afterAll(() => storage?.close());

  it('opens pg-boss at the first job, then runs it with the worker registered before', async () => {
    storage = await openStorage({ inMemory: true });
    const queue = lazyJobQueue('pglite', () => openJobQueue(storage, {}));
    await queue.define('echo', { retryLimit: 0, expireInSeconds: 30 });
    const seen: number[] = [];
    await queue.work<{ n: number }>('echo', { slots: 1, pollSeconds: 0.5 }, async (job) => {
      seen.push(job.data.n);
    });
    const schemaOf = async () =>
      (
        await queryRows<{ n: number }>(
          storage.db,
          sql`select count(*)::int as n from information_schema.schemata where schema_name = 'pgboss'`,
        )
      )[0]!.n;
    // Defined and worked, but nothing queued: no pg-boss yet.
    expect(queue.opened).toBe(false);
    expect(await schemaOf()).toBe(0);
    const id = (await queue.send('echo', { n: 7 }))!;
    expect(queue.opened).toBe(true);
    expect(await schemaOf()).toBe(1);
    await expect
      .poll(async () => (await queue.get('echo', id))?.state, { timeout: 20_000, interval: 100 })
      .toBe('completed');
    expect(seen).toEqual([7]);
    await queue.stop();
  }, 60_000);
});
