// ARREDO_WORKERS=N (issue 25): N server processes on one port with Node's cluster module, over one
// PostgreSQL (DATABASE_URL). The primary migrates and prepares the database once, then forks the
// workers; a worker that dies is replaced; SIGTERM reaches every worker, each drains its in-flight
// requests (server/start.ts close()) and the primary exits when they have. PGlite is one process's
// database, so it is refused with N > 1.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { defaultPaths } from './paths';
import { openStorage } from './storage';
import { prepareStorage, startServer, type StartOptions } from './start';

export class WorkersConfigError extends Error {}

/** ARREDO_WORKERS: a whole number, or `auto` for one per core; 1 (or unset) runs one process. */
export function workersFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = (env.ARREDO_WORKERS ?? '').trim();
  if (value === '') return 1;
  if (value === 'auto') return availableParallelism();
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1)
    throw new WorkersConfigError(
      `ARREDO_WORKERS must be a whole number from 1 to 999 or auto, not "${value.slice(0, 50)}"`,
    );
  const workers = Number(value);
  if (workers > 1 && !env.DATABASE_URL)
    throw new WorkersConfigError(
      'ARREDO_WORKERS above 1 needs DATABASE_URL: the embedded database is one process’s',
    );
  return workers;
}

/** Runs the primary: prepares the database, forks `workers` workers and keeps them running. */
export async function runPrimary(workers: number, options: StartOptions): Promise<void> {
  const storage = await openStorage({ databaseUrl: options.databaseUrl! });
  try {
    await prepareStorage(storage, options.paths ?? defaultPaths());
  } finally {
    await storage.close();
  }
  let stopping = false;
  let ready = 0;
  const fork = () => cluster.fork({ ARREDO_CLUSTER_WORKER: '1' });
  cluster.on('message', (_worker, message: { ready?: string }) => {
    if (message?.ready && ++ready === workers)
      console.log(`Arredo is running at ${message.ready} (storage: postgres, ${workers} processes)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  for (let i = 0; i < workers; i += 1) fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  }
}

/** Runs one worker: serves on the shared port; the primary prepared the database. */
export async function runWorker(options: StartOptions): Promise<void> {
  const server = await startServer({ ...options, prepare: false });
  process.send?.({ ready: server.url });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
