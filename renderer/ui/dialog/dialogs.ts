import { store } from '../../state/store';
import { resolveDialogSize } from './sizing';
import { dialogsAtom, type DialogEntry, type DialogOptions, type DialogResult } from './state';

/** Rejection of a single-instance dialog opened while one with the same key is open (spec 2). */
export class DialogAlreadyOpenedError extends Error {
  readonly alreadyOpened = true as const;
  constructor(readonly key: string) {
    super(`The dialog '${key}' is already open`);
    this.name = 'DialogAlreadyOpenedError';
  }
}

interface Pending {
  resolve: (result: DialogResult) => void;
  dismissResult: DialogResult;
}

// Promise callbacks and dismiss results do not affect rendering, so they live beside the atom.
const pending = new Map<string, Pending>();
let lastId = 0;

const CANCELLED: DialogResult = { flag: false };

/** The open dialog registered under a single-instance key, if any. */
export function findOpenInstance(entries: readonly DialogEntry[], key: string): DialogEntry | undefined {
  return entries.find((entry) => entry.open && entry.options.singleInstance === key);
}

/**
 * Opens a dialog; the promise resolves with (flag, response) when it closes by any means (its
 * content, Yes/No, the close button, Esc, an outside click, an abort). Bad options reject.
 */
export function openDialog<R = unknown>(options: DialogOptions<R>): Promise<DialogResult<R>> {
  return new Promise<DialogResult<R>>((resolve, reject) => {
    resolveDialogSize(options);
    if (options.content === undefined) throw new Error('openDialog needs content');
    const key = options.singleInstance;
    if (key !== undefined && findOpenInstance(store.get(dialogsAtom), key)) {
      reject(new DialogAlreadyOpenedError(key));
      return;
    }
    if (options.signal?.aborted) {
      resolve({ flag: false });
      return;
    }
    lastId += 1;
    const id = `dialog-${lastId}`;
    pending.set(id, { resolve: resolve as Pending['resolve'], dismissResult: CANCELLED });
    const entry: DialogEntry = { id, options: options as DialogOptions, open: true };
    store.set(dialogsAtom, (entries) => [...entries, entry]);
    options.signal?.addEventListener('abort', () => closeDialog(id, CANCELLED), { once: true });
  });
}

/** Closes an open dialog with the given result; false when it is not open. */
export function closeDialog(id: string, result: DialogResult): boolean {
  const waiting = pending.get(id);
  if (!waiting) return false;
  pending.delete(id);
  store.set(dialogsAtom, (entries) => entries.map((e) => (e.id === id ? { ...e, open: false } : e)));
  waiting.resolve({ ...result });
  return true;
}

/** Closes by Esc, outside click or the close button: returns what the content registered (default flag false). */
export function dismissDialog(id: string): boolean {
  const waiting = pending.get(id);
  return waiting ? closeDialog(id, waiting.dismissResult) : false;
}

export function setDismissResult(id: string, result: DialogResult): void {
  const waiting = pending.get(id);
  if (waiting) waiting.dismissResult = { ...result };
}

/** Drops a closed dialog once the host has played its exit animation. */
export function removeDialog(id: string): void {
  if (pending.has(id)) return;
  store.set(dialogsAtom, (entries) => entries.filter((e) => e.id !== id));
}

/** Closes every open dialog (logout, new project), each resolving with `result`. */
export function closeAllDialogs(result: DialogResult = CANCELLED): void {
  for (const id of [...pending.keys()]) closeDialog(id, result);
}
