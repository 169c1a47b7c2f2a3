// The browser's draft back end (state/drafts.ts): one record in IndexedDB, written on each change after
// the edits rest, so a reload, a closed tab or a crashed browser finds it at the next start. Like the
// desktop host's file, there is one draft: the newest unsaved work of this browser. IndexedDB rather than
// localStorage: a project with many rows is larger than localStorage's 5 MB on some browsers, and its
// writes do not block the page.
import type { JsonObject } from '../../core/embed';
import { loadProject } from '../../core/project/load';
import type { DraftBackEnd, DraftRecord } from './drafts';

const DB_NAME = 'arredo';
const STORE = 'drafts';
const KEY = 'current';

/** How long a start waits for the database before going on without the draft (a wedged browser). */
const OPEN_TIMEOUT_MS = 3000;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = factory.open(DB_NAME, 1);
    const timer = setTimeout(() => reject(new Error('IndexedDB did not open in time')), OPEN_TIMEOUT_MS);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    req.onsuccess = () => {
      clearTimeout(timer);
      resolve(req.result);
    };
    req.onerror = () => {
      clearTimeout(timer);
      reject(req.error ?? new Error('IndexedDB did not open'));
    };
    req.onblocked = () => {
      clearTimeout(timer);
      reject(new Error('IndexedDB is blocked by another tab'));
    };
  }).catch((error: unknown) => {
    // The next call tries again (a private window may refuse, a later start may not).
    opened = null;
    throw error;
  });
  return opened;
}

async function withStore<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb(factory);
  const tx = db.transaction(STORE, mode);
  const result = request(run(tx.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

/** A stored value as a draft, or undefined when it is not one this app version can open. */
export function draftFrom(value: unknown): DraftRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { savedAt, des, project } = value as Partial<DraftRecord>;
  if (typeof savedAt !== 'string' || typeof project !== 'object' || project === null) return undefined;
  try {
    // Validated and migrated as on load: a draft an older version wrote still opens.
    loadProject(project);
  } catch {
    return undefined;
  }
  return { savedAt, des: typeof des === 'string' ? des : '', project };
}

export interface BrowserDraftStore extends DraftBackEnd {
  /** The kept draft, if any; a damaged one is removed and not offered. */
  read(): Promise<DraftRecord | undefined>;
}

export function indexedDbDrafts(
  factory: IDBFactory = indexedDB,
  now: () => Date = () => new Date(),
): BrowserDraftStore {
  return {
    async keep(project: JsonObject) {
      const des = typeof project.des === 'string' ? project.des : '';
      const record: DraftRecord = { savedAt: now().toISOString(), des, project };
      await withStore(factory, 'readwrite', (store) => store.put(record, KEY));
    },
    async clear() {
      await withStore(factory, 'readwrite', (store) => store.delete(KEY));
    },
    async read() {
      const value = await withStore<unknown>(factory, 'readonly', (store) => store.get(KEY));
      if (value === undefined) return undefined;
      const record = draftFrom(value);
      if (!record) await withStore(factory, 'readwrite', (store) => store.delete(KEY));
      return record;
    },
  };
}
