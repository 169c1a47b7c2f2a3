// Room layout actions (issue 11): where rows stand. One placement model (core/layout) for the 2D
// plan, the 3D view and the host protocol; moves and turns are undoable like any project edit. The
// placement bodies (layoutFlows.ts) load with the first move: this file is in the home's action table.
import type { Collision } from '../../core/layout/collision';
import type { EntityId } from '../../core/project/schema';
import { drawingEditorAtom, type DrawingEditorState } from '../state/drawingEditor';
import { projectAtom } from '../state/project';
import { EMPTY_SELECTION, refusalAtom, selectionAtom } from '../state/selection';
import { defineAction, defineLazyAction } from './define';
import { setCurrentRow } from './selection';

export interface PlaceResult {
  accepted: boolean;
  collisions: Collision[];
}

const bodies = () => import('./layoutFlows');

/**
 * Puts a row at a pose, snapped and checked as the drawing-editor switches say; a refused pose
 * (collision on, something in the way) leaves the project unchanged and says what was hit.
 * `snap: false`: an exact move (the keyboard's nudges), still checked for collision.
 */
export const placeRowAction = defineLazyAction<
  { rowId: EntityId; x: number; y: number; rotation?: number; elevation?: number; snap?: boolean },
  PlaceResult
>(
  { name: 'placeRow', label: 'layout:actions.placeRow', undoable: true },
  async () => (await bodies()).placeRow,
);

/** Turns a row about its centre (a quarter turn by default); snapping would turn it back, so it is off. */
export const rotateRowAction = defineLazyAction<{ rowId: EntityId; degrees?: number }, PlaceResult>(
  { name: 'rotateRow', label: 'layout:actions.rotateRow', undoable: true },
  async () => (await bodies()).rotateRow,
);

/**
 * Selects a row in the room (the configurator panel follows); null clears the selection. A host names
 * the row by its box id instead (spec 4 configure).
 */
export const selectRowAction = defineAction<{ rowId: EntityId | null } | { boxId: string }>({
  name: 'selectRow',
  label: 'layout:actions.selectRow',
  undoable: false,
  perform: (ctx, args) => {
    const project = ctx.store.get(projectAtom);
    if (!project) return;
    let rowId: EntityId | null;
    if ('boxId' in args) {
      const row = project.rows.find((r) => String(r.boxid ?? r.uniqueid) === String(args.boxId));
      if (!row) throw new Error(`Box ${String(args.boxId)} is not in the project`);
      rowId = row.uniqueid;
    } else {
      rowId = args.rowId;
      if (rowId !== null && !project.rows.some((r) => String(r.uniqueid) === String(rowId))) {
        throw new Error(`Row ${String(rowId)} is not in the project`);
      }
    }
    // One row selected (a click in the 3D view, a host's configure); the panels follow.
    ctx.store.set(refusalAtom, null);
    ctx.store.set(selectionAtom, { ...EMPTY_SELECTION, rowIds: rowId === null ? [] : [String(rowId)] });
    // Selecting is not an edit: a saved project stays saved (no "Unsaved changes", no save prompt).
    setCurrentRow(ctx, rowId);
  },
});

/** The drawing-editor switches (spec 3): snapping and collision. */
export const setDrawingEditorAction = defineAction<Partial<DrawingEditorState>>({
  name: 'setDrawingEditor',
  label: 'layout:actions.setDrawingEditor',
  undoable: false,
  perform: (ctx, change) => ctx.store.set(drawingEditorAtom, (state) => ({ ...state, ...change })),
});
