// Item-search pictures: drawn in the browser from the article's 3D model (the server may have no
// GPU; the browser that shows the 3D view has WebGL), one at a time in idle time through one shared
// hidden WebGL context, kept in memory for the session and in IndexedDB across sessions, keyed by the
// catalogue version (key.ts). A tile asks only while it is on screen (ArticlePicture.tsx).
import type { LoadedCatalog } from '../../../state/catalogs';
import { pictureKey, type PictureSubject } from './key';
import { CancelledError, createQueue, idleSchedule, quietMoment, type Ticket } from './queue';
import { storedPicture, storePicture } from './store';

/** The version of the code that draws models: a new build of renderer/scene draws pictures anew. */
export const SCENE_VERSION: string = (import.meta.env?.VITE_SCENE_VERSION as string | undefined) ?? 'dev';

/** Marked for each picture drawn (DevTools' performance panel; `npm run bench` counts and times them). */
export const RENDER_MEASURE = 'arredo:picture-render';

/** Object URLs of the session's pictures, most recently used last. */
const memory = new Map<string, string>();
const MEMORY_LIMIT = 600;

function remember(key: string, blob: Blob): string {
  const known = memory.get(key);
  if (known) return known;
  const url = URL.createObjectURL(blob);
  memory.set(key, url);
  if (memory.size > MEMORY_LIMIT) {
    const [oldKey, oldUrl] = memory.entries().next().value!;
    memory.delete(oldKey);
    URL.revokeObjectURL(oldUrl);
  }
  return url;
}

/** A picture already in memory: shown at once, without a skeleton. */
export function pictureInMemory(key: string): string | undefined {
  const url = memory.get(key);
  if (url) {
    memory.delete(key);
    memory.set(key, url);
  }
  return url;
}

/** Two at once: one draws while the other's PNG/WebP is encoded off the main thread. */
const renders = createQueue<Blob>({ concurrency: 2, schedule: idleSchedule() });

/** The picture's side in device pixels for a CSS size: 1x, 2x or 3x (a few sizes, so they cache well). */
export function devicePixels(cssSize: number): number {
  const ratio = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1;
  return cssSize * Math.min(3, Math.max(1, Math.ceil(ratio - 0.25)));
}

/** The key of a subject's picture in a loaded catalogue; null when the document has no version. */
export function keyOf(loaded: LoadedCatalog, subject: PictureSubject, size: number): string | null {
  if (!loaded.hash) return null;
  return pictureKey({ ...subject, hash: loaded.hash, scene: SCENE_VERSION, size });
}

async function draw(
  loaded: LoadedCatalog,
  subject: PictureSubject,
  lang: string,
  size: number,
): Promise<Blob> {
  const [{ renderTilePicture }, { articleFacts }] = await Promise.all([
    import('../../../scene/media/tilePicture'),
    import('./facts'),
  ]);
  // The queue starts a drawing when the page is quiet, but its steps (the row's evaluation, the render
  // and encoding: tens of ms each on a slow GL) come later: each waits again if a scroll began meanwhile.
  await quietMoment();
  const start = performance.now();
  const facts = articleFacts(loaded, subject, lang);
  await quietMoment();
  const blob = await renderTilePicture(facts.parts, size);
  performance.measure(RENDER_MEASURE, {
    start,
    end: performance.now(),
    detail: { catalog: subject.catalog, cod: subject.cod },
  });
  return blob;
}

/**
 * The picture of `subject` as an object URL: from memory, else IndexedDB, else drawn (queued).
 * Cancel when the tile leaves the screen: a drawing not yet started is dropped.
 */
export function requestPicture(
  loaded: LoadedCatalog,
  subject: PictureSubject,
  lang: string,
  key: string,
  size: number,
): Ticket<string> {
  let cancelled = false;
  let drawing: Ticket<Blob> | null = null;
  const promise = (async () => {
    const inMemory = pictureInMemory(key);
    if (inMemory) return inMemory;
    const stored = await storedPicture(key);
    if (stored) return remember(key, stored);
    if (cancelled) throw new CancelledError();
    drawing = renders.request(key, () => draw(loaded, subject, lang, size));
    const blob = await drawing.promise;
    // Kept for the next visit; a browser that refuses still shows it this session.
    storePicture(key, blob).catch(() => undefined);
    return remember(key, blob);
  })();
  return {
    promise,
    cancel() {
      cancelled = true;
      drawing?.cancel();
    },
  };
}
