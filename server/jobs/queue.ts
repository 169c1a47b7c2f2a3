// The background job queue: one small interface over pg-boss, for any work that must survive a
// process (render jobs today; mail and purges can follow). On PostgreSQL pg-boss keeps its own pool,
// so any number of processes on any machine take jobs. On the embedded PGlite the same pg-boss runs
// in the one process over the storage's own connection (PGlite is single-process by nature).
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Storage } from '../storage';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** How a queue's jobs are retried and timed out. */
export interface QueuePolicy {
  /** Attempts after the first one when a job fails or its worker vanishes. */
  retryLimit: number;
  retryDelaySeconds?: number;
  /** An active job older than this is taken for dead (its worker killed) and retried. */
  expireInSeconds: number;
  /**
   * What a singleton key holds to one (pg-boss's queue policies): 'short' one waiting job per key,
   * 'singleton' one running job per key, 'stately' one waiting and one running. 'standard' (the
   * default) takes a key only with a time slot, so it refuses nothing here.
   */
  unique?: 'standard' | 'short' | 'singleton' | 'stately';
}

export interface SendOptions {
  /** A job with this key is refused (null) as the queue's `unique` policy says. */
  singletonKey?: string;
  /** Overrides the queue's attempts for this job. */
  retryLimit?: number;
  /** Overrides the queue's time limit for this job (a big render gets more). */
  expireInSeconds?: number;
}

export interface QueuedJob<T> {
  id: string;
  data: T;
  state: JobState;
  retryCount: number;
  output: unknown;
}

export interface RunningJob<T> {
  id: string;
  data: T;
  /** Which attempt this is: 0 the first, 1 the first retry ... */
  retryCount: number;
  /**
   * Aborted when the job is cancelled while it runs (looked up every `cancelPollMs`) or its time runs
   * out (the queue has then failed the attempt): the handler stops its work.
   */
  signal: AbortSignal;
}

export type JobHandler<T> = (job: RunningJob<T>) => Promise<unknown>;

export interface WorkOptions {
  /** Jobs this process runs at once. */
  slots: number;
  /** How often an idle slot asks for a job. */
  pollSeconds?: number;
}

export interface JobQueue {
  readonly kind: 'postgres' | 'pglite';
  /** Creates the queue (or updates its policy); call before send or work. */
  define(name: string, policy: QueuePolicy): Promise<void>;
  /** Queues a job; null when a job with the same singleton key is still waiting or running. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs jobs of a queue in this process; a thrown error fails the attempt (retried within limits). */
  work<T extends object>(name: string, options: WorkOptions, handler: JobHandler<T>): Promise<void>;
  /** Sends one job per tick of `cron` (UTC), once across every process; the queue must be defined. */
  schedule(name: string, cron: string): Promise<void>;
  /** Stops taking jobs of a queue; running ones finish. */
  stopWork(name: string): Promise<void>;
  get<T>(name: string, id: string): Promise<QueuedJob<T> | null>;
  /** Cancels a waiting or running job (a running one sees its signal aborted). */
  cancel(name: string, id: string): Promise<void>;
  /** Puts a failed job back in the queue. */
  retry(name: string, id: string): Promise<void>;
  /** Puts a cancelled job back in the queue. */
  resume(name: string, id: string): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  /** How often expired jobs are swept (dead workers found); pg-boss's default is 2 minutes. */
  maintenanceSeconds?: number;
  /** How often a running job's cancellation is looked up. */
  cancelPollMs?: number;
  /** Errors of the queue's own upkeep (never a job's). */
  onError?: (error: Error) => void;
}

/** pg-boss's Db over PGlite: parameterless text may hold several statements (its migrations). */
function pgliteDb(client: PGlite): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results[results.length - 1]?.rows ?? []) as unknown[] as never[] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows as never[] };
    },
  };
}

/**
 * Opens the queue on a storage: pg-boss with its own small pool on PostgreSQL, or pg-boss over the
 * PGlite connection. pg-boss keeps its tables in the `pgboss` schema and migrates them itself.
 */
export async function openJobQueue(
  storage: Storage,
  target: { databaseUrl?: string },
  options: QueueOptions = {},
): Promise<JobQueue> {
  const maintenance = { maintenanceIntervalSeconds: options.maintenanceSeconds ?? 30 };
  let boss: PgBoss;
  if (storage.kind === 'postgres') {
    if (!target.databaseUrl) throw new Error('The PostgreSQL job queue needs the database URL');
    boss = new PgBoss({ connectionString: target.databaseUrl, max: 4, ...maintenance });
  } else {
    const client = (storage.db as unknown as { $client: PGlite }).$client;
    boss = new PgBoss({ db: pgliteDb(client), ...maintenance });
  }
  boss.on('error', (error) => (options.onError ?? ((e) => console.error('Job queue:', e.message)))(error));
  await boss.start();
  return new BossQueue(boss, storage.kind, options.cancelPollMs ?? 1000);
}

class BossQueue implements JobQueue {
  private readonly workers = new Map<string, string[]>();

  constructor(
    private readonly boss: PgBoss,
    readonly kind: 'postgres' | 'pglite',
    private readonly cancelPollMs: number,
  ) {}

  async define(name: string, policy: QueuePolicy): Promise<void> {
    const settings: PgBoss.Queue = {
      name,
      policy: policy.unique ?? 'standard',
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds ?? 0,
      expireInSeconds: policy.expireInSeconds,
    };
    // A queue's policy is fixed when it is made (pg-boss): update keeps it, changes the rest.
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, settings);
    else await this.boss.createQueue(name, settings);
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const send: PgBoss.SendOptions = {};
    if (options.singletonKey) send.singletonKey = options.singletonKey;
    if (options.retryLimit !== undefined) send.retryLimit = options.retryLimit;
    if (options.expireInSeconds !== undefined) send.expireInSeconds = options.expireInSeconds;
    return this.boss.send(name, data, send);
  }

  async work<T extends object>(name: string, options: WorkOptions, handler: JobHandler<T>): Promise<void> {
    const ids: string[] = [];
    // One pg-boss worker per slot: each fetches one job at a time.
    for (let slot = 0; slot < options.slots; slot++) {
      ids.push(
        await this.boss.work<T>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollSeconds ?? 2 },
          async ([job]) => (job ? this.run(name, job, handler) : undefined),
        ),
      );
    }
    this.workers.set(name, [...(this.workers.get(name) ?? []), ...ids]);
  }

  private async run<T extends object>(name: string, job: PgBoss.JobWithMetadata<T>, handler: JobHandler<T>) {
    const controller = new AbortController();
    const expiry = setTimeout(
      () => controller.abort(new Error('Job expired')),
      Number(job.expireInSeconds) * 1000,
    );
    const watch = setInterval(() => {
      this.boss
        .getJobById(name, job.id)
        .then((row) => {
          if (!row || row.state === 'cancelled') controller.abort(new Error('Job cancelled'));
        })
        .catch(() => undefined);
    }, this.cancelPollMs);
    try {
      return await handler({
        id: job.id,
        data: job.data,
        retryCount: job.retryCount,
        signal: controller.signal,
      });
    } finally {
      clearInterval(watch);
      clearTimeout(expiry);
    }
  }

  schedule(name: string, cron: string): Promise<void> {
    return this.boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  async stopWork(name: string): Promise<void> {
    for (const id of this.workers.get(name) ?? []) await this.boss.offWork({ id, wait: false } as never);
    this.workers.delete(name);
  }

  async get<T>(name: string, id: string): Promise<QueuedJob<T> | null> {
    const row = await this.boss.getJobById<T>(name, id);
    if (!row) return null;
    return { id: row.id, data: row.data, state: row.state, retryCount: row.retryCount, output: row.output };
  }

  cancel(name: string, id: string): Promise<void> {
    return this.boss.cancel(name, id);
  }

  retry(name: string, id: string): Promise<void> {
    return this.boss.retry(name, id);
  }

  resume(name: string, id: string): Promise<void> {
    return this.boss.resume(name, id);
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: false, wait: true, close: true } as PgBoss.StopOptions);
  }
}
