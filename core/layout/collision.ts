import type { Opening, Room } from '../room/walls';
import { boxesOverlap, corners, heightsOverlap, polygonsOverlap, type Box } from './footprint';
import { openingSpan, pointOnFace, wallFaces, wallPolygon, type WallFace } from './walls';
import type { Vec2 } from './vector';

/** One placed item: a row of the project (its uniqueid) with its box. */
export interface LayoutItem extends Box {
  id: string;
}

export type Collision =
  | { kind: 'item'; id: string }
  | { kind: 'wall'; wallId: string }
  | { kind: 'opening'; wallId: string; openingId: string };

/**
 * Room in front of a window that counts as "at the window": an item whose back is this close to the
 * wall there must stay below the sill or above the lintel.
 */
export const WINDOW_ZONE_DEPTH = 50;

/**
 * The space an opening keeps free, as a box: a door keeps its swing (a square as deep as the door is
 * wide) clear up to its height; a window keeps a thin zone along the wall between sill and lintel.
 */
export function openingZone(
  face: WallFace,
  opening: Opening,
): { polygon: Vec2[]; box: Pick<Box, 'elevation' | 'height'> } {
  const { from, to } = openingSpan(face, opening);
  const depth = opening.kind === 'door' ? opening.width : WINDOW_ZONE_DEPTH;
  const polygon = [
    pointOnFace(face, from, 0),
    pointOnFace(face, to, 0),
    pointOnFace(face, to, depth),
    pointOnFace(face, from, depth),
  ];
  return { polygon, box: { elevation: opening.sill, height: opening.height } };
}

/** Everything the item runs into: other items, walls, the space openings keep free. */
export function collisionsOf(
  item: LayoutItem,
  others: readonly LayoutItem[],
  room: Pick<Room, 'walls' | 'closed'> | null,
  faces: readonly WallFace[] = room ? wallFaces(room) : [],
): Collision[] {
  const found: Collision[] = [];
  for (const other of others) {
    if (other.id !== item.id && boxesOverlap(item, other)) found.push({ kind: 'item', id: other.id });
  }
  if (!room) return found;
  const footprint = corners(item);
  for (const wall of room.walls) {
    // Walls stand from the floor to their full height: any item below the top runs into them.
    if (item.elevation < wall.height && polygonsOverlap(footprint, wallPolygon(wall))) {
      found.push({ kind: 'wall', wallId: wall.id });
    }
  }
  for (const face of faces) {
    for (const opening of face.wall.openings) {
      const zone = openingZone(face, opening);
      if (heightsOverlap(item, zone.box) && polygonsOverlap(footprint, zone.polygon)) {
        found.push({ kind: 'opening', wallId: face.wall.id, openingId: opening.id });
      }
    }
  }
  return found;
}
