import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallDimensions } from './dimensions';
import { baseUnit, square, wallUnit } from './test-fixtures';

const north = 4950 - 290;

describe('wallDimensions: chains as long as their wall (issue 24)', () => {
  it('a wall unit over a base unit is measured in a layer of its own', () => {
    const items = [
      baseUnit('a', 350, north),
      baseUnit('b', 1050, north, 0, 800),
      wallUnit('w', 350, 4950 - 175),
    ];
    const northWall = wallDimensions(square, items).find((d) => d.wallId === 'w1')!;
    expect(northWall.layers).toHaveLength(2);
    for (const layer of northWall.layers) {
      expect(layer.reduce((sum, s) => sum + s.length, 0)).toBeCloseTo(northWall.innerLength);
    }
    expect(northWall.layers[1]!.filter((s) => s.kind === 'item').map((s) => s.ref)).toEqual(['w']);
  });

  it('no layer has overlapping segments nor runs past the wall (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            t: fc.integer({ min: 300, max: 4600 }),
            hung: fc.boolean(),
            width: fc.constantFrom(300, 600, 900),
          }),
          { maxLength: 12 },
        ),
        (specs) => {
          // Inside the room's faces (x from 50 to 4950), as placement keeps them.
          const within = (t: number, w: number) => Math.min(4950 - w / 2, Math.max(50 + w / 2, t));
          const items = specs.map((s, i) =>
            s.hung
              ? wallUnit(`h${i}`, within(s.t, 600), 4950 - 175)
              : baseUnit(`b${i}`, within(s.t, s.width), north, 0, s.width),
          );
          for (const dims of wallDimensions(square, items)) {
            for (const layer of dims.layers) {
              layer.forEach((s, i) => expect(s.from).toBeGreaterThanOrEqual((layer[i - 1]?.to ?? 0) - 0.5));
              expect(layer.reduce((sum, s) => sum + s.length, 0)).toBeLessThanOrEqual(dims.innerLength + 1);
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
