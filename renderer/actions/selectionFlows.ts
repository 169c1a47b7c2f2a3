// The drop of a dragged unit (selection.ts): loads with the first drop, with the scene state, so that
// the action table the home page carries stays light.
import { placedRowsAtom } from '../state/scene';
import { refusalAtom } from '../state/selection';
import type { PlaceResult } from './layout';
import type { MoveRowsResult } from './planItems';
import type { ActionContext } from './types';

export async function dropRows(
  ctx: ActionContext,
  { rowIds, x, y, rotation }: { rowIds: string[]; x: number; y: number; rotation?: number },
): Promise<PlaceResult | MoveRowsResult> {
  const [lead, ...others] = rowIds.map(String);
  if (lead === undefined) throw new Error('No row to drop');
  let result: PlaceResult | MoveRowsResult;
  if (others.length === 0) {
    // One unit: placed as placeRow places it (snapped to walls and neighbours), the auto-placed
    // others pinned where they stand so they do not flow into the space it left.
    const placed: PlaceResult = await ctx.dispatch(
      'placeInPlan',
      rotation === undefined ? { rowId: lead, x, y } : { rowId: lead, x, y, rotation },
    );
    ctx.store.set(refusalAtom, placed.accepted ? null : placed.collisions);
    result = placed;
  } else {
    // Several: they move together by the lead's offset, keeping their places relative to each other.
    const from = ctx.store.get(placedRowsAtom).find((p) => p.shape.rowId === lead);
    if (!from) throw new Error(`Row ${lead} is not in the room`);
    const moved: MoveRowsResult = await ctx.dispatch('moveRows', {
      rowIds: [lead, ...others],
      dx: x - from.layout.x,
      dy: y - from.layout.y,
    });
    ctx.store.set(refusalAtom, moved.accepted ? null : moved.collisions.flatMap((c) => c.collisions));
    result = moved;
  }
  return result;
}
