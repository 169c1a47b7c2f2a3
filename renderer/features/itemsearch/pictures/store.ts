// Pictures kept in the browser (IndexedDB), so a second visit, a reload or the next session shows
// them without drawing again. A catalogue's pictures of older versions are forgotten when a newer
// version is seen, and at most MAX_PICTURES are kept (the least recently stored go first). Where
// IndexedDB is missing or refuses (a private window, a full disk), pictures live for the session only.
import { keyCatalog } from './key';

const DB_NAME = 'arredo-pictures';
const STORE = 'pictures';
/** About 5 KB each: a few MB for every article of a large range. */
export const MAX_PICTURES = 3000;

interface Stored {
  key: string;
  catalog: string;
  hash: string;
  blob: Blob;
  at: number;
}

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME, 1);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex('catalog', 'catalog');
      store.createIndex('at', 'at');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

/** The stored picture of `key`, or undefined. */
export async function storedPicture(key: string): Promise<Blob | undefined> {
  const db = await open();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      request.onsuccess = () => resolve((request.result as Stored | undefined)?.blob);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/** Keeps a picture; older versions of its catalogue and the oldest beyond MAX_PICTURES go. */
export async function storePicture(key: string, blob: Blob): Promise<void> {
  const db = await open();
  const owner = keyCatalog(key);
  if (!db || !owner) return;
  const transaction = db.transaction(STORE, 'readwrite');
  const store = transaction.objectStore(STORE);
  store.put({ key, ...owner, blob, at: Date.now() } satisfies Stored);
  // The catalogue's pictures of other versions can never be shown again.
  const byCatalog = store.index('catalog').openCursor(IDBKeyRange.only(owner.catalog));
  byCatalog.onsuccess = () => {
    const cursor = byCatalog.result;
    if (!cursor) return;
    if ((cursor.value as Stored).hash !== owner.hash) cursor.delete();
    cursor.continue();
  };
  const count = store.count();
  count.onsuccess = () => {
    let extra = count.result - MAX_PICTURES;
    if (extra <= 0) return;
    const oldest = store.index('at').openCursor();
    oldest.onsuccess = () => {
      const cursor = oldest.result;
      if (!cursor || extra-- <= 0) return;
      cursor.delete();
      cursor.continue();
    };
  };
  await done(transaction);
}
