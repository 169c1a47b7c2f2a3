import { describe, expect, it } from 'vitest';
import { addDivider, moveDivider, removeDivider, setExternalDivision } from './dividers';
import { evenDividers, sectionsOf } from './layout';
import { closet } from './test-fixtures';

describe('sectionsOf', () => {
  it('cuts the width at the dividers', () => {
    const m = closet({ dividers: [800, 1600] });
    expect(sectionsOf(m.structure, m.dividers)).toEqual([
      { index: 1, x: 0, width: 800, height: 2500 },
      { index: 2, x: 800, width: 800, height: 2500 },
      { index: 3, x: 1600, width: 800, height: 2500 },
    ]);
    expect(sectionsOf(m.structure, [])).toEqual([{ index: 1, x: 0, width: 2400, height: 2500 }]);
  });

  it('evenDividers gives the fewest sections within the maximum width', () => {
    expect(evenDividers(closet().structure)).toEqual([1200]);
    expect(evenDividers(closet({}, { width: 2500 }).structure)).toEqual([833, 1667]);
    expect(evenDividers(closet({}, { width: 1000 }).structure)).toEqual([]);
  });
});

describe('addDivider', () => {
  it('inserts in order', () => {
    expect(addDivider(addDivider(closet(), 1600), 800).dividers).toEqual([800, 1600]);
  });

  it('rejects positions outside, on an existing divider, or leaving a narrow section', () => {
    expect(() => addDivider(closet(), 0)).toThrow(/strictly between 0 and 2400; got 0/);
    expect(() => addDivider(closet(), 2400)).toThrow(/strictly between/);
    expect(() => addDivider(closet(), 800.5)).toThrow(/whole number/);
    expect(() => addDivider(closet({ dividers: [800] }), 800)).toThrow(/already a divider at 800/);
    expect(() => addDivider(closet(), 299)).toThrow('Section 1 would be 299 mm wide; the minimum is 300 mm');
    expect(() => addDivider(closet({ dividers: [1200] }), 1400)).toThrow(/Section 2 would be 200 mm/);
    expect(() => addDivider(closet({ dividers: [1200] }), 2200)).toThrow(/Section 3 would be 200 mm/);
    expect(addDivider(closet(), 300).dividers).toEqual([300]);
  });

  it('keeps the split section content, drops its doors and merges, renumbers later sections', () => {
    const m = closet({
      dividers: [800, 1600],
      shelves: [{ section: 2, y: 1000, thickness: 18 }],
      items: [{ type: 'rail', section: 3, y: 1800, height: 40 }],
      merges: [{ from: 2, to: 3 }],
      frontals: [
        { type: 'hinged', from: 1, to: 1, panels: 2 },
        { type: 'hinged', from: 2, to: 3, panels: 2 },
      ],
    });
    const after = addDivider(m, 400);
    expect(after.dividers).toEqual([400, 800, 1600]);
    expect(after.shelves).toEqual([{ section: 3, y: 1000, thickness: 18 }]);
    expect(after.items).toEqual([{ type: 'rail', section: 4, y: 1800, height: 40 }]);
    expect(after.merges).toEqual([{ from: 3, to: 4 }]);
    expect(after.frontals).toEqual([{ type: 'hinged', from: 3, to: 4, panels: 2 }]);
    const inMerged = addDivider(m, 1200);
    expect(inMerged.merges).toEqual([]);
    expect(inMerged.frontals).toEqual([{ type: 'hinged', from: 1, to: 1, panels: 2 }]);
  });
});

describe('moveDivider', () => {
  it('moves within the limits and carries a carcass split with it', () => {
    const m = closet({ dividers: [800, 1600], externalDivision: [800] });
    const after = moveDivider(m, 0, 900);
    expect(after.dividers).toEqual([900, 1600]);
    expect(after.externalDivision).toEqual([900]);
  });

  it('rejects moves making a neighbour too narrow or too wide, or unknown dividers', () => {
    const m = closet({ dividers: [800, 1600] });
    expect(() => moveDivider(m, 1, 900)).toThrow('Section 2 would be 100 mm wide; the minimum is 300 mm');
    expect(() => moveDivider(m, 0, 1700)).toThrow(
      'Divider 1 must stay between its neighbours (0 and 1600 mm); got 1700',
    );
    expect(() => moveDivider(m, 1, 2200)).toThrow('Section 2 would be 1400 mm wide; the maximum is 1200 mm');
    expect(() => moveDivider(closet({ dividers: [1200, 1800] }), 1, 2200)).toThrow(
      /Section 3 would be 200 mm/,
    );
    const two = closet({ dividers: [1000] }, { width: 2000 });
    expect(() => moveDivider(two, 0, 1250)).toThrow(
      'Section 1 would be 1250 mm wide; the maximum is 1200 mm',
    );
    expect(() => moveDivider(two, 0, 750)).toThrow('Section 2 would be 1250 mm wide; the maximum is 1200 mm');
    expect(moveDivider(two, 0, 1100).dividers).toEqual([1100]);
    expect(() => moveDivider(m, 0, 0)).toThrow(/strictly between/);
    expect(() => moveDivider(m, 2, 1000)).toThrow('There is no divider number 3');
  });
  it('refuses a move that makes the doors next to the divider too wide', () => {
    const m = closet({
      dividers: [600, 1200, 1800],
      frontals: [
        { type: 'hinged', from: 1, to: 1, panels: 1 },
        { type: 'hinged', from: 4, to: 4, panels: 1 },
      ],
    });
    expect(() => moveDivider(m, 0, 700)).toThrow(/A hinged door over area 1-1 would be 700 mm wide/);
    expect(moveDivider(m, 0, 500).frontals).toEqual(m.frontals);
    expect(moveDivider(m, 1, 1300).dividers).toEqual([600, 1300, 1800]);
  });
});

describe('removeDivider', () => {
  it('joins two sections and combines their content', () => {
    const m = closet({
      dividers: [600, 1200, 1800],
      shelves: [{ section: 1, y: 1000, thickness: 18 }],
      items: [
        { type: 'drawer', section: 2, y: 0, height: 200 },
        { type: 'rail', section: 3, y: 1800, height: 40 },
      ],
      externalDivision: [600],
    });
    const after = removeDivider(m, 0);
    expect(after.dividers).toEqual([1200, 1800]);
    expect(after.externalDivision).toEqual([]);
    expect(after.shelves).toEqual([{ section: 1, y: 1000, thickness: 18 }]);
    expect(after.items).toEqual([
      { type: 'drawer', section: 1, y: 0, height: 200 },
      { type: 'rail', section: 2, y: 1800, height: 40 },
    ]);
  });

  it('drops doors and merges covering one of the two sections, shrinks those covering both', () => {
    const m = closet(
      {
        dividers: [600, 1200, 1800],
        merges: [
          { from: 1, to: 2 },
          { from: 3, to: 4 },
        ],
        frontals: [
          { type: 'hinged', from: 1, to: 2, panels: 2 },
          { type: 'hinged', from: 3, to: 4, panels: 2 },
        ],
      },
      { width: 2400 },
    );
    const joinedInside = removeDivider(m, 0); // sections 1 and 2 are the merged area
    expect(joinedInside.merges).toEqual([{ from: 2, to: 3 }]);
    expect(joinedInside.frontals).toEqual([
      { type: 'hinged', from: 1, to: 1, panels: 2 },
      { type: 'hinged', from: 2, to: 3, panels: 2 },
    ]);
    const joinedAcross = removeDivider(m, 1); // sections 2 and 3 belong to different areas
    expect(joinedAcross.merges).toEqual([]);
    expect(joinedAcross.frontals).toEqual([]);
  });

  it('rejects a join that is too wide or whose contents collide', () => {
    expect(() => removeDivider(closet({ dividers: [1200] }), 0)).toThrow(
      'Section 1 would be 2400 mm wide; the maximum is 1200 mm',
    );
    const clash = closet({
      dividers: [600, 1200, 1800],
      shelves: [
        { section: 1, y: 1000, thickness: 18 },
        { section: 2, y: 1010, thickness: 18 },
      ],
    });
    expect(() => removeDivider(clash, 0)).toThrow(
      /Sections 1 and 2 hold shelves or items at the same height/,
    );
    expect(() => removeDivider(clash, 5)).toThrow('There is no divider number 6');
  });
});

describe('setExternalDivision', () => {
  it('splits the carcass only at dividers', () => {
    const m = closet({ dividers: [800, 1600] });
    expect(setExternalDivision(m, [1600, 800, 800]).externalDivision).toEqual([800, 1600]);
    expect(setExternalDivision(m, []).externalDivision).toEqual([]);
    expect(() => setExternalDivision(m, [1000])).toThrow(/1000 mm is not one/);
  });
});
