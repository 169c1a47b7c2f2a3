import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROOM,
  DEFAULT_WALL_HEIGHT,
  ROOM_PRESET_VALUES,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  roomOutline,
  type RoomType,
} from './presets';
import { createRoom } from './walls';
import { roomArea, roomPerimeter, wallLengths } from './geometry';

const pts = (type: RoomType, values?: number[]) => roomOutline(type, values).points.map((p) => [p.x, p.y]);

/** Lengths of the four outer walls [N, E, S, W] of a room, read from the walls' sides. */
function outerLengths(type: RoomType): number[] {
  const room = createRoom(type);
  return (['north', 'east', 'south', 'west'] as const).map((side) => {
    const walls = room.walls.filter((w) => w.side === side);
    expect(walls).toHaveLength(1);
    return Math.hypot(walls[0]!.end.x - walls[0]!.start.x, walls[0]!.end.y - walls[0]!.start.y);
  });
}

describe('preset table', () => {
  it('matches spec 9 and labels every type', () => {
    expect(ROOM_TYPES).toHaveLength(11);
    expect(ROOM_PRESET_VALUES.rt1).toEqual([5000, 5000]);
    expect(ROOM_PRESET_VALUES.rt2).toEqual([5000, 5000, 5000]);
    expect(ROOM_PRESET_VALUES.rt3).toEqual([3000, 3000, 5000, 5000]);
    expect(ROOM_PRESET_VALUES.rt7).toEqual(ROOM_PRESET_VALUES.rt3);
    expect(ROOM_PRESET_VALUES.rt4).toEqual([3000, 5000, 5000, 3000]);
    expect(ROOM_PRESET_VALUES.rt8).toEqual(ROOM_PRESET_VALUES.rt4);
    expect(ROOM_PRESET_VALUES.rt5).toEqual([5000, 3000, 3000, 5000]);
    expect(ROOM_PRESET_VALUES.rt9).toEqual(ROOM_PRESET_VALUES.rt5);
    expect(ROOM_PRESET_VALUES.rt6).toEqual([5000, 5000, 3000, 3000]);
    expect(ROOM_PRESET_VALUES.rt10).toEqual(ROOM_PRESET_VALUES.rt6);
    expect(ROOM_PRESET_VALUES.rt11).toEqual([]);
    expect(ROOM_TYPE_LABELS.rt1).toBe('Rectangular');
    expect(ROOM_TYPE_LABELS.rt4).toBe('Indent corners NW');
    expect(ROOM_TYPE_LABELS.rt10).toBe('Diagonal corners SW');
    expect(ROOM_TYPE_LABELS.rt11).toBe('Draw your own room');
  });

  // Issue 24 changed the rule: the walls are as high as the room (one height in plan, 3D, drawings).
  it('defaults to a 5000 x 5000 rectangular room; without a room height, walls and room are 2700', () => {
    expect(DEFAULT_ROOM).toEqual({ height: 2400, type: 'rt1', dimensions: [5000, 5000] });
    const room = createRoom();
    expect(room.type).toBe('rt1');
    expect(room.height).toBe(DEFAULT_WALL_HEIGHT);
    expect(room.walls.every((w) => w.height === DEFAULT_WALL_HEIGHT && w.thickness === 100)).toBe(true);
  });

  it('a room height given is the walls height, over the wall catalogue one', () => {
    const room = createRoom('rt2', undefined, { thickness: 200, height: 3000, roomHeight: 2600 });
    expect(room.height).toBe(2600);
    expect(room.walls.map((w) => [w.thickness, w.height])).toEqual([
      [200, 2600],
      [200, 2600],
      [200, 2600],
    ]);
    expect(createRoom('rt1', undefined, { height: 3000 }).height).toBe(3000);
  });
});

describe('rt1 rectangle', () => {
  it('has four walls closing back to the start', () => {
    expect(pts('rt1')).toEqual([
      [0, 5000],
      [5000, 5000],
      [5000, 0],
      [0, 0],
    ]);
    const room = createRoom('rt1');
    expect(room.closed).toBe(true);
    expect(wallLengths(room)).toEqual([5000, 5000, 5000, 5000]);
    expect(room.walls.at(-1)!.end).toEqual(room.walls[0]!.start);
    expect(roomArea(room)).toBe(25_000_000);
    expect(roomPerimeter(room)).toBe(20_000);
  });

  it('uses width and depth from the values', () => {
    const room = createRoom('rt1', [4000, 3000]);
    expect(room.walls.map((w) => w.side)).toEqual(['north', 'east', 'south', 'west']);
    expect(wallLengths(room)).toEqual([4000, 3000, 4000, 3000]);
    expect(roomArea(room)).toBe(12_000_000);
  });
});

describe('rt2 open room', () => {
  it('has three walls, west north east, open to the south', () => {
    expect(pts('rt2')).toEqual([
      [0, 0],
      [0, 5000],
      [5000, 5000],
      [5000, 0],
    ]);
    const room = createRoom('rt2', [4000, 3000, 2000]);
    expect(room.closed).toBe(false);
    expect(room.walls.map((w) => w.side)).toEqual(['west', 'north', 'east']);
    expect(wallLengths(room)).toEqual([4000, 3000, 2000]);
    expect(room.walls.at(-1)!.end).not.toEqual(room.walls[0]!.start);
    expect(roomPerimeter(room)).toBe(9000);
    // Closed by a straight line from (3000, 2000) to (0, 0): a trapezoid.
    expect(roomArea(room)).toBe(9_000_000);
  });
});

describe('indent corners (rt3 to rt6)', () => {
  it('rt3 notches the north-east corner: six walls', () => {
    expect(pts('rt3')).toEqual([
      [0, 5000],
      [3000, 5000],
      [3000, 3000],
      [5000, 3000],
      [5000, 0],
      [0, 0],
    ]);
    const room = createRoom('rt3');
    expect(room.walls.map((w) => w.side)).toEqual(['north', 'corner', 'corner', 'east', 'south', 'west']);
    expect(wallLengths(room)).toEqual([3000, 2000, 2000, 3000, 5000, 5000]);
    expect(roomArea(room)).toBe(25_000_000 - 4_000_000);
  });

  it('rt4 NW, rt5 SE, rt6 SW notch their own corner', () => {
    expect(pts('rt4')).toEqual([
      [0, 3000],
      [2000, 3000],
      [2000, 5000],
      [5000, 5000],
      [5000, 0],
      [0, 0],
    ]);
    expect(pts('rt5')).toEqual([
      [0, 5000],
      [5000, 5000],
      [5000, 2000],
      [3000, 2000],
      [3000, 0],
      [0, 0],
    ]);
    expect(pts('rt6')).toEqual([
      [0, 5000],
      [5000, 5000],
      [5000, 0],
      [2000, 0],
      [2000, 2000],
      [0, 2000],
    ]);
    expect(createRoom('rt4').walls.map((w) => w.side)).toEqual([
      'corner',
      'corner',
      'north',
      'east',
      'south',
      'west',
    ]);
  });

  it.each(['rt3', 'rt4', 'rt5', 'rt6', 'rt7', 'rt8', 'rt9', 'rt10'] as const)(
    '%s: the outer walls N, E, S, W have the table lengths and the outline closes',
    (type) => {
      expect(outerLengths(type)).toEqual(ROOM_PRESET_VALUES[type]);
      const room = createRoom(type);
      expect(room.closed).toBe(true);
      room.walls.forEach((w, i) => expect(w.end).toEqual(room.walls[(i + 1) % room.walls.length]!.start));
      expect(room.walls).toHaveLength(Number(type.slice(2)) <= 6 ? 6 : 5);
    },
  );
});

describe('diagonal corners (rt7 to rt10)', () => {
  it('rt7 cuts the north-east corner with one diagonal wall', () => {
    expect(pts('rt7')).toEqual([
      [0, 5000],
      [3000, 5000],
      [5000, 3000],
      [5000, 0],
      [0, 0],
    ]);
    const room = createRoom('rt7');
    expect(room.walls.map((w) => w.side)).toEqual(['north', 'corner', 'east', 'south', 'west']);
    expect(wallLengths(room)[1]).toBeCloseTo(Math.hypot(2000, 2000), 9);
    expect(roomArea(room)).toBe(25_000_000 - 2_000_000);
  });

  it('rt8 NW, rt9 SE, rt10 SW cut their own corner', () => {
    expect(pts('rt8')[0]).toEqual([0, 3000]);
    expect(pts('rt8')[1]).toEqual([2000, 5000]);
    expect(pts('rt9').slice(2, 4)).toEqual([
      [5000, 2000],
      [3000, 0],
    ]);
    expect(pts('rt10').slice(3)).toEqual([
      [2000, 0],
      [0, 2000],
    ]);
  });

  it('accepts other dimensions with unequal cuts', () => {
    const room = createRoom('rt9', [6000, 3000, 4000, 4000]);
    expect(pts('rt9', [6000, 3000, 4000, 4000])).toEqual([
      [0, 4000],
      [6000, 4000],
      [6000, 1000],
      [4000, 0],
      [0, 0],
    ]);
    expect(roomArea(room)).toBe(6000 * 4000 - (2000 * 1000) / 2);
  });
});

describe('rt11 and bad values', () => {
  it('rt11 is drawn by the user: no walls', () => {
    expect(roomOutline('rt11')).toEqual({ points: [], closed: false, sides: [] });
    expect(createRoom('rt11').walls).toEqual([]);
  });

  it('rejects the wrong number of values, non-positive values and impossible corners', () => {
    expect(() => roomOutline('rt1', [5000])).toThrow('Room type rt1 takes 2 dimension values; got 1');
    expect(() => roomOutline('rt11', [1])).toThrow(/takes 0/);
    expect(() => roomOutline('rt1', [5000, 0])).toThrow(/positive millimetres; got 0/);
    expect(() => roomOutline('rt1', [5000, Number.NaN])).toThrow(/positive/);
    expect(() => roomOutline('rt3', [5000, 3000, 5000, 5000])).toThrow(
      'The north wall (5000) must be shorter than the south wall (5000) to leave room for the NE corner',
    );
    expect(() => roomOutline('rt12' as RoomType)).toThrow('Unknown room type "rt12"');
  });
});
