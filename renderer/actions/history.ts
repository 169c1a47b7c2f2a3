import type { Project } from '../../core/project/schema';
import { projectAtom } from '../state/project';
import { keepSelectionAtom, selectionAtom } from '../state/selection';
import { atom, store } from '../state/store';

/** One undoable step: the project before and after an action (immutable snapshots, shared structure). */
export interface HistoryEntry {
  action: string;
  before: Project | null;
  after: Project | null;
}

export interface HistoryState {
  undo: readonly HistoryEntry[];
  redo: readonly HistoryEntry[];
}

/** Enough for a working day's edits; snapshots share structure, so each costs only what changed. */
export const HISTORY_LIMIT = 200;

export const historyAtom = atom<HistoryState>({ undo: [], redo: [] });
export const canUndoAtom = atom((get) => get(historyAtom).undo.length > 0);
export const canRedoAtom = atom((get) => get(historyAtom).redo.length > 0);

/**
 * Fields the server owns (its id for the document). Undo and redo never take them back: undoing an
 * edit made before the first save must not make the next save create a second project.
 */
function withServerFields(snapshot: Project | null, current: Project | null): Project | null {
  if (!snapshot || !current) return snapshot;
  if (snapshot.id === current.id) return snapshot;
  return { ...snapshot, id: current.id } as Project;
}

/** Records a change; a new change forgets what could be redone. No change, no entry. */
export function recordChange(action: string, before: Project | null, after: Project | null): void {
  if (before === after) return;
  store.set(historyAtom, (history) => ({
    undo: [...history.undo, { action, before, after }].slice(-HISTORY_LIMIT),
    redo: [],
  }));
}

/** Steps back once; returns the entry undone, or null when there is nothing to undo. */
export function undo(): HistoryEntry | null {
  const { undo: past, redo } = store.get(historyAtom);
  const entry = past.at(-1);
  if (!entry) return null;
  // Selecting is not an edit: the selection stays as the person left it.
  const selection = store.get(selectionAtom);
  store.set(projectAtom, (current) => withServerFields(entry.before, current));
  store.set(keepSelectionAtom, selection);
  store.set(historyAtom, { undo: past.slice(0, -1), redo: [...redo, entry] });
  return entry;
}

/** Steps forward once; returns the entry redone, or null when there is nothing to redo. */
export function redo(): HistoryEntry | null {
  const { undo: past, redo: future } = store.get(historyAtom);
  const entry = future.at(-1);
  if (!entry) return null;
  // Selecting is not an edit: the selection stays as the person left it.
  const selection = store.get(selectionAtom);
  store.set(projectAtom, (current) => withServerFields(entry.after, current));
  store.set(keepSelectionAtom, selection);
  store.set(historyAtom, { undo: [...past, entry], redo: future.slice(0, -1) });
  return entry;
}

/** A different project is open (new, open, logout): its history starts empty. */
export function clearHistory(): void {
  store.set(historyAtom, { undo: [], redo: [] });
}
