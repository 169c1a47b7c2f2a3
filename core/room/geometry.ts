import type { Point } from './presets';
import { wallLength, type Room } from './walls';

/** Area enclosed by a polygon (shoelace formula), whatever its winding; 0 for fewer than 3 points. */
export function polygonArea(points: readonly Point[]): number {
  if (points.length < 3) return 0;
  let twice = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    twice += p.x * q.y - q.x * p.y;
  });
  return Math.abs(twice) / 2;
}

/** The corners of a room in order: each wall's start, plus the last wall's end when the room is open. */
export function roomPoints(room: Pick<Room, 'walls' | 'closed'>): Point[] {
  const points = room.walls.map((w) => w.start);
  const last = room.walls.at(-1);
  if (!room.closed && last) points.push(last.end);
  return points;
}

/**
 * Floor area in square millimetres (along the walls' centre lines). An open room is measured as if a
 * straight line closed its open side.
 */
export function roomArea(room: Pick<Room, 'walls' | 'closed'>): number {
  return polygonArea(roomPoints(room));
}

/** Total length of the room's walls (an open room's missing side is not counted). */
export function roomPerimeter(room: Pick<Room, 'walls'>): number {
  return room.walls.reduce((sum, w) => sum + wallLength(w), 0);
}

export function wallLengths(room: Pick<Room, 'walls'>): number[] {
  return room.walls.map(wallLength);
}
