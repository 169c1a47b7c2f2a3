import type { Opening, Room, Wall } from '../room/walls';
import { add, cross, dot, length, lineIntersection, normalize, scale, sub, type Vec2 } from './vector';

/**
 * A wall as furniture sees it: the face on the room's side. `t` runs along the face from `start`
 * (the inner corner with the previous wall) to `end`, `normal` points into the room, and `rotation`
 * is the rotation that puts an item's back against this face.
 */
export interface WallFace {
  wall: Wall;
  index: number;
  start: Vec2;
  end: Vec2;
  /** Unit vector from start to end. */
  direction: Vec2;
  normal: Vec2;
  length: number;
  rotation: number;
}

/**
 * +1 when the room lies on each wall's right (an outline running clockwise), -1 on its left.
 *
 * A closed room: the sign of its area (shoelace). An open room (three walls of a U, two of an L):
 * the way its run turns, which is the sign of the area it encloses with its ends joined; the room
 * is in the bend, whichever end the user started drawing from. A run that does not turn (one
 * straight wall, or a zigzag that turns back as much as it turns) holds no side: by convention the
 * room lies south of a run that goes east-west and east of one that goes north-south, again the
 * same for both drawing directions.
 */
export function winding(room: Pick<Room, 'walls' | 'closed'>): 1 | -1 {
  const walls = room.walls;
  const first = walls[0];
  const last = walls.at(-1);
  if (!first || !last) return 1;
  let twice = 0;
  for (const w of walls) twice += cross(w.start, w.end);
  if (!room.closed) twice += cross(last.end, first.start);
  // Relative to the run's size, so that rounding on a long straight run does not pick a side.
  let perimeter = 0;
  for (const w of walls) perimeter += length(sub(w.end, w.start));
  if (Math.abs(twice) > 1e-9 * perimeter * perimeter) return twice < 0 ? 1 : -1;
  const along = sub(last.end, first.start);
  const span = length(along) > 0 ? along : sub(first.end, first.start);
  // The run read from west to east (or south to north): the room is on that direction's right.
  const eastward = Math.abs(span.x) > 1e-9 * perimeter ? span.x > 0 : span.y > 0;
  return eastward ? 1 : -1;
}

function centreLine(wall: Wall): { point: Vec2; direction: Vec2 } {
  return { point: wall.start, direction: normalize(sub(wall.end, wall.start)) };
}

/** The room side of every wall, with the inner corners where neighbouring faces meet. */
export function wallFaces(room: Pick<Room, 'walls' | 'closed'>): WallFace[] {
  const sign = winding(room);
  const count = room.walls.length;
  const inner = room.walls.map((wall) => {
    const { point, direction } = centreLine(wall);
    // The right-hand normal (room side of a clockwise outline), flipped for a counter-clockwise one.
    const normal = scale({ x: direction.y, y: -direction.x }, sign);
    return { wall, direction, normal, point: add(point, scale(normal, wall.thickness / 2)) };
  });
  return inner.map((face, index) => {
    const previous = room.closed || index > 0 ? inner[(index - 1 + count) % count] : undefined;
    const next = room.closed || index < count - 1 ? inner[(index + 1) % count] : undefined;
    const ownStart = add(face.wall.start, scale(face.normal, face.wall.thickness / 2));
    const ownEnd = add(face.wall.end, scale(face.normal, face.wall.thickness / 2));
    const start =
      (previous && lineIntersection(face.point, face.direction, previous.point, previous.direction)) ||
      ownStart;
    const end = (next && lineIntersection(face.point, face.direction, next.point, next.direction)) || ownEnd;
    return {
      wall: face.wall,
      index,
      start,
      end,
      direction: face.direction,
      normal: face.normal,
      length: Math.max(0, dot(sub(end, start), face.direction)),
      // Rotation 0 faces south (normal (0, -1)); see footprint.ts.
      rotation: (Math.atan2(face.normal.x, -face.normal.y) * 180) / Math.PI,
    };
  });
}

/** Where a point lies relative to a face: `t` along it from its start, `distance` into the room. */
export function faceCoordinates(face: WallFace, point: Vec2): { t: number; distance: number } {
  const relative = sub(point, face.start);
  return { t: dot(relative, face.direction), distance: dot(relative, face.normal) };
}

/** The point at `t` along the face and `distance` into the room. */
export function pointOnFace(face: WallFace, t: number, distance: number): Vec2 {
  return add(add(face.start, scale(face.direction, t)), scale(face.normal, distance));
}

/** The wall's solid body as a polygon (centre line widened by its thickness). */
export function wallPolygon(wall: Wall): Vec2[] {
  const direction = normalize(sub(wall.end, wall.start));
  const half = scale({ x: -direction.y, y: direction.x }, wall.thickness / 2);
  return [add(wall.start, half), add(wall.end, half), sub(wall.end, half), sub(wall.start, half)];
}

/** An opening's span along the face: openings measure their offset from the wall's start point. */
export function openingSpan(face: WallFace, opening: Opening): { from: number; to: number } {
  // The face starts at the inner corner, which may lie before or after the wall's own start point.
  const shift = dot(sub(face.wall.start, face.start), face.direction);
  return { from: opening.offset + shift, to: opening.offset + opening.width + shift };
}
