import type { Point } from './presets';
import { RoomError } from './presets';
import { MIN_WALL_LENGTH, wallMeasureError } from './limits';
import { wallLength, type Room, type Wall } from './walls';

/**
 * Drawing a room by its corners (rt11, "Draw your own room"): the pure math behind the 2D plan's
 * pen. Millimetres and degrees, core/room's frame (x east, y north, angles counter-clockwise from east).
 */

/** Angle steps the pen snaps to: 15° covers the usual 30°, 45° and 90° corners. */
export const DEFAULT_ANGLE_STEP = 15;
/** Lengths drawn with the pointer round to this many millimetres. */
export const DEFAULT_LENGTH_STEP = 10;
export { MIN_WALL_LENGTH } from './limits';

export const degrees = (radians: number): number => (radians * 180) / Math.PI;
export const radians = (deg: number): number => (deg * Math.PI) / 180;

/** The direction from `from` to `to` in degrees, in [0, 360). */
export function directionOf(from: Point, to: Point): number {
  const d = degrees(Math.atan2(to.y - from.y, to.x - from.x));
  return d < 0 ? d + 360 : d;
}

/** The point `length` away from `from` in direction `angle` (degrees), rounded to 0.1 mm. */
export function pointAt(from: Point, angle: number, length: number): Point {
  const r = radians(angle);
  const round = (v: number) => Math.round(v * 10) / 10;
  return { x: round(from.x + Math.cos(r) * length), y: round(from.y + Math.sin(r) * length) };
}

export interface PenOptions {
  /** Angle step in degrees; 0 draws at any angle. */
  angleStep: number;
  /** Length step in mm; 0 keeps the pointer's length. */
  lengthStep: number;
}

export const DEFAULT_PEN: PenOptions = { angleStep: DEFAULT_ANGLE_STEP, lengthStep: DEFAULT_LENGTH_STEP };

/**
 * Where the next corner goes when the pointer is at `cursor`: the direction turned to the nearest
 * angle step, the length rounded to the length step.
 */
export function snapCorner(from: Point, cursor: Point, options: PenOptions = DEFAULT_PEN): Point {
  const raw = Math.hypot(cursor.x - from.x, cursor.y - from.y);
  if (raw === 0) return { ...from };
  const rawAngle = directionOf(from, cursor);
  const angle =
    options.angleStep > 0 ? Math.round(rawAngle / options.angleStep) * options.angleStep : rawAngle;
  const length = options.lengthStep > 0 ? Math.round(raw / options.lengthStep) * options.lengthStep : raw;
  return pointAt(from, angle, length);
}

/**
 * A typed length (the user types "3200" and Enter while drawing): the corner at exactly that length,
 * in the direction the pen points now (snapped like the pointer). Refuses what is not a length.
 */
export function cornerAtTypedLength(
  from: Point,
  cursor: Point,
  typed: string,
  options: PenOptions = DEFAULT_PEN,
): Point {
  const length = Number(typed.trim().replace(',', '.'));
  if (!Number.isFinite(length) || length <= 0) throw new RoomError('not-a-length', { typed });
  const refused = wallMeasureError('length', length);
  if (refused) throw refused;
  const cursorAngle = cursor.x === from.x && cursor.y === from.y ? 0 : directionOf(from, cursor);
  const angle =
    options.angleStep > 0 ? Math.round(cursorAngle / options.angleStep) * options.angleStep : cursorAngle;
  return pointAt(from, angle, length);
}

/** Whether a click at `point` closes the outline: at least three corners and near the first one. */
export function closesOutline(points: readonly Point[], point: Point, tolerance: number): boolean {
  const first = points[0];
  if (!first || points.length < 3) return false;
  return Math.hypot(point.x - first.x, point.y - first.y) <= tolerance;
}

/**
 * Lines the pen up with earlier corners: when the corner is within `tolerance` of the x or the y of
 * another corner (the first one above all, so the last wall closes square), it takes that x or y.
 */
export function alignCorner(points: readonly Point[], point: Point, tolerance: number): Point {
  let { x, y } = point;
  let bestX = tolerance;
  let bestY = tolerance;
  for (const p of points.slice(0, -1)) {
    const dx = Math.abs(p.x - point.x);
    const dy = Math.abs(p.y - point.y);
    if (dx < bestX) [x, bestX] = [p.x, dx];
    if (dy < bestY) [y, bestY] = [p.y, dy];
  }
  return { x, y };
}

/** The outline is valid as a room: enough corners, no wall too short. */
export function outlineProblem(points: readonly Point[], closed: boolean): RoomError | null {
  if (points.length < (closed ? 3 : 2)) return new RoomError(closed ? 'closed-room-corners' : 'draw-a-wall');
  const count = closed ? points.length : points.length - 1;
  for (let i = 0; i < count; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    if (Math.hypot(b.x - a.x, b.y - a.y) < MIN_WALL_LENGTH) {
      return new RoomError('drawn-wall-short', { n: i + 1, min: MIN_WALL_LENGTH });
    }
  }
  return null;
}

/** The inner angle (degrees) at each corner where two walls meet, keyed by the wall that starts there. */
export function cornerAngles(
  room: Pick<Room, 'walls' | 'closed'>,
): { wallId: string; at: Point; angle: number }[] {
  const walls = room.walls;
  const result: { wallId: string; at: Point; angle: number }[] = [];
  walls.forEach((wall, i) => {
    if (!room.closed && i === 0) return;
    const previous = walls[(i - 1 + walls.length) % walls.length]!;
    const back = directionOf(wall.start, previous.start);
    const ahead = directionOf(wall.start, wall.end);
    let angle = Math.abs(back - ahead);
    if (angle > 180) angle = 360 - angle;
    result.push({ wallId: wall.id, at: wall.start, angle: Math.round(angle * 10) / 10 });
  });
  return result;
}

/** What the edit-wall dialog changes (spec 2): length, height, thickness, direction. */
export interface WallEdit {
  length?: number;
  height?: number;
  thickness?: number;
  /** The wall's direction in degrees, counter-clockwise from east. */
  angle?: number;
}

/**
 * Changes one wall. A new length or angle moves the wall's end corner; the wall that starts there
 * follows (it keeps its own far end), as in any plan editor. Openings must still fit.
 */
export function editWall(room: Room, wallId: string, edit: WallEdit): Room {
  const index = room.walls.findIndex((w) => w.id === wallId);
  const wall = room.walls[index];
  if (!wall) throw new RoomError('no-wall', { wall: wallId });
  if (edit.angle !== undefined && !Number.isFinite(edit.angle))
    throw new RoomError('wall-not-number', { field: 'angle' });
  for (const field of ['length', 'height', 'thickness'] as const) {
    const value = edit[field];
    const problem = value === undefined ? null : wallMeasureError(field, value);
    if (problem) throw problem;
  }
  const length = edit.length ?? wallLength(wall);
  const angle = edit.angle ?? directionOf(wall.start, wall.end);
  const moved =
    edit.length !== undefined || edit.angle !== undefined ? pointAt(wall.start, angle, length) : wall.end;
  const next = room.closed || index < room.walls.length - 1 ? (index + 1) % room.walls.length : -1;
  const walls: Wall[] = room.walls.map((w, i) => {
    if (i === index) {
      return {
        ...w,
        end: moved,
        height: edit.height ?? w.height,
        thickness: edit.thickness ?? w.thickness,
      };
    }
    if (i === next && next !== index) return { ...w, start: moved };
    return w;
  });
  for (const w of walls) {
    const l = wallLength(w);
    if (l < MIN_WALL_LENGTH) throw new RoomError('wall-would-be-short', { wall: w.id, min: MIN_WALL_LENGTH });
    for (const o of w.openings) {
      const figures = { kind: o.kind, opening: o.id, wall: w.id };
      if (o.offset + o.width > l) {
        throw new RoomError('opening-no-longer-fits', { ...figures, length: Math.round(l) });
      }
      if (o.sill + o.height > w.height) {
        throw new RoomError('opening-taller-than-wall', { ...figures, height: w.height });
      }
    }
  }
  return { ...room, walls };
}

/**
 * Where an opening of `width` may start on a wall so that it stays inside the wall's length and off
 * the other openings: the wanted offset when free, else the nearest free offset, else null.
 */
export function freeOpeningOffset(
  wall: Wall,
  openingId: string | null,
  width: number,
  wanted: number,
  margin = 0,
): number | null {
  const length = wallLength(wall);
  const low = margin;
  const high = length - margin - width;
  if (high < low) return null;
  const others = wall.openings.filter((o) => o.id !== openingId).sort((a, b) => a.offset - b.offset);
  // Free intervals for the opening's start.
  const intervals: [number, number][] = [];
  let at = low;
  for (const o of others) {
    const end = o.offset - width;
    if (end >= at) intervals.push([at, Math.min(end, high)]);
    at = Math.max(at, o.offset + o.width);
  }
  if (high >= at) intervals.push([at, high]);
  let best: number | null = null;
  for (const [a, b] of intervals) {
    if (b < a) continue;
    const candidate = Math.min(b, Math.max(a, wanted));
    if (best === null || Math.abs(candidate - wanted) < Math.abs(best - wanted)) best = candidate;
  }
  return best;
}
