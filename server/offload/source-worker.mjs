// Worker entry when the server runs from source (vitest, tsx): worker threads do not inherit the
// parent's TypeScript loader, so this registers tsx in the thread, then loads worker.ts.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');

export const { renderOffer, renderDocument, sceneZip } = worker;
