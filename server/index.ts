import { startServer } from './start';

// `npm start` entry: embedded defaults, configured only by PORT, HOST, DATA_DIR and DATABASE_URL
// (and the ARREDO_* settings of the README). HOST defaults to every interface, as a web server's
// should; HOST=127.0.0.1 keeps it to this machine (behind a proxy on the same host, say).
const server = await startServer({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST || '0.0.0.0',
  databaseUrl: process.env.DATABASE_URL || undefined,
});
console.log(`Arredo is running at ${server.url} (storage: ${server.storageKind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
