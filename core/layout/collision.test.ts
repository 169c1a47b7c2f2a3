import { describe, expect, it } from 'vitest';
import { collisionsOf } from './collision';
import { baseUnit, square, wallUnit } from './test-fixtures';

const north = 4950 - 290;

describe('collision', () => {
  it('side by side is touching, not overlapping; one millimetre in is a collision', () => {
    const a = baseUnit('a', 1000, north);
    expect(collisionsOf(baseUnit('b', 1600, north), [a], square)).toEqual([]);
    expect(collisionsOf(baseUnit('b', 1599, north), [a], square)).toEqual([{ kind: 'item', id: 'a' }]);
  });

  it('a wall unit hangs above a base unit without colliding; a tall unit there collides', () => {
    const base = baseUnit('base', 1000, north);
    expect(collisionsOf(wallUnit('w', 1000, 4950 - 175), [base], square)).toEqual([]);
    const tall = { ...baseUnit('tall', 1000, north), height: 2100 };
    expect(collisionsOf(tall, [wallUnit('w', 1000, 4950 - 175)], square)).toEqual([
      { kind: 'item', id: 'w' },
    ]);
  });

  it('rotated items collide by their real footprint (separating axes)', () => {
    // a's footprint reaches 417 mm from its centre along x and y: its bounding boxes would overlap b's.
    const a = baseUnit('a', 2000, 2000, 45);
    expect(collisionsOf(baseUnit('b', 2667, 2657, 0), [a], square)).toEqual([]);
    expect(collisionsOf(baseUnit('b', 2000 + 700, 2000, 0), [a], square)).toEqual([
      { kind: 'item', id: 'a' },
    ]);
    expect(collisionsOf(baseUnit('b', 2000 + 720, 2000, 0), [a], square)).toEqual([]);
  });

  it('an item pushed into a wall collides with it', () => {
    expect(collisionsOf(baseUnit('a', 1000, north + 20), [], square)).toEqual([
      { kind: 'wall', wallId: 'w1' },
    ]);
  });

  it("keeps a door's swing free and lets a base unit stand under a window but not a tall unit", () => {
    const walls = square.walls.map((w, i) =>
      i === 0
        ? {
            ...w,
            openings: [
              { id: 'door', kind: 'door' as const, offset: 200, width: 800, height: 2100, sill: 0 },
              { id: 'win', kind: 'window' as const, offset: 2000, width: 1200, height: 1200, sill: 900 },
            ],
          }
        : w,
    );
    const room = { ...square, walls };
    expect(collisionsOf(baseUnit('a', 500, 4000), [], room)).toEqual([
      { kind: 'opening', wallId: 'w1', openingId: 'door' },
    ]);
    expect(collisionsOf(baseUnit('b', 2500, north), [], room)).toEqual([]);
    const tall = { ...baseUnit('t', 2500, north), height: 2100 };
    expect(collisionsOf(tall, [], room)).toEqual([{ kind: 'opening', wallId: 'w1', openingId: 'win' }]);
  });
});
