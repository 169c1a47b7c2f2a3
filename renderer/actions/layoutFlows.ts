// The bodies of placeRow and rotateRow (layout.ts): they load with the first move, with the
// placement code and the scene state, so that the home page's action table stays light. The edit
// itself is core's (core/layout/autoPlace placeRowAt); this adds the drawing-editor switches.
import { placeRowAt } from '../../core/layout/autoPlace';
import type { EntityId } from '../../core/project/schema';
import { drawingEditorAtom } from '../state/drawingEditor';
import { projectAtom } from '../state/project';
import { roomAtom } from '../state/room';
import { placedRowsAtom } from '../state/scene';
import type { PlaceResult } from './layout';
import type { ActionContext } from './types';

/**
 * Puts a row at a pose: snapped and checked as the drawing-editor switches say. A refused pose
 * (collision on, something in the way) leaves the project unchanged and says what was hit.
 */
function place(
  ctx: ActionContext,
  rowId: string,
  pose: { x?: number; y?: number; rotation?: number; elevation?: number },
  snap: boolean,
): PlaceResult {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  const editor = ctx.store.get(drawingEditorAtom);
  const edit = placeRowAt(project, ctx.store.get(roomAtom), ctx.store.get(placedRowsAtom), rowId, pose, {
    snap: snap && editor.snap,
    collision: editor.collision,
  });
  if (!edit.accepted) return { accepted: false, collisions: edit.collisions };
  ctx.store.set(projectAtom, edit.project);
  return { accepted: true, collisions: edit.collisions };
}

export function placeRow(
  ctx: ActionContext,
  {
    rowId,
    snap = true,
    ...pose
  }: { rowId: EntityId; x: number; y: number; rotation?: number; elevation?: number; snap?: boolean },
): PlaceResult {
  return place(ctx, String(rowId), pose, snap);
}

export function rotateRow(
  ctx: ActionContext,
  { rowId, degrees = 90 }: { rowId: EntityId; degrees?: number },
) {
  const current = ctx.store.get(placedRowsAtom).find((p) => p.shape.rowId === String(rowId));
  if (!current) throw new Error(`Row ${String(rowId)} has no shape to place`);
  return place(ctx, String(rowId), { rotation: current.layout.rotation + degrees }, false);
}
