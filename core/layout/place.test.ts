import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesOverlap, corners, polygonsOverlap } from './footprint';
import type { LayoutItem } from './collision';
import { placeItem } from './place';
import { wallPolygon } from './walls';
import { baseUnit, square, wallUnit } from './test-fixtures';

const on = { snap: true, collision: true };

describe('placing items', () => {
  it('refuses a move into another item and reports what it hit; with collision off it accepts', () => {
    const a = baseUnit('a', 1000, 4660);
    const b = baseUnit('b', 2000, 4660);
    const refused = placeItem(square, [a, b], b, { x: 1300 }, { snap: false, collision: true });
    expect(refused.accepted).toBe(false);
    expect(refused.collisions).toEqual([{ kind: 'item', id: 'a' }]);
    expect(placeItem(square, [a, b], b, { x: 1300 }, { snap: false, collision: false }).accepted).toBe(true);
  });

  it('snaps a dragged unit against its neighbour instead of into it', () => {
    const a = baseUnit('a', 1000, 4660);
    const b = baseUnit('b', 2000, 4660);
    const placed = placeItem(square, [a, b], b, { x: 1640, y: 4600 }, on);
    expect(placed.accepted).toBe(true);
    expect(placed.item.x).toBeCloseTo(1600, 9);
    expect(placed.wallId).toBe('w1');
  });

  it('never accepts a placement that overlaps an item or a wall (property)', () => {
    const kinds = fc.constantFrom('base', 'wall', 'tall');
    const move = fc.record({
      id: fc.integer({ min: 0, max: 7 }),
      kind: kinds,
      x: fc.double({ min: -200, max: 5200, noNaN: true }),
      y: fc.double({ min: -200, max: 5200, noNaN: true }),
      rotation: fc.double({ min: 0, max: 360, noNaN: true }),
      snap: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(move, { minLength: 1, maxLength: 40 }), (moves) => {
        const items = new Map<string, LayoutItem>();
        for (const m of moves) {
          const id = `i${m.id}`;
          const existing = items.get(id);
          const fresh =
            m.kind === 'wall'
              ? wallUnit(id, m.x, m.y, m.rotation)
              : m.kind === 'tall'
                ? { ...baseUnit(id, m.x, m.y, m.rotation), height: 2100 }
                : baseUnit(id, m.x, m.y, m.rotation);
          const placed = placeItem(
            square,
            [...items.values()],
            existing ?? fresh,
            { x: m.x, y: m.y, rotation: m.rotation },
            {
              snap: m.snap,
              collision: true,
            },
          );
          if (placed.accepted) items.set(id, placed.item);
        }
        const all = [...items.values()];
        for (const a of all) {
          for (const b of all) if (a.id < b.id) expect(boxesOverlap(a, b)).toBe(false);
          for (const wall of square.walls) expect(polygonsOverlap(corners(a), wallPolygon(wall))).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });
});
