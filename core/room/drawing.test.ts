import { describe, expect, it } from 'vitest';
import {
  alignCorner,
  closesOutline,
  cornerAngles,
  cornerAtTypedLength,
  directionOf,
  editWall,
  freeOpeningOffset,
  outlineProblem,
  snapCorner,
} from './drawing';
import { createRoom, wallLength, wallsFromPoints, type Room } from './walls';

describe('snapCorner (the pen)', () => {
  it('turns the direction to the nearest 15° and rounds the length to 10 mm', () => {
    // 4° off east: snaps to east.
    const p = snapCorner({ x: 0, y: 0 }, { x: 3000, y: 210 });
    expect(p.y).toBe(0);
    expect(p.x).toBe(Math.round(Math.hypot(3000, 210) / 10) * 10);
    // 47° snaps to 45°.
    const q = snapCorner({ x: 0, y: 0 }, { x: 1000, y: 1072 });
    expect(directionOf({ x: 0, y: 0 }, q)).toBeCloseTo(45, 5);
  });

  it('with a 90° step draws square rooms only', () => {
    const p = snapCorner({ x: 100, y: 100 }, { x: 130, y: 2600 }, { angleStep: 90, lengthStep: 10 });
    expect(p.x).toBe(100);
    expect(p.y).toBe(2600);
  });

  it('without steps keeps the pointer', () => {
    expect(snapCorner({ x: 0, y: 0 }, { x: 1234.5, y: 77.7 }, { angleStep: 0, lengthStep: 0 })).toEqual({
      x: 1234.5,
      y: 77.7,
    });
  });
});

describe('cornerAtTypedLength', () => {
  it('puts the corner at the typed length in the snapped direction of the pointer', () => {
    expect(cornerAtTypedLength({ x: 0, y: 0 }, { x: 40, y: 900 }, '3200')).toEqual({ x: 0, y: 3200 });
    expect(cornerAtTypedLength({ x: 500, y: 0 }, { x: 5000, y: 3 }, '2750,5')).toEqual({ x: 3250.5, y: 0 });
  });

  it('refuses what is not a length, and walls shorter than 100 mm', () => {
    expect(() => cornerAtTypedLength({ x: 0, y: 0 }, { x: 1, y: 0 }, 'abc')).toThrow('"abc" is not a length');
    expect(() => cornerAtTypedLength({ x: 0, y: 0 }, { x: 1, y: 0 }, '-5')).toThrow('not a length');
    expect(() => cornerAtTypedLength({ x: 0, y: 0 }, { x: 1, y: 0 }, '50')).toThrow('at least 100 mm');
  });
});

describe('closing the outline', () => {
  const points = [
    { x: 0, y: 0 },
    { x: 4000, y: 0 },
    { x: 4000, y: 3000 },
  ];
  it('closes near the first corner once there are three', () => {
    expect(closesOutline(points, { x: 60, y: -40 }, 150)).toBe(true);
    expect(closesOutline(points, { x: 400, y: 0 }, 150)).toBe(false);
    expect(closesOutline(points.slice(0, 2), { x: 0, y: 0 }, 150)).toBe(false);
  });

  it('aligns a corner with the first one so the last wall closes square', () => {
    expect(alignCorner([...points, { x: 0, y: 0 }], { x: 40, y: 2990 }, 100)).toEqual({ x: 0, y: 3000 });
    expect(alignCorner(points, { x: 2000, y: 1500 }, 100)).toEqual({ x: 2000, y: 1500 });
  });

  it('a closed outline makes walls all round; short walls and too few corners are refused', () => {
    const outline = [...points, { x: 0, y: 3000 }];
    expect(outlineProblem(outline, true)).toBeNull();
    const walls = wallsFromPoints(outline, true);
    expect(walls).toHaveLength(4);
    expect(walls[3]!.end).toEqual({ x: 0, y: 0 });
    expect(outlineProblem(points.slice(0, 2), true)?.message).toBe('A closed room needs three corners');
    expect(
      outlineProblem(
        [
          { x: 0, y: 0 },
          { x: 50, y: 0 },
        ],
        false,
      )?.message,
    ).toMatch('shorter than 100 mm');
  });
});

describe('cornerAngles', () => {
  it('gives the inner angles of a rectangle and of a diagonal corner', () => {
    expect(cornerAngles(createRoom('rt1', [4000, 3000])).map((c) => c.angle)).toEqual([90, 90, 90, 90]);
    const angles = cornerAngles(createRoom('rt7')).map((c) => c.angle);
    expect(angles.filter((a) => a === 135)).toHaveLength(2);
  });
});

describe('editWall', () => {
  const room: Room = createRoom('rt1', [4000, 3000]);

  it('a new length moves the end corner; the next wall follows and keeps its far end', () => {
    const edited = editWall(room, 'w1', { length: 4500 });
    expect(wallLength(edited.walls[0]!)).toBe(4500);
    expect(edited.walls[1]!.start).toEqual(edited.walls[0]!.end);
    expect(edited.walls[1]!.end).toEqual(room.walls[1]!.end);
    expect(edited.walls[2]).toBe(room.walls[2]);
  });

  it('a new angle turns the wall about its start; height and thickness change alone', () => {
    const edited = editWall(room, 'w1', { angle: 15 });
    expect(directionOf(edited.walls[0]!.start, edited.walls[0]!.end)).toBeCloseTo(15, 1);
    const taller = editWall(room, 'w2', { height: 3000, thickness: 200 });
    expect(taller.walls[1]).toMatchObject({ height: 3000, thickness: 200, end: room.walls[1]!.end });
  });

  it("the last wall of a closed room moves the first wall's start", () => {
    const edited = editWall(room, 'w4', { length: 2000 });
    expect(edited.walls[0]!.start).toEqual(edited.walls[3]!.end);
  });

  it('refuses bad values and openings that would no longer fit', () => {
    expect(() => editWall(room, 'w9', { length: 1 })).toThrow('no wall w9');
    expect(() => editWall(room, 'w1', { length: 50 })).toThrow('at least 100 mm');
    expect(() => editWall(room, 'w1', { height: -1 })).toThrow('height must be positive');
    const withDoor: Room = {
      ...room,
      walls: room.walls.map((w, i) =>
        i === 0
          ? { ...w, openings: [{ id: 'd1', kind: 'door', offset: 3000, width: 800, height: 2100, sill: 0 }] }
          : w,
      ),
    };
    expect(() => editWall(withDoor, 'w1', { length: 3500 })).toThrow('door d1 would no longer fit');
    expect(() => editWall(withDoor, 'w1', { height: 2000 })).toThrow('taller than wall w1');
  });
});

describe('freeOpeningOffset', () => {
  const wall = {
    ...createRoom('rt1', [4000, 3000]).walls[0]!,
    openings: [{ id: 'd1', kind: 'door' as const, offset: 1000, width: 800, height: 2100, sill: 0 }],
  };
  it('keeps a free offset, moves an overlapping one beside the neighbour, stays within the wall', () => {
    expect(freeOpeningOffset(wall, null, 900, 2500)).toBe(2500);
    expect(freeOpeningOffset(wall, null, 900, 1500)).toBe(1800);
    expect(freeOpeningOffset(wall, null, 900, 600)).toBe(100);
    expect(freeOpeningOffset(wall, null, 900, 3900)).toBe(3100);
    expect(freeOpeningOffset(wall, 'd1', 800, 1200)).toBe(1200);
    expect(freeOpeningOffset(wall, null, 900, -50, 100)).toBe(100);
    expect(freeOpeningOffset(wall, null, 5000, 0)).toBeNull();
  });
});
