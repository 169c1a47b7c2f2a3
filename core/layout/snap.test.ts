import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SNAP, snapBox } from './snap';
import { baseUnit, square } from './test-fixtures';
import { wallFaces } from './walls';

const faces = wallFaces(square);

describe('snapping', () => {
  it('puts a unit dragged near the north wall with its back on the wall, facing the room', () => {
    const snapped = snapBox(baseUnit('a', 2012, 4600, 7), [], faces);
    expect(snapped).toMatchObject({ wallId: 'w1', rotation: 0 });
    expect(snapped.y).toBeCloseTo(4950 - 290, 9);
    expect(snapped.x).toBeCloseTo(2012, 9);
  });

  it('turns a unit dragged near the west wall to face east', () => {
    const snapped = snapBox(baseUnit('a', 400, 2500, 0), [], faces);
    expect(snapped).toMatchObject({ wallId: 'w4', rotation: 90 });
    expect(snapped.x).toBeCloseTo(50 + 290, 9);
  });

  it('slides into the corner and against a neighbour when close enough', () => {
    expect(snapBox(baseUnit('a', 400, 4660, 0), [], faces).x).toBeCloseTo(350, 9);
    const neighbour = baseUnit('n', 1500, 4660, 0);
    expect(snapBox(baseUnit('a', 2150, 4660, 0), [neighbour], faces).x).toBeCloseTo(2100, 9);
    expect(snapBox(baseUnit('a', 860, 4660, 0), [neighbour], faces).x).toBeCloseTo(900, 9);
  });

  it('keeps a unit pushed into a corner on its own wall', () => {
    const snapped = snapBox(baseUnit('a', 4650, 4660, 0), [], faces);
    expect(snapped).toMatchObject({ wallId: 'w1', rotation: 0 });
    expect(snapped.x).toBeCloseTo(4650, 9);
  });

  it('puts free-standing items on the grid at right angles', () => {
    expect(snapBox(baseUnit('a', 2012, 2488, 93), [], faces)).toEqual({
      x: 2000,
      y: 2500,
      rotation: 90,
      wallId: null,
    });
    expect(snapBox(baseUnit('a', 2012, 2488, 45), [], faces, { ...DEFAULT_SNAP, grid: 0 })).toEqual({
      x: 2012,
      y: 2488,
      rotation: 45,
      wallId: null,
    });
  });

  it('is idempotent: snapping a snapped pose changes nothing', () => {
    const others = [
      baseUnit('n1', 1500, 4660, 0),
      baseUnit('n2', 340, 2000, 90),
      baseUnit('n3', 2500, 2500, 30),
    ];
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.constantFrom(300, 450, 600, 900),
        (x, y, rotation, width) => {
          const item = baseUnit('a', x, y, rotation, width);
          const once = snapBox(item, others, faces);
          const twice = snapBox({ ...item, ...once }, others, faces);
          expect(twice.wallId).toBe(once.wallId);
          expect(twice.x).toBeCloseTo(once.x, 6);
          expect(twice.y).toBeCloseTo(once.y, 6);
          expect(twice.rotation).toBeCloseTo(once.rotation, 6);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
