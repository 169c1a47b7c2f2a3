import { describe, expect, it } from 'vitest';
import { CLOSET_LIMITS } from './model';
import { problemsForStep, validateCloset } from './validate';
import { closet } from './test-fixtures';

const codes = (input: unknown) => validateCloset(input).map((p) => p.code);

describe('validateCloset', () => {
  it('accepts a consistent closet', () => {
    const m = closet({
      dividers: [600, 1200, 1800],
      shelves: [{ section: 1, y: 1200, thickness: 18 }],
      items: [{ type: 'drawer', section: 2, y: 0, height: 200 }],
      merges: [{ from: 2, to: 3 }],
      frontals: [
        { type: 'hinged', from: 1, to: 1, panels: 2 },
        { type: 'hinged', from: 2, to: 3, panels: 2 },
      ],
      externalDivision: [600],
    });
    expect(validateCloset(m)).toEqual([]);
  });

  it('reports data of the wrong shape with its path', () => {
    const problems = validateCloset({ structure: { width: 'wide', height: 2500, depth: 600, placement: 4 } });
    expect(problems.map((p) => p.message.split(':')[0])).toEqual(['structure.width', 'structure.placement']);
    const backwards = validateCloset(closet({ frontals: [{ type: 'hinged', from: 2, to: 1, panels: 1 }] }));
    expect(backwards.map((p) => p.message)).toEqual([
      'frontals.0: Doors end at or after the section they start at',
    ]);
  });

  it('reports sections that are too wide or too narrow, and splits off the dividers', () => {
    expect(codes(closet())).toEqual(['section-too-wide']);
    expect(codes(closet({ dividers: [200, 1200] }))).toEqual(['section-too-narrow']);
    // The section at fault and its figures, for the screen to mark it and word it in any language.
    expect(validateCloset(closet({ dividers: [200, 1200] }))[0]?.fault).toEqual({
      section: 1,
      values: { width: 200, limit: CLOSET_LIMITS.minSectionWidth },
    });
    expect(codes(closet({ dividers: [1200], externalDivision: [1000] }))).toEqual(['split-not-on-divider']);
    expect(validateCloset(closet({ dividers: [2500] }))[0]?.message).toBe(
      'The divider at 2500 mm is outside the 2400 mm closet',
    );
  });

  it('reports merges and doors past the last section or overlapping', () => {
    const m = closet({
      dividers: [1200],
      merges: [
        { from: 1, to: 2 },
        { from: 2, to: 3 },
      ],
    });
    expect(codes(m)).toEqual(['range-outside', 'range-overlap']);
  });

  it('reports interior and door problems together', () => {
    const m = closet({
      dividers: [1200],
      items: [{ type: 'rail', section: 1, y: 2480, height: 40 }],
      frontals: [{ type: 'hinged', from: 2, to: 2, panels: 1 }],
    });
    expect(codes(m)).toEqual(['item-too-high', 'hinged-too-wide']);
  });
});

describe('problemsForStep', () => {
  it('routes each problem to the wizard step that fixes it', () => {
    const m = closet({
      dividers: [1200],
      items: [{ type: 'rail', section: 1, y: 2480, height: 40 }],
      frontals: [{ type: 'hinged', from: 2, to: 2, panels: 1 }],
    });
    expect(problemsForStep(m, 'items').map((p) => p.code)).toEqual(['item-too-high']);
    expect(problemsForStep(m, 'frontals').map((p) => p.code)).toEqual(['hinged-too-wide']);
    expect(problemsForStep(m, 'dividers')).toEqual([]);
    expect(problemsForStep(closet(), 'dividers').map((p) => p.code)).toEqual(['section-too-wide']);
  });
});
