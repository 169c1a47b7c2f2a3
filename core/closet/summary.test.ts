import { describe, expect, it } from 'vitest';
import { closetComponents, hingesFor } from './summary';
import { closet } from './test-fixtures';

describe('hingesFor', () => {
  it('adds hinges as leaves get taller', () => {
    expect([600, 900, 901, 1600, 2000, 2500].map(hingesFor)).toEqual([2, 2, 3, 3, 4, 5]);
  });
});

describe('closetComponents', () => {
  it('counts the carcass of an empty floor closet', () => {
    expect(closetComponents(closet({ dividers: [1200] }))).toEqual([
      { code: 'SIDE', count: 2, height: 2500, depth: 600 },
      { code: 'DIVIDER', count: 1, height: 2500, depth: 600 },
      { code: 'TOP', count: 1, width: 2400, depth: 600 },
      { code: 'BOTTOM', count: 1, width: 2400, depth: 600 },
      { code: 'BACK', count: 1, width: 2400, height: 2500 },
      { code: 'FOOT', count: 4 },
    ]);
  });

  it('splits the carcass into boxes: a divider at a split becomes two sides', () => {
    const parts = closetComponents(
      closet({ dividers: [800, 1600], externalDivision: [1600] }, { placement: 1 }),
    );
    expect(parts).toEqual([
      { code: 'SIDE', count: 4, height: 2500, depth: 600 },
      { code: 'DIVIDER', count: 1, height: 2500, depth: 600 },
      { code: 'TOP', count: 1, width: 1600, depth: 600 },
      { code: 'BOTTOM', count: 1, width: 1600, depth: 600 },
      { code: 'BACK', count: 1, width: 1600, height: 2500 },
      { code: 'TOP', count: 1, width: 800, depth: 600 },
      { code: 'BOTTOM', count: 1, width: 800, depth: 600 },
      { code: 'BACK', count: 1, width: 800, height: 2500 },
      { code: 'WALL_BRACKET', count: 4 },
    ]);
  });

  it('uses the placement for fixings: none in a box, ceiling fixings on the ceiling', () => {
    const codes = (placement: 1 | 2 | 3 | 5 | 8) =>
      closetComponents(closet({}, { placement })).map((c) => c.code);
    expect(codes(5)).not.toContain('FOOT');
    expect(codes(5)).not.toContain('WALL_BRACKET');
    expect(codes(8)).toContain('CEILING_FIX');
    expect(codes(2)).toContain('WALL_BRACKET');
  });

  it('counts shelves and items by section width, doors with hinges, and fronts of uncovered drawers', () => {
    const m = closet({
      dividers: [600, 1200, 1800],
      shelves: [
        { section: 1, y: 1000, thickness: 18 },
        { section: 1, y: 1400, thickness: 18 },
        { section: 2, y: 1000, thickness: 18 },
      ],
      items: [
        { type: 'drawer', section: 1, y: 0, height: 200 },
        { type: 'drawer', section: 4, y: 0, height: 200 },
        { type: 'drawer', section: 4, y: 200, height: 200 },
        { type: 'rail', section: 3, y: 1800, height: 40 },
      ],
      merges: [{ from: 2, to: 3 }],
      frontals: [
        { type: 'hinged', from: 1, to: 1, panels: 1 },
        { type: 'hinged', from: 2, to: 3, panels: 2 },
      ],
    });
    const parts = closetComponents(m);
    const find = (code: string) => parts.filter((p) => p.code === code);
    expect(find('SHELF')).toEqual([{ code: 'SHELF', count: 3, width: 600, depth: 600 }]);
    expect(find('DRAWER')).toEqual([{ code: 'DRAWER', count: 3, width: 600, height: 200, depth: 600 }]);
    expect(find('RAIL')).toEqual([{ code: 'RAIL', count: 1, width: 600, height: 40, depth: 600 }]);
    expect(find('DOOR_HINGED')).toEqual([{ code: 'DOOR_HINGED', count: 3, width: 600, height: 2500 }]);
    expect(find('HINGE')).toEqual([{ code: 'HINGE', count: 15 }]);
    // Only the two drawers of section 4 have no door in front of them.
    expect(find('DRAWER_FRONT')).toEqual([{ code: 'DRAWER_FRONT', count: 2, width: 600, height: 200 }]);
  });

  it('counts sliding panels and one track over the whole width', () => {
    const m = closet({
      dividers: [800, 1600],
      merges: [{ from: 1, to: 3 }],
      frontals: [{ type: 'sliding', from: 1, to: 3, panels: 3 }],
    });
    const parts = closetComponents(m);
    expect(parts.filter((p) => p.code.startsWith('SLIDING') || p.code.startsWith('DOOR'))).toEqual([
      { code: 'DOOR_SLIDING', count: 3, width: 800, height: 2500 },
      { code: 'SLIDING_TRACK', count: 1, width: 2400 },
    ]);
  });
});
