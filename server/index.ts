import { buildApp } from './app';
import { defaultPaths } from './paths';

// `npm start` entry: embedded defaults, configured only by PORT, DATA_DIR and DATABASE_URL.
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const app = await buildApp({ paths: defaultPaths(), logger: false });
await app.listen({ port, host });
console.log(`Arredo is running at http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
