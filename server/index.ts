import { startServer } from './start';

// `npm start` entry: embedded defaults, configured only by PORT, DATA_DIR and DATABASE_URL.
const server = await startServer({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST });
console.log(`Arredo is running at ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
