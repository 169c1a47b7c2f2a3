// The bodies of the plan's moves (planItems.ts): they load with the first move, with the placement
// code and the scene state, so that the action table the home page carries stays light.
import { moveGroup } from '../../core/layout/group';
import type { RowLayout } from '../../core/layout/schema';
import type { Project } from '../../core/project/schema';
import { drawingEditorAtom } from '../state/drawingEditor';
import { projectAtom } from '../state/project';
import { roomAtom } from '../state/room';
import { layoutItemOf, placedRowsAtom } from '../state/scene';
import type { PlaceResult } from './layout';
import type { MoveRowsResult } from './planItems';
import type { ActionContext } from './types';

export function moveRows(
  ctx: ActionContext,
  { rowIds, dx, dy }: { rowIds: string[]; dx: number; dy: number },
): MoveRowsResult {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) throw new Error('dx and dy must be numbers');
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  const placed = ctx.store.get(placedRowsAtom);
  const items = placed.map((p) => layoutItemOf(p.shape, p.layout));
  const group = moveGroup(ctx.store.get(roomAtom), items, new Set(rowIds.map(String)), dx, dy);
  if (group.moved.length === 0) throw new Error('None of these rows is in the room');
  const hits = group.collisions.map(({ id, collisions }) => ({ rowId: id, collisions }));
  if (hits.length && ctx.store.get(drawingEditorAtom).collision) return { accepted: false, collisions: hits };
  const layouts = new Map<string, RowLayout>(
    group.moved.map((item) => [
      // Moved off the wall it stood against: it no longer belongs to that wall.
      item.id,
      { x: item.x, y: item.y, rotation: item.rotation, elevation: item.elevation, wallId: null },
    ]),
  );
  pinAutoPlaced(ctx, new Set(rowIds.map(String)));
  const pinned = ctx.store.get(projectAtom) ?? project;
  const moved: Project = {
    ...pinned,
    rows: pinned.rows.map((row) => {
      const layout = layouts.get(String(row.uniqueid));
      return layout ? { ...row, layout } : row;
    }),
  };
  ctx.store.set(projectAtom, moved);
  return { accepted: true, collisions: hits };
}

/**
 * Stores the automatic places of rows that have none yet, so that moving one row does not make the
 * others flow into the space it left (automatic places are recomputed around stored ones).
 */
function pinAutoPlaced(ctx: ActionContext, except: ReadonlySet<string>): void {
  const project = ctx.store.get(projectAtom);
  if (!project) return;
  const auto = new Map(
    ctx.store
      .get(placedRowsAtom)
      .filter((p) => !p.stored && !except.has(p.shape.rowId))
      .map((p) => [p.shape.rowId, p.layout]),
  );
  if (auto.size === 0) return;
  ctx.store.set(projectAtom, {
    ...project,
    rows: project.rows.map((row) => {
      const layout = auto.get(String(row.uniqueid));
      return layout ? { ...row, layout } : row;
    }),
  });
}

export async function placeInPlan(
  ctx: ActionContext,
  { rowId, ...pose }: { rowId: string; x: number; y: number; rotation?: number },
): Promise<PlaceResult> {
  const before = ctx.store.get(projectAtom);
  pinAutoPlaced(ctx, new Set([rowId]));
  const result: PlaceResult = await ctx.dispatch('placeRow', { rowId, ...pose });
  if (!result.accepted) ctx.store.set(projectAtom, before);
  return result;
}
