// A queue of picture jobs: at most `concurrency` run at once, each started by `schedule` (the browser's
// idle time, so a render never lands in the middle of a scroll frame), the same key asked twice runs
// once, and a job nobody waits for any more (its tile scrolled away) is dropped before it starts.

export type Schedule = (start: () => void) => void;

export interface QueueOptions {
  /** Jobs running at once (pictures share one WebGL context: 1 renders, the next encodes). */
  concurrency: number;
  /** When a job may start; default: at once (a microtask). */
  schedule?: Schedule;
}

export interface Ticket<T> {
  promise: Promise<T>;
  /** This caller no longer needs the result; the job is dropped if no one else does and it has not started. */
  cancel(): void;
}

/** Rejection of a job dropped before it started. */
export class CancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'CancelledError';
  }
}

interface Job<T> {
  key: string;
  run: () => Promise<T>;
  waiting: number;
  started: boolean;
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export interface PictureQueue<T> {
  request(key: string, run: () => Promise<T>): Ticket<T>;
  /** Jobs waiting and running (for tests and the bench). */
  readonly size: { waiting: number; running: number };
}

export function createQueue<T>({ concurrency, schedule }: QueueOptions): PictureQueue<T> {
  if (!(concurrency >= 1)) throw new RangeError('concurrency must be at least 1');
  const start: Schedule = schedule ?? ((go) => queueMicrotask(go));
  const jobs = new Map<string, Job<T>>();
  const waiting: Job<T>[] = [];
  let running = 0;
  let pumping = false;

  const pump = () => {
    if (pumping || running >= concurrency) return;
    // Drop jobs no one waits for (their tiles left the screen) before taking the next.
    while (waiting.length && waiting[0]!.waiting === 0) waiting.shift();
    if (!waiting.length) return;
    pumping = true;
    start(() => {
      pumping = false;
      while (waiting.length && waiting[0]!.waiting === 0) waiting.shift();
      const job = waiting.shift();
      if (!job) return;
      job.started = true;
      running++;
      let result: Promise<T>;
      try {
        result = job.run();
      } catch (error) {
        result = Promise.reject(error);
      }
      result.then(job.resolve, job.reject).finally(() => {
        running--;
        jobs.delete(job.key);
        pump();
      });
      pump();
    });
  };

  return {
    request(key, run) {
      let job = jobs.get(key);
      if (!job) {
        let resolve!: (value: T) => void;
        let reject!: (error: unknown) => void;
        const promise = new Promise<T>((ok, fail) => {
          resolve = ok;
          reject = fail;
        });
        // A dropped job's rejection is expected: its callers cancelled and no longer listen.
        promise.catch(() => undefined);
        job = { key, run, waiting: 0, started: false, promise, resolve, reject };
        jobs.set(key, job);
        waiting.push(job);
      }
      const current = job;
      current.waiting++;
      let cancelled = false;
      pump();
      return {
        promise: current.promise,
        cancel() {
          if (cancelled) return;
          cancelled = true;
          current.waiting--;
          if (current.waiting === 0 && !current.started) {
            jobs.delete(current.key);
            const at = waiting.indexOf(current);
            if (at >= 0) waiting.splice(at, 1);
            current.reject(new CancelledError());
          }
        },
      };
    },
    get size() {
      return { waiting: waiting.length, running };
    },
  };
}

/**
 * How long the page must be still for the user to have stopped scrolling. Input on a loaded machine
 * (the bench's 2 shared cores) came up to 150-250 ms apart in one continuous wheel scroll: a 150 ms
 * window let drawings (a first shader compile: ~500 ms in SwiftShader) start in the middle of it.
 */
export const QUIET_MS = 300;

let lastScroll = Number.NEGATIVE_INFINITY;
let listening = false;

/** A scroll happened (`at`: its time on performance.now's clock); the page listener calls it. */
export function noteScroll(at = performance.now()): void {
  lastScroll = Math.max(lastScroll, at);
}

function followScrolls(): void {
  if (listening || typeof addEventListener !== 'function') return;
  listening = true;
  // Capture: a pane's scroll events do not bubble to the window, but pass it on their way down.
  // The wheel and touch moves too: on a busy machine the compositor holds frames (and the scroll
  // events they fire) back 150-250 ms while the user is still scrolling; the input still arrives.
  for (const type of ['scroll', 'wheel', 'touchmove'])
    addEventListener(type, () => noteScroll(), { capture: true, passive: true });
}

/**
 * Calls `go` once the page has not scrolled for `quiet` ms (QUIET_MS) and at least `delay` ms from now; the
 * returned function cancels. A scroll meanwhile pushes it back: work started from it (a picture's
 * next step, a hover tip for a card the pointer only passes while the page scrolls under it) never
 * lands in the middle of a scroll.
 */
export function whenQuiet(go: () => void, { quiet = QUIET_MS, delay = 0 } = {}): () => void {
  followScrolls();
  const earliest = performance.now() + delay;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const now = performance.now();
    const wait = Math.max(earliest - now, lastScroll + quiet - now);
    if (wait > 0) timer = setTimeout(attempt, wait);
    else {
      timer = undefined;
      go();
    }
  };
  attempt();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}

/** Resolves once the page has not scrolled for `quiet` ms (at once when it has not). */
export const quietMoment = (quiet = QUIET_MS): Promise<void> =>
  new Promise((resolve) => void whenQuiet(resolve, { quiet }));

/**
 * Starts a job in the browser's idle time (a frame with time to spare, at the latest after
 * `timeout` ms) and never while the page scrolls (not before `quiet` ms without a scroll), so a
 * render, however slow the device's GL, never lands in the middle of a scroll.
 */
export function idleSchedule(timeout = 200, quiet = QUIET_MS): Schedule {
  return (go) => {
    const attempt = () =>
      whenQuiet(
        () => {
          if (typeof requestIdleCallback !== 'function') {
            setTimeout(go, 16);
            return;
          }
          requestIdleCallback(() => (performance.now() - lastScroll < quiet ? attempt() : go()), { timeout });
        },
        { quiet },
      );
    attempt();
  };
}
