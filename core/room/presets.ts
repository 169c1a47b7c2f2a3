/**
 * Room presets (spec 2, 3 and 9). Values are millimetres. Plan coordinates: x grows to the east,
 * y to the north, the origin is the room's south-west corner.
 *
 * - rt1 [width, depth]: a rectangle, walls north, east, south, west.
 * - rt2 [west, north, east]: an open room of three walls, open to the south.
 * - rt3..rt6 [north, east, south, west]: a rectangle with an indented (notched) corner NE, NW, SE, SW.
 *   The two walls next to that corner are the shorter ones; the notch adds two walls (6 in all).
 * - rt7..rt10: the same values with the corner cut diagonally (5 walls).
 * - rt11: draw your own room, no preset walls.
 */
import { RoomError } from './errors';
import { WALL_LIMITS } from './limits';

export const ROOM_TYPES = [
  'rt1',
  'rt2',
  'rt3',
  'rt4',
  'rt5',
  'rt6',
  'rt7',
  'rt8',
  'rt9',
  'rt10',
  'rt11',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** Labels of the room design selector (spec 2). */
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  rt1: 'Rectangular',
  rt2: 'Open room',
  rt3: 'Indent corners NE',
  rt4: 'Indent corners NW',
  rt5: 'Indent corners SE',
  rt6: 'Indent corners SW',
  rt7: 'Diagonal corners NE',
  rt8: 'Diagonal corners NW',
  rt9: 'Diagonal corners SE',
  rt10: 'Diagonal corners SW',
  rt11: 'Draw your own room',
};

/** The preset dimension values of each type (spec 9). */
export const ROOM_PRESET_VALUES: Record<RoomType, readonly number[]> = {
  rt1: [5000, 5000],
  rt2: [5000, 5000, 5000],
  rt3: [3000, 3000, 5000, 5000],
  rt4: [3000, 5000, 5000, 3000],
  rt5: [5000, 3000, 3000, 5000],
  rt6: [5000, 5000, 3000, 3000],
  rt7: [3000, 3000, 5000, 5000],
  rt8: [3000, 5000, 5000, 3000],
  rt9: [5000, 3000, 3000, 5000],
  rt10: [5000, 5000, 3000, 3000],
  rt11: [],
};

/** The room a new project starts with (spec 3 and 9). */
export const DEFAULT_ROOM = { height: 2400, type: 'rt1', dimensions: [5000, 5000] } as const;
/** Wall defaults: height from the wall catalogue (spec 7 and 9), thickness of a plain partition. */
export const DEFAULT_WALL_HEIGHT = 2700;
export const DEFAULT_WALL_THICKNESS = 100;

export interface Point {
  x: number;
  y: number;
}

/** Which side of the room a wall is on; 'corner' marks the walls of a notch or a diagonal cut. */
export type WallSide = 'north' | 'east' | 'south' | 'west' | 'corner';

export interface RoomOutline {
  /** Wall corners in order (clockwise); wall i runs from point i to point i + 1. */
  points: Point[];
  /** Closed outlines also have a wall from the last point back to the first. */
  closed: boolean;
  /** The side of each wall, in wall order. */
  sides: WallSide[];
}

export { RoomError };

type Corner = 'NE' | 'NW' | 'SE' | 'SW';
const CORNER_PRESETS: Partial<Record<RoomType, { corner: Corner; cut: 'indent' | 'diagonal' }>> = {
  rt3: { corner: 'NE', cut: 'indent' },
  rt4: { corner: 'NW', cut: 'indent' },
  rt5: { corner: 'SE', cut: 'indent' },
  rt6: { corner: 'SW', cut: 'indent' },
  rt7: { corner: 'NE', cut: 'diagonal' },
  rt8: { corner: 'NW', cut: 'diagonal' },
  rt9: { corner: 'SE', cut: 'diagonal' },
  rt10: { corner: 'SW', cut: 'diagonal' },
};

const RECTANGLE_SIDES: WallSide[] = ['north', 'east', 'south', 'west'];
/** Rectangle corners clockwise from the north-west; corner i is where wall i-1 meets wall i. */
const CORNER_INDEX: Record<Corner, number> = { NW: 0, NE: 1, SE: 2, SW: 3 };

function checkValues(type: RoomType, values: readonly number[]): void {
  const expected = ROOM_PRESET_VALUES[type].length;
  if (values.length !== expected) {
    throw new RoomError('dimension-count', { type, expected, got: values.length });
  }
  for (const v of values) {
    if (!Number.isFinite(v) || v <= 0) throw new RoomError('dimension-positive', { value: v });
    // Every preset value is a wall's length.
    const { min, max } = WALL_LIMITS.length;
    if (v < min || v > max) throw new RoomError('room-out-of-range', { min, max, value: v });
  }
}

function rectanglePoints(width: number, depth: number): Point[] {
  return [
    { x: 0, y: depth },
    { x: width, y: depth },
    { x: width, y: 0 },
    { x: 0, y: 0 },
  ];
}

/** A rectangle whose corner is indented or cut; values are the four outer walls [N, E, S, W]. */
function cornerOutline(values: readonly number[], corner: Corner, cut: 'indent' | 'diagonal'): RoomOutline {
  const c = CORNER_INDEX[corner];
  const incoming = (c + 3) % 4; // the wall arriving at the corner
  const outgoing = c; // the wall leaving it
  // A wall next to the corner is shortened; the wall opposite it is full length.
  const fullOf = (wall: number) => values[(wall + 2) % 4] ?? 0;
  const horizontal = incoming % 2 === 0 ? incoming : outgoing;
  const width = fullOf(horizontal);
  const depth = fullOf(horizontal === incoming ? outgoing : incoming);
  for (const wall of [incoming, outgoing]) {
    if ((values[wall] ?? 0) >= fullOf(wall)) {
      throw new RoomError('corner-wall-too-long', {
        side: RECTANGLE_SIDES[wall]!,
        length: values[wall] ?? 0,
        opposite: RECTANGLE_SIDES[(wall + 2) % 4]!,
        oppositeLength: fullOf(wall),
        corner,
      });
    }
  }
  const rect = rectanglePoints(width, depth);
  const at = rect[c] as Point;
  const towards = (from: Point, to: Point, length: number): Point => {
    const d = Math.hypot(to.x - from.x, to.y - from.y);
    return { x: from.x + ((to.x - from.x) / d) * length, y: from.y + ((to.y - from.y) / d) * length };
  };
  // A: on the incoming wall, B: on the outgoing wall, each the cut length away from the corner.
  const a = towards(at, rect[incoming] as Point, fullOf(incoming) - (values[incoming] ?? 0));
  const b = towards(at, rect[(c + 1) % 4] as Point, fullOf(outgoing) - (values[outgoing] ?? 0));
  const replacement = cut === 'diagonal' ? [a, b] : [a, { x: a.x + b.x - at.x, y: a.y + b.y - at.y }, b];
  const points = [...rect.slice(0, c), ...replacement, ...rect.slice(c + 1)];
  const sides: WallSide[] = [];
  for (let wall = 0; wall < 4; wall++) {
    sides.push(RECTANGLE_SIDES[wall] as WallSide);
    if (wall === incoming)
      sides.push(...(cut === 'diagonal' ? ['corner' as const] : ['corner' as const, 'corner' as const]));
  }
  // Walls start at point 0; when the corner is the first point, the wall list starts inside the cut.
  if (c === 0) sides.unshift(...sides.splice(sides.length - (cut === 'diagonal' ? 1 : 2)));
  return { points, closed: true, sides };
}

/** The outline of a preset room from its dimension values (the preset's own values by default). */
export function roomOutline(
  type: RoomType,
  values: readonly number[] = ROOM_PRESET_VALUES[type],
): RoomOutline {
  if (!ROOM_TYPES.includes(type)) throw new RoomError('unknown-type', { type: String(type) });
  checkValues(type, values);
  const [v0 = 0, v1 = 0, v2 = 0] = values;
  if (type === 'rt11') return { points: [], closed: false, sides: [] };
  if (type === 'rt1') return { points: rectanglePoints(v0, v1), closed: true, sides: [...RECTANGLE_SIDES] };
  if (type === 'rt2') {
    return {
      points: [
        { x: 0, y: 0 },
        { x: 0, y: v0 },
        { x: v1, y: v0 },
        { x: v1, y: v0 - v2 },
      ],
      closed: false,
      sides: ['west', 'north', 'east'],
    };
  }
  const preset = CORNER_PRESETS[type];
  if (!preset) throw new RoomError('unknown-type', { type });
  return cornerOutline(values, preset.corner, preset.cut);
}
