import { describe, expect, it } from 'vitest';
import { frontalOver, frontalProblems, removeFrontal, setFrontal } from './frontals';
import { mergeAreas } from './areas';
import { closet } from './test-fixtures';

const four = closet({ dividers: [600, 1200, 1800] });

describe('hinged doors', () => {
  it('go on a single section or a merged area, one or two leaves', () => {
    let m = setFrontal(four, { type: 'hinged', from: 1, to: 1, panels: 1 });
    m = setFrontal(mergeAreas(m, 2, 3), { type: 'hinged', from: 2, to: 3, panels: 2 });
    expect(m.frontals).toEqual([
      { type: 'hinged', from: 1, to: 1, panels: 1 },
      { type: 'hinged', from: 2, to: 3, panels: 2 },
    ]);
    expect(frontalOver(m, 3)?.from).toBe(2);
    expect(frontalOver(m, 4)).toBeUndefined();
  });

  it('replace the doors an area had', () => {
    const m = setFrontal(setFrontal(four, { type: 'hinged', from: 1, to: 1, panels: 1 }), {
      type: 'hinged',
      from: 1,
      to: 1,
      panels: 2,
    });
    expect(m.frontals).toEqual([{ type: 'hinged', from: 1, to: 1, panels: 2 }]);
  });

  it('reject leaves that are too wide, too many leaves, and ranges that are not an area', () => {
    const merged = mergeAreas(four, 1, 2);
    expect(() => setFrontal(merged, { type: 'hinged', from: 1, to: 2, panels: 1 })).toThrow(
      /would be 1200 mm wide; the maximum is 600 mm/,
    );
    expect(() => setFrontal(four, { type: 'hinged', from: 1, to: 1, panels: 3 })).toThrow(
      'An area takes one or two hinged doors; got 3',
    );
    expect(() => setFrontal(four, { type: 'hinged', from: 1, to: 1, panels: 0 })).toThrow(
      /at least 1; got 0/,
    );
    expect(() => setFrontal(four, { type: 'hinged', from: 1, to: 2, panels: 2 })).toThrow(
      'Sections 1-2 are not one area; doors cover a single section or a merged area',
    );
  });
});

describe('sliding doors', () => {
  it('need at least two panels spanning the whole width', () => {
    const all = mergeAreas(four, 1, 4);
    const m = setFrontal(all, { type: 'sliding', from: 1, to: 4, panels: 2 });
    expect(m.frontals).toEqual([{ type: 'sliding', from: 1, to: 4, panels: 2 }]);
    expect(() => setFrontal(all, { type: 'sliding', from: 1, to: 4, panels: 1 })).toThrow(
      'Sliding doors need at least 2 panels',
    );
    const part = mergeAreas(four, 1, 3);
    expect(() => setFrontal(part, { type: 'sliding', from: 1, to: 3, panels: 2 })).toThrow(
      /must span the whole width/,
    );
  });

  it('reject panels wider than the maximum', () => {
    const wide = mergeAreas(closet({ dividers: [1000, 2000, 3000] }, { width: 4000 }), 1, 4);
    expect(() => setFrontal(wide, { type: 'sliding', from: 1, to: 4, panels: 2 })).toThrow(
      'Each sliding panel would be 2000 mm wide; the maximum is 1500 mm',
    );
    expect(setFrontal(wide, { type: 'sliding', from: 1, to: 4, panels: 3 }).frontals).toHaveLength(1);
  });
});

describe('removing and checking doors', () => {
  it('removes doors by area start', () => {
    const m = setFrontal(four, { type: 'hinged', from: 2, to: 2, panels: 1 });
    expect(removeFrontal(m, 2).frontals).toEqual([]);
    expect(() => removeFrontal(m, 1)).toThrow('The area at section 1 has no doors');
  });

  it('frontalProblems finds doors that no longer match an area or break a rule', () => {
    const m = closet({
      dividers: [600, 1800],
      frontals: [
        { type: 'hinged', from: 1, to: 2, panels: 2 },
        { type: 'hinged', from: 2, to: 2, panels: 1 },
        { type: 'hinged', from: 3, to: 3, panels: 1 },
      ],
    });
    expect(frontalProblems(m).map((p) => p.code)).toEqual(['area-missing', 'hinged-too-wide']);
  });
});
