import type { Room } from '../room/walls';
import { collisionsOf, type Collision, type LayoutItem } from './collision';
import { wallFaces } from './walls';

export interface GroupMove {
  /** The moved items at their new places. */
  moved: LayoutItem[];
  /** What each moved item would run into (the rest of the room, not the other moved items). */
  collisions: { id: string; collisions: Collision[] }[];
}

/**
 * Moves several items by one offset (a multi-selection dragged or nudged). They keep their places
 * relative to each other, so only the rest of the room is checked against them.
 */
export function moveGroup(
  room: Pick<Room, 'walls' | 'closed'> | null,
  items: readonly LayoutItem[],
  ids: ReadonlySet<string>,
  dx: number,
  dy: number,
): GroupMove {
  const faces = room ? wallFaces(room) : [];
  const others = items.filter((item) => !ids.has(item.id));
  const moved = items
    .filter((item) => ids.has(item.id))
    .map((item) => ({ ...item, x: item.x + dx, y: item.y + dy }));
  const collisions = moved.flatMap((item) => {
    const hits = collisionsOf(item, others, room, faces);
    return hits.length ? [{ id: item.id, collisions: hits }] : [];
  });
  return { moved, collisions };
}
