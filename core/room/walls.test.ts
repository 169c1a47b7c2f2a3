import { describe, expect, it } from 'vitest';
import {
  addOpening,
  createRoom,
  removeOpening,
  updateOpening,
  wallLength,
  wallsFromPoints,
  WallSchema,
} from './walls';
import type { Opening } from './walls';
import { polygonArea, roomArea } from './geometry';

const wall = createRoom('rt1', [4000, 3000]).walls[0]!; // north wall, 4000 long, 2700 high

const door = (offset: number, width = 900): Opening => ({
  id: `d${offset}`,
  kind: 'door',
  offset,
  width,
  height: 2100,
  sill: 0,
});
const window = (offset: number, sill = 900): Opening => ({
  id: `win${offset}`,
  kind: 'window',
  offset,
  width: 1200,
  height: 1400,
  sill,
});

describe('wallsFromPoints', () => {
  it('builds open and closed walls with ids, thickness and height', () => {
    const pts = [
      { x: 0, y: 0 },
      { x: 3000, y: 0 },
      { x: 3000, y: 4000 },
    ];
    const open = wallsFromPoints(pts, false, { thickness: 80, height: 2500 });
    expect(open.map((w) => [w.id, wallLength(w), w.thickness, w.height])).toEqual([
      ['w1', 3000, 80, 2500],
      ['w2', 4000, 80, 2500],
    ]);
    const closed = wallsFromPoints(pts, true);
    expect(closed.map(wallLength)).toEqual([3000, 4000, 5000]);
    expect(roomArea({ walls: closed, closed: true })).toBe(6_000_000);
    expect(closed.every((w) => WallSchema.safeParse(w).success)).toBe(true);
  });

  it('copies the points so later edits do not leak', () => {
    const pts = [
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
    ];
    const [w] = wallsFromPoints(pts, false);
    pts[0]!.x = 99;
    expect(w!.start.x).toBe(0);
  });

  it('refuses too few points, zero-length walls and bad sizes', () => {
    expect(wallsFromPoints([], true)).toEqual([]);
    expect(() => wallsFromPoints([{ x: 0, y: 0 }], false)).toThrow('An open room needs at least 2 points');
    expect(() =>
      wallsFromPoints(
        [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
        ],
        true,
      ),
    ).toThrow(/closed room needs at least 3 points/);
    expect(() =>
      wallsFromPoints(
        [
          { x: 0, y: 0 },
          { x: 0, y: 0 },
        ],
        false,
      ),
    ).toThrow('Wall 1 starts and ends at the same point (0, 0)');
    expect(() => wallsFromPoints([{ x: 0, y: 0 }], false, { thickness: 0 })).toThrow(/must be positive/);
  });
});

describe('openings', () => {
  it('adds doors and windows in order along the wall', () => {
    const w = addOpening(addOpening(wall, window(2500)), door(500));
    expect(w.openings.map((o) => o.id)).toEqual(['d500', 'win2500']);
    expect(wall.openings).toEqual([]);
  });

  it('allows openings that touch but not overlap', () => {
    const w = addOpening(wall, door(0, 1000));
    expect(addOpening(w, window(1000)).openings).toHaveLength(2);
    expect(() => addOpening(w, window(999))).toThrow('The window overlaps door d0 on wall w1');
  });

  it('must fit along and up the wall', () => {
    expect(addOpening(wall, door(3100)).openings).toHaveLength(1);
    expect(() => addOpening(wall, door(3101))).toThrow(
      'The door ends at 4001 mm but wall w1 is 4000 mm long',
    );
    expect(() => addOpening(wall, window(0, 1400))).toThrow(
      'The window reaches 2800 mm but wall w1 is 2700 mm high',
    );
    expect(() => addOpening(wall, { ...door(0), sill: 100 })).toThrow('A door starts at the floor (sill 0)');
    expect(() => addOpening(wall, door(-1))).toThrow(/Invalid opening: offset/);
    expect(() => addOpening(wall, { ...door(0), width: 0 })).toThrow(/Invalid opening: width/);
  });

  it('rejects duplicate ids, updates with the same checks and removes', () => {
    const w = addOpening(addOpening(wall, door(0)), window(1500));
    expect(() => addOpening(w, door(0))).toThrow('Wall w1 already has an opening d0');
    const moved = updateOpening(w, { ...door(0), id: 'd0', offset: 3000 });
    expect(moved.openings.map((o) => [o.id, o.offset])).toEqual([
      ['win1500', 1500],
      ['d0', 3000],
    ]);
    expect(() => updateOpening(w, { ...door(0), offset: 2000 })).toThrow(/overlaps window win1500/);
    expect(() => updateOpening(w, door(7))).toThrow('Wall w1 has no opening d7');
    expect(removeOpening(w, 'd0').openings.map((o) => o.id)).toEqual(['win1500']);
    expect(() => removeOpening(w, 'x')).toThrow('Wall w1 has no opening x');
  });

  it('works along diagonal walls by their true length', () => {
    const diagonal = createRoom('rt7').walls[1]!; // about 2828 mm
    expect(addOpening(diagonal, window(1600, 900)).openings).toHaveLength(1);
    expect(() => addOpening(diagonal, window(1700, 900))).toThrow(/wall w2 is 2828 mm long/);
  });
});

describe('polygonArea', () => {
  it('is 0 below three points and independent of winding', () => {
    expect(polygonArea([])).toBe(0);
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(polygonArea(square)).toBe(100);
    expect(polygonArea([...square].reverse())).toBe(100);
  });
});
