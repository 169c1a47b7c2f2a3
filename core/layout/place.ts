import type { Room } from '../room/walls';
import { collisionsOf, type Collision, type LayoutItem } from './collision';
import { DEFAULT_SNAP, snapBox, type Pose, type SnapOptions } from './snap';
import { wallFaces } from './walls';

/**
 * The drawing-editor switches (spec 3): snapping and collision can each be turned off; with
 * collision off an overlapping placement is accepted (and still reported).
 */
export interface PlaceOptions {
  snap: boolean;
  collision: boolean;
  snapOptions?: SnapOptions;
}

export interface Placement {
  /** The pose the item would take (snapped when snapping is on). */
  item: LayoutItem;
  /** The wall its back is against, when snapped to one. */
  wallId: string | null;
  collisions: Collision[];
  /** false when collision is on and the pose runs into something: the item stays where it was. */
  accepted: boolean;
}

/**
 * Moves or rotates one item of the room: the one function the 2D plan, the 3D view and the host
 * protocol call, so they all snap and refuse overlaps the same way.
 */
export function placeItem(
  room: Pick<Room, 'walls' | 'closed'> | null,
  items: readonly LayoutItem[],
  item: LayoutItem,
  proposal: Partial<Pose> & { elevation?: number },
  options: PlaceOptions,
): Placement {
  const others = items.filter((other) => other.id !== item.id);
  const moved: LayoutItem = { ...item, ...proposal };
  const faces = room ? wallFaces(room) : [];
  let wallId: string | null = null;
  let placed = moved;
  if (options.snap) {
    const snapped = snapBox(moved, others, faces, options.snapOptions ?? DEFAULT_SNAP);
    placed = { ...moved, x: snapped.x, y: snapped.y, rotation: snapped.rotation };
    wallId = snapped.wallId;
  }
  const collisions = collisionsOf(placed, others, room, faces);
  return { item: placed, wallId, collisions, accepted: !options.collision || collisions.length === 0 };
}
