import { startServer } from './start';

// `npm start` entry: embedded defaults, configured only by PORT, HOST, DATA_DIR and DATABASE_URL.
const server = await startServer({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST,
  databaseUrl: process.env.DATABASE_URL || undefined,
});
console.log(`Arredo is running at ${server.url} (storage: ${server.storageKind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
