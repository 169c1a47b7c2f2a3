import type { Room, Wall } from '../../../core/room/walls';
import type { Finish, Part } from '../parts';
import type { SceneItem } from './sceneItem';

/** Painted plaster. */
export const WALL_FINISH: Finish = { color: '#ECEAE4', roughness: 0.92, metalness: 0, opacity: 1 };

/**
 * A wall as boxes with its openings cut out: full-height pieces between openings, and the pieces
 * under each sill and over each lintel. Local frame: x along the wall from its middle, z across it.
 */
export function wallPieces(wall: Wall): Part[] {
  const length = Math.hypot(wall.end.x - wall.start.x, wall.end.y - wall.start.y);
  const pieces: Part[] = [];
  const piece = (from: number, to: number, bottom: number, top: number) => {
    if (to - from < 1 || top - bottom < 1) return;
    pieces.push({
      shape: 'box',
      size: [to - from, top - bottom, wall.thickness],
      position: [(from + to) / 2 - length / 2, (bottom + top) / 2, 0],
      finish: WALL_FINISH,
    });
  };
  let at = 0;
  for (const opening of [...wall.openings].sort((a, b) => a.offset - b.offset)) {
    const from = Math.max(at, opening.offset);
    const to = Math.min(length, opening.offset + opening.width);
    piece(at, from, 0, wall.height);
    piece(from, to, 0, opening.sill);
    piece(from, to, Math.min(wall.height, opening.sill + opening.height), wall.height);
    at = Math.max(at, to);
  }
  piece(at, length, 0, wall.height);
  return pieces;
}

/** The room's walls as scene items, each at its centre line's middle, turned along it. */
export function wallItems(room: Pick<Room, 'walls'> | null): SceneItem[] {
  if (!room) return [];
  return room.walls.map((wall) => ({
    id: `wall:${wall.id}`,
    kind: 'wall' as const,
    x: (wall.start.x + wall.end.x) / 2,
    y: (wall.start.y + wall.end.y) / 2,
    elevation: 0,
    rotation: (Math.atan2(wall.end.y - wall.start.y, wall.end.x - wall.start.x) * 180) / Math.PI,
    parts: wallPieces(wall),
  }));
}
