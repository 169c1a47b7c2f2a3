// Room layout actions (issue 11): where rows stand. One placement model (core/layout) for the 2D
// plan, the 3D view and the host protocol; moves and turns are undoable like any project edit.
import type { Collision } from '../../core/layout/collision';
import type { RowLayout } from '../../core/layout/schema';
import type { EntityId, Project } from '../../core/project/schema';
import { drawingEditorAtom, type DrawingEditorState } from '../state/drawingEditor';
import { projectAtom } from '../state/project';
import { defineAction } from './define';
import type { ActionContext } from './types';

export interface PlaceResult {
  accepted: boolean;
  collisions: Collision[];
}

function withLayout(project: Project, rowId: string, layout: RowLayout): Project {
  return {
    ...project,
    rows: project.rows.map((row) => (String(row.uniqueid) === rowId ? { ...row, layout } : row)),
  };
}

/**
 * Puts a row at a pose: snapped and checked as the drawing-editor switches say. A refused pose
 * (collision on, something in the way) leaves the project unchanged and says what was hit.
 */
/** The placement code and the room state load with the first move: the action table stays light. */
const loadPlacement = () =>
  Promise.all([
    import('../../core/layout/place'),
    import('../state/scene'),
    import('../state/room'),
    import('../../core/layout/runs'),
    import('../../core/layout/walls'),
  ]);

async function place(
  ctx: ActionContext,
  rowId: string,
  pose: { x?: number; y?: number; rotation?: number; elevation?: number },
  snap: boolean,
): Promise<PlaceResult> {
  const [{ placeItem }, { layoutItemOf, placedRowsAtom }, { roomAtom }, { isAgainst }, { wallFaces }] =
    await loadPlacement();
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  const placed = ctx.store.get(placedRowsAtom);
  const target = placed.find((p) => p.shape.rowId === rowId);
  if (!target) throw new Error(`Row ${rowId} has no shape to place`);
  const editor = ctx.store.get(drawingEditorAtom);
  const items = placed.map((p) => layoutItemOf(p.shape, p.layout));
  const room = ctx.store.get(roomAtom);
  const snapped = snap && editor.snap;
  const result = placeItem(room, items, layoutItemOf(target.shape, target.layout), pose, {
    snap: snapped,
    collision: editor.collision,
  });
  if (!result.accepted) return { accepted: false, collisions: result.collisions };
  const { x, y, rotation, elevation } = result.item;
  // An exact move (a turn, a keyboard nudge) is not snapped, yet may still have its back on a wall.
  const wallId = snapped
    ? result.wallId
    : room
      ? (wallFaces(room).find((face) => isAgainst(face, result.item))?.wall.id ?? null)
      : null;
  ctx.store.set(projectAtom, withLayout(project, rowId, { x, y, rotation, elevation, wallId }));
  return { accepted: true, collisions: result.collisions };
}

/** `snap: false`: an exact move (the keyboard's nudges), still checked for collision. */
export const placeRowAction = defineAction<
  { rowId: EntityId; x: number; y: number; rotation?: number; elevation?: number; snap?: boolean },
  PlaceResult
>({
  name: 'placeRow',
  label: 'layout:actions.placeRow',
  undoable: true,
  perform: (ctx, { rowId, snap = true, ...pose }) => place(ctx, String(rowId), pose, snap),
});

/** Turns a row about its centre (a quarter turn by default); snapping would turn it back, so it is off. */
export const rotateRowAction = defineAction<{ rowId: EntityId; degrees?: number }, PlaceResult>({
  name: 'rotateRow',
  label: 'layout:actions.rotateRow',
  undoable: true,
  perform: async (ctx, { rowId, degrees = 90 }) => {
    const { placedRowsAtom } = await import('../state/scene');
    const current = ctx.store.get(placedRowsAtom).find((p) => p.shape.rowId === String(rowId));
    if (!current) throw new Error(`Row ${String(rowId)} has no shape to place`);
    return place(ctx, String(rowId), { rotation: current.layout.rotation + degrees }, false);
  },
});

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
    ctx.store.set(projectAtom, { ...project, currentrow: rowId });
  },
});

/** The drawing-editor switches (spec 3): snapping and collision. */
export const setDrawingEditorAction = defineAction<Partial<DrawingEditorState>>({
  name: 'setDrawingEditor',
  label: 'layout:actions.setDrawingEditor',
  undoable: false,
  perform: (ctx, change) => ctx.store.set(drawingEditorAtom, (state) => ({ ...state, ...change })),
});
