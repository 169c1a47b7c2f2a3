import { describe, expect, it } from 'vitest';
import { computeAreas, findArea, mergeAreas, toSaveData, unmergeArea } from './areas';
import { ClosetSaveData } from './model';
import { closet } from './test-fixtures';

const four = closet({ dividers: [600, 1200, 1800] });

describe('computeAreas', () => {
  it('gives one area per section without merges', () => {
    expect(computeAreas(four)).toEqual([
      { index: 1, from: 1, to: 1, x: 0, width: 600, height: 2500 },
      { index: 2, from: 2, to: 2, x: 600, width: 600, height: 2500 },
      { index: 3, from: 3, to: 3, x: 1200, width: 600, height: 2500 },
      { index: 4, from: 4, to: 4, x: 1800, width: 600, height: 2500 },
    ]);
  });

  it('joins merged sections into one wider area', () => {
    const m = { ...four, merges: [{ from: 2, to: 4 }] };
    expect(computeAreas(m)).toEqual([
      { index: 1, from: 1, to: 1, x: 0, width: 600, height: 2500 },
      { index: 2, from: 2, to: 4, x: 600, width: 1800, height: 2500 },
    ]);
    expect(findArea(m, 2, 4)?.width).toBe(1800);
    expect(findArea(m, 2, 3)).toBeUndefined();
  });
});

describe('mergeAreas and unmergeArea', () => {
  it('merges adjacent sections, absorbing merges inside the range and dropping affected doors', () => {
    const m = {
      ...four,
      merges: [{ from: 2, to: 3 }],
      frontals: [
        { type: 'hinged' as const, from: 1, to: 1, panels: 1 },
        { type: 'hinged' as const, from: 2, to: 3, panels: 2 },
        { type: 'hinged' as const, from: 4, to: 4, panels: 1 },
      ],
    };
    const after = mergeAreas(m, 1, 3);
    expect(after.merges).toEqual([{ from: 1, to: 3 }]);
    expect(after.frontals).toEqual([{ type: 'hinged', from: 4, to: 4, panels: 1 }]);
    expect(computeAreas(after).map((a) => [a.from, a.to])).toEqual([
      [1, 3],
      [4, 4],
    ]);
  });

  it('rejects bad ranges and ranges cutting across a merge', () => {
    expect(() => mergeAreas(four, 2, 2)).toThrow(
      'A merge joins two or more adjacent sections between 1 and 4; got 2-2',
    );
    expect(() => mergeAreas(four, 0, 2)).toThrow(/got 0-2/);
    expect(() => mergeAreas(four, 3, 5)).toThrow(/got 3-5/);
    const m = mergeAreas(four, 2, 3);
    expect(() => mergeAreas(m, 3, 4)).toThrow(
      'Sections 3-4 cut across the merged area 2-3; unmerge it first',
    );
  });

  it('unmerges and drops the doors of the merged area only', () => {
    const m = {
      ...mergeAreas(four, 2, 3),
      frontals: [
        { type: 'hinged' as const, from: 1, to: 1, panels: 1 },
        { type: 'hinged' as const, from: 2, to: 3, panels: 2 },
      ],
    };
    const after = unmergeArea(m, 2);
    expect(after.merges).toEqual([]);
    expect(after.frontals).toEqual([{ type: 'hinged', from: 1, to: 1, panels: 1 }]);
    expect(() => unmergeArea(after, 2)).toThrow('No merged area starts at section 2');
  });
});

describe('toSaveData', () => {
  it('adds the computed areas and passes the save-data schema', () => {
    const data = toSaveData(mergeAreas(four, 1, 2));
    expect(data.areas).toHaveLength(3);
    expect(ClosetSaveData.parse(data)).toEqual(data);
  });
});
