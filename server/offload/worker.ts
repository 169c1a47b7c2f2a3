// The worker pool's module (bundled to dist/server/offload-worker.js; from source it is loaded through
// source-worker.mjs). Piscina calls the export named by each run's `name`.
import { tasks } from './tasks';

export const { renderOffer, sceneZip } = tasks;
