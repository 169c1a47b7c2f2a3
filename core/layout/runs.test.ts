import { describe, expect, it } from 'vitest';
import { wallDimensions } from './dimensions';
import { wallRuns } from './runs';
import { baseUnit, square } from './test-fixtures';

const north = 4950 - 290;

describe('wall runs and dimensions', () => {
  const kitchen = [
    baseUnit('a', 350, north),
    baseUnit('b', 950, north),
    baseUnit('c', 1550, north),
    baseUnit('d', 3000, north, 0, 900),
  ];

  it('joins touching units along a wall into one run (one worktop) and starts another after a gap', () => {
    expect(wallRuns(square, kitchen)).toEqual([
      { wallId: 'w1', from: 0, to: 1800, length: 1800, itemIds: ['a', 'b', 'c'] },
      { wallId: 'w1', from: 2500, to: 3400, length: 900, itemIds: ['d'] },
    ]);
  });

  it('chains the measures of a wall from corner to corner', () => {
    const [north_] = wallDimensions(square, kitchen);
    expect(north_!.innerLength).toBe(4900);
    expect(north_!.items.map((s) => [s.kind, s.length])).toEqual([
      ['item', 600],
      ['item', 600],
      ['item', 600],
      ['gap', 700],
      ['item', 900],
      ['gap', 1500],
    ]);
    expect(north_!.items.reduce((sum, s) => sum + s.length, 0)).toBe(4900);
  });

  it('ignores items not backed onto the wall', () => {
    expect(wallRuns(square, [baseUnit('free', 2500, 2500, 30)])).toEqual([]);
  });
});
