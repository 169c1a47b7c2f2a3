// The bodies of the plan's moves (planItems.ts): they load with the first move, with the placement
// code and the scene state, so that the action table the home page carries stays light. The edits
// are core's (core/layout/autoPlace: moveRowsBy, placeRowAt with the others pinned).
import { moveRowsBy, placeRowAt } from '../../core/layout/autoPlace';
import { drawingEditorAtom } from '../state/drawingEditor';
import { projectAtom } from '../state/project';
import { roomAtom } from '../state/room';
import { placedRowsAtom } from '../state/scene';
import type { PlaceResult } from './layout';
import type { MoveRowsResult } from './planItems';
import type { ActionContext } from './types';

export function moveRows(
  ctx: ActionContext,
  { rowIds, dx, dy }: { rowIds: string[]; dx: number; dy: number },
): MoveRowsResult {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  const edit = moveRowsBy(project, ctx.store.get(roomAtom), ctx.store.get(placedRowsAtom), rowIds, dx, dy, {
    collision: ctx.store.get(drawingEditorAtom).collision,
  });
  if (edit.accepted) ctx.store.set(projectAtom, edit.project);
  return { accepted: edit.accepted, collisions: edit.collisions };
}

/**
 * The plan's drag: the row goes where it was dropped, snapped, and the rows placed automatically
 * keep their places (they would otherwise flow into the space it left).
 */
export function placeInPlan(
  ctx: ActionContext,
  { rowId, ...pose }: { rowId: string; x: number; y: number; rotation?: number },
): PlaceResult {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  const editor = ctx.store.get(drawingEditorAtom);
  const edit = placeRowAt(project, ctx.store.get(roomAtom), ctx.store.get(placedRowsAtom), rowId, pose, {
    snap: editor.snap,
    collision: editor.collision,
    pinOthers: true,
  });
  if (!edit.accepted) return { accepted: false, collisions: edit.collisions };
  ctx.store.set(projectAtom, edit.project);
  return { accepted: true, collisions: edit.collisions };
}
