import type { Collision } from '../../core/layout/collision';
import { projectAtom } from './project';
import { atom, type WritableAtom } from './store';

/** A door or window, by its wall. */
export interface OpeningRef {
  readonly wallId: string;
  readonly openingId: string;
}

/**
 * The one selection record (ARCHITECTURE.md, "One selection record"): the rows, the wall or the
 * opening the keys and the panels act on, in the 2D plan and the 3D view alike. The screens keep none
 * of their own. A wall or an opening is selected alone; rows may be several.
 */
export interface SelectionRecord {
  /** Selected rows (ids); the first is the project's current row. */
  readonly rowIds: readonly string[];
  readonly wall: string | null;
  readonly opening: OpeningRef | null;
}

export const EMPTY_SELECTION: SelectionRecord = { rowIds: [], wall: null, opening: null };

/** The record as last set, and the current row it was set with (its first row, or none). */
const selectionBaseAtom = atom<{ record: SelectionRecord; current: string | null }>({
  record: EMPTY_SELECTION,
  current: null,
});

const currentRowId = (currentrow: unknown): string | null =>
  currentrow === undefined || currentrow === null ? null : String(currentrow);

type SelectionUpdate = SelectionRecord | ((previous: SelectionRecord) => SelectionRecord);

/**
 * The selection. When the project's current row changes other than by selecting (an article
 * inserted, a row picked in the offer, a host's configure), that row is the selection; rows that are
 * gone are dropped. Undo and redo keep the selection (keepSelection): selecting is not an edit.
 */
export const selectionAtom: WritableAtom<SelectionRecord, [SelectionUpdate], void> = atom(
  (get): SelectionRecord => {
    const { record, current } = get(selectionBaseAtom);
    const project = get(projectAtom);
    const id = currentRowId(project?.currentrow);
    const known = new Set(project?.rows.map((r) => String(r.uniqueid)) ?? []);
    const rowIds = record.rowIds.filter((r) => known.has(r));
    const kept = rowIds.length === record.rowIds.length ? record : { ...record, rowIds };
    if (id === current) return kept;
    if (id === null) return rowIds.length ? { ...kept, rowIds: [] } : kept;
    if (rowIds.includes(id)) return { ...kept, rowIds: [id, ...rowIds.filter((r) => r !== id)] };
    return { rowIds: [id], wall: null, opening: null };
  },
  (get, set, next: SelectionUpdate) => {
    const record = typeof next === 'function' ? next(get(selectionAtom)) : next;
    set(selectionBaseAtom, { record, current: record.rowIds[0] ?? null });
  },
);

/**
 * After undo or redo: the selection read before it stays, whatever current row the restored
 * document has (rows the document no longer has drop out).
 */
export const keepSelectionAtom = atom(null, (get, set, record: SelectionRecord) =>
  set(selectionBaseAtom, { record, current: currentRowId(get(projectAtom)?.currentrow) }),
);

/**
 * Why the last move, turn or drop of the selection was refused (what it would have hit), or null:
 * the 2D plan's and the 3D view's panels show it. A new selection clears it.
 */
export const refusalAtom = atom<readonly Collision[] | null>(null);
