// A job queue opened at its first real use. On the embedded PGlite (the desktop, `npm start`), most
// runs never queue a job, and pg-boss's start (its schema, migrations and timers over the one
// database thread) is not free: queues defined and workers registered before then are remembered and
// set up when the first job is sent or looked up. On PostgreSQL the queue opens at start as before.
import type { JobHandler, JobQueue, QueuePolicy, SendOptions, WorkOptions } from './queue';

export function lazyJobQueue(
  kind: JobQueue['kind'],
  open: () => Promise<JobQueue>,
): JobQueue & {
  /** Whether the queue has been opened. */
  readonly opened: boolean;
} {
  const definitions = new Map<string, QueuePolicy>();
  const workers: Array<{ name: string; options: WorkOptions; handler: JobHandler<object> }> = [];
  let opening: Promise<JobQueue> | null = null;
  let stopped = false;
  const real = () => {
    if (stopped) return Promise.reject(new Error('The job queue is stopped'));
    opening ??= (async () => {
      const queue = await open();
      for (const [name, policy] of definitions) await queue.define(name, policy);
      for (const worker of workers) await queue.work(worker.name, worker.options, worker.handler);
      return queue;
    })();
    return opening;
  };
  return {
    kind,
    get opened() {
      return opening !== null;
    },
    async define(name, policy) {
      definitions.set(name, policy);
      if (opening) await (await opening).define(name, policy);
    },
    async work<T extends object>(name: string, options: WorkOptions, handler: JobHandler<T>) {
      const entry = { name, options, handler: handler as JobHandler<object> };
      workers.push(entry);
      if (opening) await (await opening).work(name, options, handler);
    },
    async stopWork(name) {
      for (let i = workers.length - 1; i >= 0; i -= 1) if (workers[i]!.name === name) workers.splice(i, 1);
      if (opening) await (await opening).stopWork(name);
    },
    send: async <T extends object>(name: string, data: T, options?: SendOptions) =>
      (await real()).send(name, data, options),
    schedule: async (name, cron) => (await real()).schedule(name, cron),
    get: async (name, id) => (await real()).get(name, id),
    cancel: async (name, id) => (await real()).cancel(name, id),
    retry: async (name, id) => (await real()).retry(name, id),
    resume: async (name, id) => (await real()).resume(name, id),
    async stop() {
      stopped = true;
      if (opening) await (await opening).stop();
    },
  };
}
