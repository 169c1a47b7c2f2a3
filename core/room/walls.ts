import { z } from 'zod';
import {
  DEFAULT_ROOM,
  DEFAULT_WALL_HEIGHT,
  DEFAULT_WALL_THICKNESS,
  RoomError,
  roomOutline,
  type Point,
  type RoomType,
  type WallSide,
} from './presets';
import { wallMeasureError } from './limits';

const PointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });

/** A door or window in a wall: `offset` runs along the wall from its start point; `sill` is its bottom. */
export const OpeningSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['door', 'window']),
  offset: z.number().min(0),
  width: z.number().positive(),
  height: z.number().positive(),
  sill: z.number().min(0),
  /** The catalogue article it is (DOORS/INTDOOR, WINDOWS/WINDOW ...), when placed from a catalogue. */
  catalog: z.string().min(1).optional(),
  model: z.string().min(1).optional(),
  /** The project row that prices it (a catalogue door or window is an article of the offer). */
  rowId: z.string().min(1).optional(),
});
export type Opening = z.infer<typeof OpeningSchema>;

export const WallSchema = z.object({
  id: z.string().min(1),
  start: PointSchema,
  end: PointSchema,
  thickness: z.number().positive(),
  height: z.number().positive(),
  side: z.enum(['north', 'east', 'south', 'west', 'corner']).optional(),
  openings: z.array(OpeningSchema),
});
export type Wall = z.infer<typeof WallSchema>;

export interface Room {
  type: RoomType;
  /** Room (ceiling) height. */
  height: number;
  closed: boolean;
  walls: Wall[];
}

export interface WallOptions {
  thickness?: number;
  height?: number;
}

export function wallLength(wall: Pick<Wall, 'start' | 'end'>): number {
  return Math.hypot(wall.end.x - wall.start.x, wall.end.y - wall.start.y);
}

/**
 * Walls joining the points in order (and back to the first when closed), ids w1, w2, ...
 * Two points make one wall; a closed outline needs three. Zero-length walls are refused.
 */
export function wallsFromPoints(
  points: readonly Point[],
  closed: boolean,
  options: WallOptions = {},
  sides: readonly WallSide[] = [],
): Wall[] {
  const { thickness = DEFAULT_WALL_THICKNESS, height = DEFAULT_WALL_HEIGHT } = options;
  const measureError = wallMeasureError('thickness', thickness) ?? wallMeasureError('height', height);
  if (measureError) throw measureError;
  if (points.length === 0) return [];
  if (points.length < (closed ? 3 : 2)) {
    throw new RoomError(closed ? 'closed-room-points' : 'open-room-points');
  }
  const count = closed ? points.length : points.length - 1;
  return Array.from({ length: count }, (_, i) => {
    const start = points[i] as Point;
    const end = points[(i + 1) % points.length] as Point;
    if (start.x === end.x && start.y === end.y) {
      throw new RoomError('zero-wall', { n: i + 1, x: start.x, y: start.y });
    }
    const wall: Wall = {
      id: `w${i + 1}`,
      start: { ...start },
      end: { ...end },
      thickness,
      height,
      openings: [],
    };
    const side = sides[i];
    return side ? { ...wall, side } : wall;
  });
}

/**
 * The walls of a preset room (rt11, draw your own, has none). Values default to the preset table.
 * One height rule (README, "Room height"): the walls are as high as the room. A room height given
 * (typed in Room design, spec 9's 2400 by default there) is the walls' height; without one the walls
 * take `height` (the wall catalogue's, 2700 by default) and the room is that high.
 */
export function createRoom(
  type: RoomType = DEFAULT_ROOM.type,
  values?: readonly number[],
  options: WallOptions & { roomHeight?: number } = {},
): Room {
  const outline = roomOutline(type, values);
  const height = roomWallHeight(options);
  return {
    type,
    height,
    closed: outline.closed,
    walls: wallsFromPoints(outline.points, outline.closed, { ...options, height }, outline.sides),
  };
}

/** The height of a new room's walls (and of the room): the room height given, else the walls'. */
export function roomWallHeight(options: { roomHeight?: number; height?: number }): number {
  return options.roomHeight ?? options.height ?? DEFAULT_WALL_HEIGHT;
}

/** Why this opening does not fit the wall, or null. */
export function openingProblem(wall: Wall, opening: Opening): RoomError | null {
  const parsed = OpeningSchema.safeParse(opening);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return new RoomError('opening-invalid', { detail: `${issue?.path.join('.')} ${issue?.message}` });
  }
  const { kind } = opening;
  const length = wallLength(wall);
  if (opening.offset + opening.width > length) {
    const end = opening.offset + opening.width;
    return new RoomError('opening-past-end', { kind, end, wall: wall.id, length: Math.round(length) });
  }
  if (kind === 'door' && opening.sill !== 0) return new RoomError('door-sill');
  if (opening.sill + opening.height > wall.height) {
    const top = opening.sill + opening.height;
    return new RoomError('opening-too-high', { kind, top, wall: wall.id, height: wall.height });
  }
  const clash = wall.openings.find(
    (o) =>
      o.id !== opening.id && opening.offset < o.offset + o.width && o.offset < opening.offset + opening.width,
  );
  if (clash)
    return new RoomError('opening-overlap', { kind, other: clash.kind, otherId: clash.id, wall: wall.id });
  return null;
}

/** Adds a door or window to a wall; it must fit the wall and not overlap another opening. */
export function addOpening(wall: Wall, opening: Opening): Wall {
  if (wall.openings.some((o) => o.id === opening.id)) {
    throw new RoomError('opening-exists', { wall: wall.id, opening: opening.id });
  }
  const problem = openingProblem(wall, opening);
  if (problem) throw problem;
  return { ...wall, openings: [...wall.openings, { ...opening }].sort((a, b) => a.offset - b.offset) };
}

/** Changes an opening (position or size) with the same checks. */
export function updateOpening(wall: Wall, opening: Opening): Wall {
  if (!wall.openings.some((o) => o.id === opening.id)) {
    throw new RoomError('no-opening', { wall: wall.id, opening: opening.id });
  }
  const problem = openingProblem(wall, opening);
  if (problem) throw problem;
  const openings = wall.openings.map((o) => (o.id === opening.id ? { ...opening } : o));
  return { ...wall, openings: openings.sort((a, b) => a.offset - b.offset) };
}

export function removeOpening(wall: Wall, id: string): Wall {
  if (!wall.openings.some((o) => o.id === id))
    throw new RoomError('no-opening', { wall: wall.id, opening: id });
  return { ...wall, openings: wall.openings.filter((o) => o.id !== id) };
}
