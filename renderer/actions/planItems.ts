// Moving several rows at once in the 2D plan (a multi-selection dragged or nudged with the arrow
// keys): one undoable step, with the same collision rules as placeRow (core/layout). The bodies
// (planItemsFlows.ts) load with the first move: this file is in the home page's action table.
import type { Collision } from '../../core/layout/collision';
import { defineLazyAction } from './define';
import type { PlaceResult } from './layout';

const bodies = () => import('./planItemsFlows');

export interface MoveRowsResult {
  accepted: boolean;
  /** What the moved rows would run into, by row id. */
  collisions: { rowId: string; collisions: Collision[] }[];
}

/**
 * Moves rows by one offset (dx, dy in mm). They keep their places relative to each other, so only
 * the rest of the room is checked; with collision on, any hit refuses the whole move.
 */
export const moveRowsAction = defineLazyAction<{ rowIds: string[]; dx: number; dy: number }, MoveRowsResult>(
  { name: 'moveRows', label: 'plan2d:actions.moveRows', undoable: true },
  async () => (await bodies()).moveRows,
);

/**
 * A move made in the plan: the row goes where placeRow puts it (snapped, checked), and the rows that
 * stood at automatic places keep them. One undoable step; a refused move changes nothing.
 */
export const placeInPlanAction = defineLazyAction<
  { rowId: string; x: number; y: number; rotation?: number },
  PlaceResult
>(
  { name: 'placeInPlan', label: 'plan2d:actions.moveRows', undoable: true },
  async () => (await bodies()).placeInPlan,
);
