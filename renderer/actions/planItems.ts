// Moving several rows at once in the 2D plan (a multi-selection dragged or nudged with the arrow
// keys): one undoable step, with the same collision rules as placeRow (core/layout).
import type { Collision } from '../../core/layout/collision';
import type { RowLayout } from '../../core/layout/schema';
import type { Project } from '../../core/project/schema';
import { drawingEditorAtom } from '../state/drawingEditor';
import { projectAtom } from '../state/project';
import { defineAction } from './define';
import type { PlaceResult } from './layout';
import type { ActionContext } from './types';

export interface MoveRowsResult {
  accepted: boolean;
  /** What the moved rows would run into, by row id. */
  collisions: { rowId: string; collisions: Collision[] }[];
}

/**
 * Moves rows by one offset (dx, dy in mm). They keep their places relative to each other, so only
 * the rest of the room is checked; with collision on, any hit refuses the whole move.
 */
export const moveRowsAction = defineAction<{ rowIds: string[]; dx: number; dy: number }, MoveRowsResult>({
  name: 'moveRows',
  label: 'plan2d:actions.moveRows',
  undoable: true,
  perform: async (ctx, { rowIds, dx, dy }) => {
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) throw new Error('dx and dy must be numbers');
    const [{ moveGroup }, { layoutItemOf, placedRowsAtom }, { roomAtom }] = await Promise.all([
      import('../../core/layout/group'),
      import('../state/scene'),
      import('../state/room'),
    ]);
    const project = ctx.store.get(projectAtom);
    if (!project) throw new Error('You must first initialize a project');
    const placed = ctx.store.get(placedRowsAtom);
    const items = placed.map((p) => layoutItemOf(p.shape, p.layout));
    const group = moveGroup(ctx.store.get(roomAtom), items, new Set(rowIds.map(String)), dx, dy);
    if (group.moved.length === 0) throw new Error('None of these rows is in the room');
    const hits = group.collisions.map(({ id, collisions }) => ({ rowId: id, collisions }));
    if (hits.length && ctx.store.get(drawingEditorAtom).collision)
      return { accepted: false, collisions: hits };
    const layouts = new Map<string, RowLayout>(
      group.moved.map((item) => [
        // Moved off the wall it stood against: it no longer belongs to that wall.
        item.id,
        { x: item.x, y: item.y, rotation: item.rotation, elevation: item.elevation, wallId: null },
      ]),
    );
    await pinAutoPlaced(ctx, new Set(rowIds.map(String)));
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
  },
});

/**
 * Stores the automatic places of rows that have none yet, so that moving one row does not make the
 * others flow into the space it left (automatic places are recomputed around stored ones).
 */
async function pinAutoPlaced(ctx: ActionContext, except: ReadonlySet<string>): Promise<void> {
  const { placedRowsAtom } = await import('../state/scene');
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

/**
 * A move made in the plan: the row goes where placeRow puts it (snapped, checked), and the rows that
 * stood at automatic places keep them. One undoable step; a refused move changes nothing.
 */
export const placeInPlanAction = defineAction<
  { rowId: string; x: number; y: number; rotation?: number },
  PlaceResult
>({
  name: 'placeInPlan',
  label: 'plan2d:actions.moveRows',
  undoable: true,
  perform: async (ctx, { rowId, ...pose }): Promise<PlaceResult> => {
    const before = ctx.store.get(projectAtom);
    await pinAutoPlaced(ctx, new Set([rowId]));
    const result: PlaceResult = await ctx.dispatch('placeRow', { rowId, ...pose });
    if (!result.accepted) ctx.store.set(projectAtom, before);
    return result;
  },
});
