// `npm run renderfarm`: a render worker on its own, for as many machines as the renders need. It
// takes jobs from the shared PostgreSQL (DATABASE_URL), as every server process's queue does; the
// embedded PGlite is one process's own, so there the server's own slots render (ARREDO_RENDER_SLOTS).
import { openStorage } from '../storage';
import { openJobQueue } from '../jobs/queue';
import { DatabaseRenderImages } from './images';
import { defineRenderQueue, RenderFarm } from './jobs';
import { renderSlotsFromEnv, startRenderWorker } from './worker';

const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl) {
  console.error(
    'npm run renderfarm needs DATABASE_URL (the PostgreSQL the servers use). With the embedded ' +
      'database, the server renders itself: set ARREDO_RENDER_SLOTS for how many at once.',
  );
  process.exit(2);
}
const slots = renderSlotsFromEnv(process.env, 1);
const storage = await openStorage({ databaseUrl });
const queue = await openJobQueue(storage, { databaseUrl });
await defineRenderQueue(queue);
const farm = new RenderFarm(storage.db, queue, new DatabaseRenderImages(storage.db));
const worker = await startRenderWorker(farm, queue, { slots });
console.log(`Render worker running with ${slots} slot${slots === 1 ? '' : 's'}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void worker
      .stop()
      .then(() => queue.stop())
      .then(() => storage.close())
      .then(() => process.exit(0));
  });
}
