// The bodies of placeRow and rotateRow (layout.ts): they load with the first move, with the
// placement code and the scene state, so that the home page's action table stays light.
import { placeItem } from '../../core/layout/place';
import { isAgainst } from '../../core/layout/runs';
import type { RowLayout } from '../../core/layout/schema';
import { wallFaces } from '../../core/layout/walls';
import type { EntityId, Project } from '../../core/project/schema';
import { drawingEditorAtom } from '../state/drawingEditor';
import { projectAtom } from '../state/project';
import { roomAtom } from '../state/room';
import { layoutItemOf, placedRowsAtom } from '../state/scene';
import type { PlaceResult } from './layout';
import type { ActionContext } from './types';

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
function place(
  ctx: ActionContext,
  rowId: string,
  pose: { x?: number; y?: number; rotation?: number; elevation?: number },
  snap: boolean,
): PlaceResult {
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
