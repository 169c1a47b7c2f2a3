import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openStorage, queryRows, type Storage } from '../storage';
import { describeEachStorage } from '../../tests/support/storage';
import { openJobQueue, type JobQueue } from './queue';
import { PURGE_QUEUE, runPurges, startPeriodic } from './periodic';

const noPhotos = { removeProject: async () => undefined };
const WEEK = 7 * 24 * 3600_000;

describeEachStorage('periodic purges', (fixture) => {
  const storages: Storage[] = [];
  const queues: JobQueue[] = [];
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    for (const storage of storages) await storage.close();
  });

  it('drop login counters and request limits that hold no one back any more, and keep the rest', async () => {
    const storage = await openStorage(await fixture.fresh());
    storages.push(storage);
    const now = new Date('2026-11-28T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await storage.db
      .execute(sql`insert into login_counters (key, failures, in_flight, first_at, next_at) values
      ('a:old', 3, 0, ${ago(3600_000)}, null),
      ('a:live', 3, 0, ${ago(60_000)}, null),
      ('u:1', 12, 0, ${ago(3600_000)}, ${new Date(now.getTime() + 60_000).toISOString()}),
      ('a:crashed', 1, 1, ${ago(25 * 3600_000)}, null)`);
    await storage.db.execute(sql`insert into rate_limits (key, points, expire) values
      ('gone', 3, ${ago(1000)}), ('held', 3, ${new Date(now.getTime() + 1000).toISOString()})`);
    const result = await runPurges(storage.db, noPhotos, WEEK, now);
    expect(result).toMatchObject({ loginCounters: 2, rateLimits: 1 });
    const keys = await queryRows<{ key: string }>(
      storage.db,
      sql`select key from login_counters order by key`,
    );
    expect(keys.map((row) => row.key)).toEqual(['a:live', 'u:1']);
    const limits = await queryRows<{ key: string }>(storage.db, sql`select key from rate_limits`);
    expect(limits.map((row) => row.key)).toEqual(['held']);
  });

  it.skipIf(fixture.kind !== 'postgres')(
    'on PostgreSQL: one schedule however many processes start, and each purge job runs once',
    async () => {
      const target = await fixture.fresh();
      const url = 'databaseUrl' in target ? target.databaseUrl : undefined;
      // Two processes' worth: each its own storage, queue and app, starting the purges.
      for (let i = 0; i < 2; i += 1) {
        const storage = await openStorage(target);
        const queue = await openJobQueue(storage, { databaseUrl: url }, { maintenanceSeconds: 1 });
        storages.push(storage);
        queues.push(queue);
        await startPeriodic(Fastify(), { db: storage.db, photos: noPhotos, guestRetentionMs: WEEK, queue });
      }
      const [schedules] = await queryRows<{ n: number }>(
        storages[1]!.db,
        sql`select count(*)::int as n from pgboss.schedule where name = ${PURGE_QUEUE}`,
      );
      expect(schedules!.n).toBe(1);
      const queue = queues[0]!;
      const id = (await queue.send(PURGE_QUEUE, {}))!;
      await expect
        .poll(async () => (await queue.get(PURGE_QUEUE, id))?.state, { timeout: 60_000, interval: 200 })
        .toBe('completed');
      const [jobs] = await queryRows<{ n: number }>(
        storages[1]!.db,
        sql`select count(*)::int as n from pgboss.job where name = ${PURGE_QUEUE} and state = 'completed'`,
      );
      expect(jobs!.n).toBe(1);
    },
    120_000,
  );
});
