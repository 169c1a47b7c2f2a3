// The periodic purges (expired sessions and render farm tokens, guests' leftovers, old login and
// request counters), run once per period however many server processes serve a deployment
// (issue 25). On PostgreSQL a pg-boss schedule makes one job per tick (pg-boss's cron takes each tick
// once across processes) and whichever process is free runs it; a job whose process died is
// retried. On the embedded PGlite (one process) a local timer runs them, with no queue involved.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purgeExpiredSessions } from '../accounts/sessions';
import { purgeGuestData } from '../guests/purge';
import { purgeExpiredFarmTokens } from '../renderfarm/farm-tokens';
import { DEFAULT_LOGIN_GUARD, purgeLoginCounters } from '../limits/login-guard';
import type { PhotoStore } from '../projects/photo-store';
import { queryRows, type Database } from '../storage';
import type { JobQueue } from './queue';

export const PURGE_QUEUE = 'arredo-purge';
/** Hourly, at minute 7 (UTC): away from the top of the hour other schedules pick. */
export const PURGE_CRON = '7 * * * *';
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface PurgeResult {
  sessions: number;
  farmTokens: number;
  guestProjects: number;
  guestSessions: number;
  loginCounters: number;
  rateLimits: number;
}

/** Every purge, one after the other; each is idempotent, so a retried job does no harm. */
export async function runPurges(
  db: Database,
  photos: Pick<PhotoStore, 'removeProject'>,
  guestRetentionMs: number,
  now = new Date(),
): Promise<PurgeResult> {
  const guests = await purgeGuestData(db, photos, guestRetentionMs, now);
  const sessions = await purgeExpiredSessions(db, now);
  const farmTokens = await purgeExpiredFarmTokens(db, now);
  const loginCounters = await purgeLoginCounters(db, DEFAULT_LOGIN_GUARD, now);
  const rateLimits = (
    await queryRows<{ key: string }>(
      db,
      sql`delete from rate_limits where expire is not null and expire < ${now.toISOString()} returning key`,
    )
  ).length;
  return {
    sessions,
    farmTokens,
    guestProjects: guests.projects,
    guestSessions: guests.sessions,
    loginCounters,
    rateLimits,
  };
}

export interface PeriodicOptions {
  db: Database;
  photos: Pick<PhotoStore, 'removeProject'>;
  guestRetentionMs: number;
  /** PostgreSQL: the job queue that schedules the purges; null (PGlite): a local timer. */
  queue: JobQueue | null;
}

/** Starts the purges: once now (PGlite) or on the schedule (PostgreSQL), and then every hour. */
export async function startPeriodic(app: FastifyInstance, options: PeriodicOptions): Promise<void> {
  const run = async () => {
    const result = await runPurges(options.db, options.photos, options.guestRetentionMs);
    if (Object.values(result).some((n) => n > 0)) app.log.info(result, 'periodic purge');
    return result;
  };
  if (options.queue) {
    const queue = options.queue;
    await queue.define(PURGE_QUEUE, { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 15 * 60 });
    await queue.schedule(PURGE_QUEUE, PURGE_CRON);
    await queue.work(PURGE_QUEUE, { slots: 1, pollSeconds: 30 }, run);
    return;
  }
  const tick = () => run().catch((error: Error) => app.log.warn(`Periodic purge failed: ${error.message}`));
  const timer = setInterval(tick, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => void tick());
  app.addHook('onClose', async () => clearInterval(timer));
}
