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
  readonly rows: readonly string[];
  readonly wall: string | null;
  readonly opening: OpeningRef | null;
}

export const EMPTY_SELECTION: SelectionRecord = { rows: [], wall: null, opening: null };

const selectionBaseAtom = atom<SelectionRecord>(EMPTY_SELECTION);

/**
 * The selection. The project's current row leads the rows: a row made current elsewhere (inserted,
 * picked in the offer, a host's configure) is the selection, and no current row is no selected row.
 * Writing it sets the record as given; the actions (selection.ts in renderer/actions) keep the
 * current row in step.
 */
type SelectionUpdate = SelectionRecord | ((previous: SelectionRecord) => SelectionRecord);

export const selectionAtom: WritableAtom<SelectionRecord, [SelectionUpdate], void> = atom(
  (get): SelectionRecord => {
    const base = get(selectionBaseAtom);
    const current = get(projectAtom)?.currentrow;
    const id = current === undefined || current === null ? null : String(current);
    if (id === null) return base.rows.length ? { ...base, rows: [] } : base;
    if (base.rows[0] === id) return base;
    if (base.rows.includes(id)) return { ...base, rows: [id, ...base.rows.filter((r) => r !== id)] };
    return { rows: [id], wall: null, opening: null };
  },
  (get, set, next: SelectionUpdate) =>
    set(selectionBaseAtom, typeof next === 'function' ? next(get(selectionAtom)) : next),
);

/**
 * Why the last move, turn or drop of the selection was refused (what it would have hit), or null:
 * the 2D plan's and the 3D view's panels show it. A new selection clears it.
 */
export const refusalAtom = atom<readonly Collision[] | null>(null);
