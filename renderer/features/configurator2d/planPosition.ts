import type { LayoutItem } from '../../../core/layout/collision';
import { faceCoordinates, wallFaces } from '../../../core/layout/walls';
import { normalizeDegrees } from '../../../core/layout/vector';
import type { Room } from '../../../core/room/walls';

/** Where an item stands, as the selection panel states it (whole millimetres and degrees). */
export interface ItemPosition {
  x: number;
  y: number;
  rotation: number;
  /**
   * The wall its back is turned to (1-based, as the plan names walls W1, W2 ...): the gap from its
   * back to the wall's room face, and from the face's start to the item's side along the wall.
   */
  wall: { n: number; gap: number; along: number } | null;
}

/** Farther than this from every wall, the item is free-standing and no wall is named. */
const NEAR_WALL = 1000;

const turned = (a: number, b: number) => {
  const d = Math.abs(normalizeDegrees(a) - normalizeDegrees(b));
  return Math.min(d, 360 - d) < 0.01;
};

/** The item's position, and the nearest wall it has its back to (its gap measured exactly). Pure. */
export function itemPosition(room: Pick<Room, 'walls' | 'closed'> | null, item: LayoutItem): ItemPosition {
  let wall: ItemPosition['wall'] = null;
  for (const face of room ? wallFaces(room) : []) {
    if (!turned(item.rotation, face.rotation)) continue;
    const { t, distance } = faceCoordinates(face, item);
    const gap = distance - item.depth / 2;
    const along = t - item.width / 2;
    if (gap < -0.5 || gap > NEAR_WALL || along + item.width < 0 || along > face.length) continue;
    if (!wall || gap < wall.gap) wall = { n: face.index + 1, gap, along };
  }
  return {
    x: Math.round(item.x),
    y: Math.round(item.y),
    rotation: Math.round(normalizeDegrees(item.rotation)) % 360,
    wall: wall && { n: wall.n, gap: Math.round(wall.gap), along: Math.round(wall.along) },
  };
}
