import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OpeningFitError, resizeOpening } from './openingSize';
import { openingProblem, wallsFromPoints, type Opening, type Wall } from './walls';

/** A 4000 mm wall, 2700 high, with a door at 1000..1800 and a window at 2500..3700. */
function wall(): Wall {
  const [w] = wallsFromPoints(
    [
      { x: 0, y: 0 },
      { x: 4000, y: 0 },
    ],
    false,
  );
  const door: Opening = { id: 'd1', kind: 'door', offset: 1000, width: 800, height: 2100, sill: 0 };
  const window: Opening = { id: 'win1', kind: 'window', offset: 2500, width: 1200, height: 1400, sill: 900 };
  return { ...w!, openings: [door, window] };
}
const opening = (w: Wall, id: string) => w.openings.find((o) => o.id === id)!;

describe('resizing a door or window in its wall', () => {
  it('grows about its centre when there is room', () => {
    const resized = resizeOpening(wall(), 'd1', { width: 1000, height: 2200 }, 50);
    expect(opening(resized, 'd1')).toMatchObject({ offset: 900, width: 1000, height: 2200, sill: 0 });
  });

  it('is pushed off a neighbour or the wall end only as far as needed, within its stretch', () => {
    // 1600 wide about the centre (1400) would start at 600 and end at 2200: fine (the window starts at 2500).
    expect(opening(resizeOpening(wall(), 'd1', { width: 1600, height: 2100 }, 50), 'd1').offset).toBe(600);
    // 2300 wide would end at 2550: pushed back to end at the window's start (2500), starting at 200.
    expect(opening(resizeOpening(wall(), 'd1', { width: 2300, height: 2100 }, 50), 'd1').offset).toBe(200);
    // The window grown to 1900 about its centre (3100) would pass the wall's end less its 50 mm frame:
    // it ends at 3950.
    const window = opening(resizeOpening(wall(), 'win1', { width: 1900, height: 1400 }, 50), 'win1');
    expect(window).toMatchObject({ offset: 2050, width: 1900 });
  });

  it('is refused, with what is free, when its stretch is too narrow or the wall too low', () => {
    // The door's stretch runs from the 50 mm frame to the window: 2450 mm.
    const tooWide = () => resizeOpening(wall(), 'd1', { width: 2500, height: 2100 }, 50);
    expect(tooWide).toThrow(OpeningFitError);
    expect(tooWide).toThrow('only 2450 mm of wall w1 are free');
    try {
      tooWide();
    } catch (error) {
      expect((error as OpeningFitError).detail).toMatchObject({ reason: 'width', wanted: 2500, free: 2450 });
    }
    expect(() => resizeOpening(wall(), 'd1', { width: 800, height: 2800 }, 50)).toThrow(/2700 mm/);
  });

  it("brings a window's sill down when its top would pass the wall's", () => {
    const window = opening(resizeOpening(wall(), 'win1', { width: 1200, height: 2000 }, 50), 'win1');
    expect(window).toMatchObject({ height: 2000, sill: 700 });
  });

  it('never overlaps a neighbour nor leaves the wall, and keeps the rest as it was (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('d1', 'win1'),
        fc.integer({ min: 100, max: 4500 }),
        fc.integer({ min: 100, max: 3000 }),
        (id, width, height) => {
          const before = wall();
          let after: Wall;
          try {
            after = resizeOpening(before, id, { width, height }, 50);
          } catch (error) {
            expect(error).toBeInstanceOf(OpeningFitError);
            return;
          }
          const resized = opening(after, id);
          expect(resized).toMatchObject({ width, height });
          expect(resized.offset).toBeGreaterThanOrEqual(50);
          expect(resized.offset + resized.width).toBeLessThanOrEqual(3950);
          expect(openingProblem(after, resized)).toBeNull();
          const other = id === 'd1' ? 'win1' : 'd1';
          expect(opening(after, other)).toEqual(opening(before, other));
          // Still on its side of the neighbour.
          expect(after.openings.map((o) => o.id)).toEqual(['d1', 'win1']);
        },
      ),
      { numRuns: 500 },
    );
  });
});
