import cluster from 'node:cluster';
import { startServer, type StartOptions } from './start';
import { runPrimary, runWorker, workersFromEnv } from './cluster';

// `npm start` entry: embedded defaults, configured only by PORT, HOST, DATA_DIR and DATABASE_URL
// (and the ARREDO_* settings of the README). HOST defaults to every interface, as a web server's
// should; HOST=127.0.0.1 keeps it to this machine (behind a proxy on the same host, say).
// ARREDO_WORKERS=N with DATABASE_URL runs N processes on the one port (server/cluster.ts).
const options: StartOptions = {
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST || '0.0.0.0',
  databaseUrl: process.env.DATABASE_URL || undefined,
};

if (cluster.isWorker) {
  await runWorker(options);
} else {
  const workers = workersFromEnv();
  if (workers > 1) {
    await runPrimary(workers, options);
  } else {
    const server = await startServer(options);
    console.log(`Arredo is running at ${server.url} (storage: ${server.storageKind})`);
    // SIGTERM: stop taking connections, finish the requests in flight, close storage, exit.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        void server.close().then(() => process.exit(0));
      });
    }
  }
}
