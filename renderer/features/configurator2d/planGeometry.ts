import { wallFaces } from '../../../core/layout/walls';
import { add, dot, lineIntersection, scale, sub, type Vec2 } from '../../../core/layout/vector';
import type { Room, Wall } from '../../../core/room/walls';

/**
 * Each wall's body as the plan draws it: inner and outer faces mitred where walls meet, so corners
 * close without notches or overlaps. Pure.
 */
export function wallOutlines(
  room: Pick<Room, 'walls' | 'closed'>,
): { wall: Wall; polygon: Vec2[]; normal: Vec2 }[] {
  const faces = wallFaces(room);
  const count = faces.length;
  const outer = faces.map((f) => ({
    point: sub(f.wall.start, scale(f.normal, f.wall.thickness / 2)),
    direction: f.direction,
  }));
  return faces.map((face, i) => {
    const previous = room.closed || i > 0 ? outer[(i - 1 + count) % count] : undefined;
    const next = room.closed || i < count - 1 ? outer[(i + 1) % count] : undefined;
    const own = outer[i]!;
    const ownEnd = sub(face.wall.end, scale(face.normal, face.wall.thickness / 2));
    const start =
      (previous &&
        count > 1 &&
        lineIntersection(own.point, own.direction, previous.point, previous.direction)) ||
      own.point;
    const end =
      (next && count > 1 && lineIntersection(own.point, own.direction, next.point, next.direction)) || ownEnd;
    return { wall: face.wall, polygon: [face.start, face.end, end, start], normal: face.normal };
  });
}

/** The wall nearest to a plan point, within `tolerance` mm of its body; `t` runs along its centre line. */
export function wallAt(
  room: Pick<Room, 'walls'>,
  point: Vec2,
  tolerance: number,
): { wall: Wall; t: number; distance: number } | null {
  let best: { wall: Wall; t: number; distance: number } | null = null;
  for (const wall of room.walls) {
    const d = sub(wall.end, wall.start);
    const length = Math.hypot(d.x, d.y);
    if (length === 0) continue;
    const u = scale(d, 1 / length);
    const t = dot(sub(point, wall.start), u);
    if (t < 0 || t > length) continue;
    const foot = add(wall.start, scale(u, t));
    const distance = Math.hypot(point.x - foot.x, point.y - foot.y);
    if (distance > wall.thickness / 2 + tolerance) continue;
    if (!best || distance < best.distance) best = { wall, t, distance };
  }
  return best;
}

/** The point `t` mm along a wall's centre line. */
export function pointAlong(wall: Pick<Wall, 'start' | 'end'>, t: number): Vec2 {
  const d = sub(wall.end, wall.start);
  const length = Math.hypot(d.x, d.y) || 1;
  return add(wall.start, scale(d, t / length));
}

/** The room with one opening moved to `offset` (an opening being dragged along its wall). */
export function withOpeningOffset(
  room: Room,
  preview: { wallId: string; openingId: string; offset: number } | null,
): Room {
  if (!preview) return room;
  return {
    ...room,
    walls: room.walls.map((w) =>
      w.id === preview.wallId
        ? {
            ...w,
            openings: w.openings.map((o) =>
              o.id === preview.openingId ? { ...o, offset: preview.offset } : o,
            ),
          }
        : w,
    ),
  };
}
