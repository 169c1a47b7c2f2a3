// CPU-heavy jobs a client can ask for (offer PDFs, scene exports) run on a small pool of worker
// threads (Piscina), never on the event loop: one guest's offer with 30,000 characters of notes held
// every other request, /api/health included, for 14 s. The pool bounds everything a flood can cost:
//   - threads: at most cores - 1 (1 on a 2-core machine), so the event loop keeps a core;
//   - a bounded queue (kept here, so that Piscina only ever gets a job when a thread is free): when
//     it is full the job is refused at once with 503 and Retry-After;
//   - a time budget per job, counted from when it starts on a thread: a job still running then is
//     ended (its thread is terminated and replaced) and answered with 503;
//   - jobs per session at once: a client waits for its own job before it queues another (429);
//   - jobs per address at once for guests (guest sessions are free: one address opens hundreds);
//   - a lane for accounts: guests may use only `threads` threads and `maxQueue` places, while
//     signed-in users also have `reservedForAccounts` threads of their own and go first in the queue,
//     so 20 guest sessions flooding the costliest offers never starve a seller's PDF.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { ApiError } from '../api/errors';
import type { TaskName, TaskResult, Tasks } from './tasks';

export interface OffloadOptions {
  /** Worker threads. */
  threads: number;
  /** Jobs that may wait for a thread; one more is refused with 503. */
  maxQueue: number;
  /** A job running longer than this on its thread is ended, with 503. */
  timeBudgetMs: number;
  /** Jobs one session (or address) may have queued or running at once; one more is 429. */
  perOwner: number;
  /** Jobs guests from one address may have queued or running at once; one more is 429. Default: no limit. */
  perGuestAddress?: number;
  /** Threads only signed-in users' jobs use (on top of `threads`); default 0. */
  reservedForAccounts?: number;
}

/** Who asks for a job: its owner (session or account), whether signed in, and the client address. */
export interface JobCaller {
  owner: string;
  account: boolean;
  address: string;
}

/** The defaults (README "Limits"); ARREDO_WORKER_THREADS overrides the thread count. */
export function defaultOffloadOptions(env: NodeJS.ProcessEnv = process.env): OffloadOptions {
  const fromEnv = Number(env.ARREDO_WORKER_THREADS);
  const threads =
    Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : Math.max(1, Math.min(4, availableParallelism() - 1));
  return {
    threads,
    maxQueue: 8 * threads,
    timeBudgetMs: 20_000,
    perOwner: 2,
    perGuestAddress: 2,
    reservedForAccounts: 1,
  };
}

/** Seconds a refused client is told to wait: long enough for a few queued jobs to finish. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After (the header is set by the onError hook in server/limits/install.ts). */
export class BusyError extends ApiError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor(message: string, code: string) {
    super(503, message, code);
  }
}

/**
 * The worker module: next to the bundle when built (dist/server/index.js and the desktop's
 * dist/main/index.mjs both find dist/server/offload-worker.js), else the TypeScript source through
 * its tsx bootstrap (vitest, tsx).
 */
export function workerFile(moduleUrl = import.meta.url): string {
  const fromSource = /\.ts$/.test(new URL(moduleUrl).pathname);
  return fileURLToPath(
    new URL(fromSource ? './source-worker.mjs' : '../server/offload-worker.js', moduleUrl),
  );
}

type Input<N extends TaskName> = Parameters<Tasks[N]>[0];
type Output<N extends TaskName> = Awaited<ReturnType<Tasks[N]>> extends TaskResult<infer T> ? T : never;

export class OffloadPool {
  private readonly piscina: Piscina;
  private readonly running = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();
  /** Jobs on a thread now (all, and guests'), and the jobs waiting for one, per lane, in turn. */
  private active = 0;
  private activeGuests = 0;
  private readonly waitingAccounts: (() => void)[] = [];
  private readonly waitingGuests: (() => void)[] = [];
  private readonly capacity: number;
  private readonly perGuestAddress: number;

  constructor(
    readonly options: OffloadOptions = defaultOffloadOptions(),
    filename = workerFile(),
  ) {
    this.capacity = options.threads + (options.reservedForAccounts ?? 0);
    this.perGuestAddress = options.perGuestAddress ?? Number.POSITIVE_INFINITY;
    this.piscina = new Piscina({
      filename,
      minThreads: 0,
      maxThreads: this.capacity,
      // Jobs reach Piscina only when a thread is free (see slot()); it queues them while a thread starts.
      maxQueue: this.capacity + 2 * options.maxQueue,
      // Threads that stay idle for a minute end; the next job starts one (about 0.3 s).
      idleTimeout: 60_000,
    });
  }

  /** Runs `name` on a worker thread for `caller`. */
  async run<N extends TaskName>(
    name: N,
    input: Input<N>,
    caller: JobCaller,
    what: string,
  ): Promise<Output<N>> {
    this.refuseEarly(caller, what);
    const mine = this.running.get(caller.owner) ?? 0;
    this.running.set(caller.owner, mine + 1);
    if (!caller.account) this.byAddress.set(caller.address, (this.byAddress.get(caller.address) ?? 0) + 1);
    try {
      await this.slot(caller.account);
      try {
        const result = await this.runTimed(name, input);
        if (!result.ok) throw new ApiError(result.statusCode, result.message, result.code);
        return result.value;
      } finally {
        this.release(caller.account);
      }
    } catch (error) {
      if ((error as Error).name === 'AbortError') {
        throw new BusyError(
          `${what} took longer than ${this.options.timeBudgetMs / 1000} s and was stopped; try again later`,
          'JOB_TIMEOUT',
        );
      }
      // Piscina's own refusal when the queue filled between the check above and the run.
      if ((error as Error).message === 'Task queue is at limit') throw this.busy(what);
      throw error;
    } finally {
      decrement(this.running, caller.owner);
      if (!caller.account) decrement(this.byAddress, caller.address);
    }
  }

  /**
   * The same refusals as run(), before the request's body is read: a flood of large requests that
   * would be refused anyway costs no parsing. Routes call it from an onRequest hook.
   */
  refuseEarly(caller: JobCaller, what: string): void {
    const mine = this.running.get(caller.owner) ?? 0;
    if (mine >= this.options.perOwner) {
      throw new ApiError(
        429,
        `${what}: ${mine} of your jobs are still running; wait for them to finish`,
        'TOO_MANY_JOBS',
      );
    }
    const fromAddress = caller.account ? 0 : (this.byAddress.get(caller.address) ?? 0);
    if (fromAddress >= this.perGuestAddress) {
      throw new ApiError(
        429,
        `${what}: ${fromAddress} jobs of guests from your address are still running; wait for them to finish or log in`,
        'TOO_MANY_JOBS',
      );
    }
    const waiting = caller.account ? this.waitingAccounts : this.waitingGuests;
    if (!this.canStart(caller.account) && waiting.length >= this.options.maxQueue) throw this.busy(what);
  }

  /** The job on a thread, aborted (its thread terminated) `timeBudgetMs` after it reports it started. */
  private async runTimed<N extends TaskName>(name: N, input: Input<N>): Promise<TaskResult<Output<N>>> {
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      timer = setTimeout(() => abort.abort(), this.options.timeBudgetMs);
    });
    try {
      return (await this.piscina.run(
        { input, started: port2 },
        { name, signal: abort.signal, transferList: [port2] },
      )) as TaskResult<Output<N>>;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  /** Whether a job of this lane may take a thread now. */
  private canStart(account: boolean): boolean {
    return this.active < this.capacity && (account || this.activeGuests < this.options.threads);
  }

  /** Resolves when a thread is free for the caller (at once, or in turn: accounts first). */
  private slot(account: boolean): Promise<void> {
    if (this.canStart(account)) {
      this.take(account);
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      (account ? this.waitingAccounts : this.waitingGuests).push(() => {
        this.take(account);
        resolve();
      }),
    );
  }

  private take(account: boolean): void {
    this.active += 1;
    if (!account) this.activeGuests += 1;
  }

  private release(account: boolean): void {
    this.active -= 1;
    if (!account) this.activeGuests -= 1;
    // An account waiting goes first; a guest only where the guests' share has room.
    if (this.waitingAccounts.length && this.canStart(true)) this.waitingAccounts.shift()!();
    else if (this.waitingGuests.length && this.canStart(false)) this.waitingGuests.shift()!();
  }

  /** Jobs running and waiting now (for tests and the bench). */
  get load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.waitingAccounts.length + this.waitingGuests.length };
  }

  private busy(what: string): BusyError {
    return new BusyError(
      `${what}: the server is busy (${this.options.maxQueue} jobs waiting); try again in ${RETRY_AFTER_SECONDS} s`,
      'SERVER_BUSY',
    );
  }

  close(): Promise<void> {
    return this.piscina.close({ force: true });
  }
}

function decrement(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/** The job caller of a session: an account (all its sessions are one owner) or a guest session. */
export function jobCaller(
  auth: { account: { userId: number | null }; session: { id: string } },
  address: string,
): JobCaller {
  const account = auth.account.userId !== null;
  return {
    owner: account ? `user:${auth.account.userId}` : `session:${auth.session.id}`,
    account,
    address,
  };
}
