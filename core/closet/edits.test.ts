import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyClosetEdit, parseClosetEdit } from './edits';
import { anyClosetEdit } from './test-arbitraries';
import { ClosetError, type ClosetModel } from './model';
import { sectionsOf } from './layout';
import { validateCloset } from './validate';
import { closet } from './test-fixtures';

const start = closet({ dividers: [800, 1600] });

describe('closet edits', () => {
  it('any sequence of edits gives a valid closet or a refused edit that changes nothing', () => {
    fc.assert(
      fc.property(fc.array(anyClosetEdit, { maxLength: 25 }), (edits) => {
        let model: ClosetModel = start;
        for (const edit of edits) {
          const before = model;
          try {
            model = applyClosetEdit(model, edit);
          } catch (error) {
            expect(error).toBeInstanceOf(ClosetError);
            expect(model).toBe(before);
            continue;
          }
          expect(validateCloset(model)).toEqual([]);
          const sections = sectionsOf(model.structure, model.dividers);
          expect(sections.reduce((sum, s) => sum + s.width, 0)).toBe(model.structure.width);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the divider maker splits a section into the typed widths, keeping the others', () => {
    const split = applyClosetEdit(closet({ dividers: [1200] }), {
      op: 'splitSection',
      section: 1,
      widths: [400, 500, 300],
    });
    expect(split.dividers).toEqual([400, 900, 1200]);
    expect(() => applyClosetEdit(start, { op: 'splitSection', section: 2, widths: [600, 200] })).toThrow(
      /sections are 300 to 1200 mm/,
    );
    expect(() => applyClosetEdit(start, { op: 'splitSection', section: 2, widths: [500, 400] })).toThrow(
      /add up to 900 mm but section 2 is 800 mm wide/,
    );
  });

  it('a new width scales the dividers; content above a lower height refuses the change', () => {
    const wider = applyClosetEdit(start, { op: 'setStructure', width: 3000 });
    expect(wider.dividers).toEqual([1000, 2000]);
    const shelved = applyClosetEdit(start, { op: 'placeShelf', section: 2, y: 2000 });
    expect(() => applyClosetEdit(shelved, { op: 'setStructure', height: 1900 })).toThrow(
      /reaches 2018 mm but section 2 is 1784 mm high inside/,
    );
  });

  it('setSections spaces sections evenly and drops the content of the sections that go', () => {
    const full = applyClosetEdit(start, { op: 'placeItem', type: 'drawer', section: 3, y: 0, height: 200 });
    const two = applyClosetEdit(full, { op: 'setSections', count: 2 });
    expect(two.dividers).toEqual([1200]);
    expect(two.items).toEqual([]);
  });

  it('setSections keeps sliding doors over the whole width, in more or fewer sections', () => {
    const sliding = closet({
      dividers: [800, 1600],
      merges: [{ from: 1, to: 3 }],
      frontals: [{ type: 'sliding', from: 1, to: 3, panels: 2 }],
    });
    const four = applyClosetEdit(sliding, { op: 'setSections', count: 4 });
    expect(four.merges).toEqual([{ from: 1, to: 4 }]);
    expect(four.frontals).toEqual([{ type: 'sliding', from: 1, to: 4, panels: 2 }]);
    const two = applyClosetEdit(four, { op: 'setSections', count: 2 });
    expect(two.frontals).toEqual([{ type: 'sliding', from: 1, to: 2, panels: 2 }]);
  });

  it('setSections keeps a door in every section that had one: one leaf, two where one is too wide', () => {
    const door = (section: number, panels = 1) => ({
      type: 'hinged' as const,
      from: section,
      to: section,
      panels,
    });
    const hinged = closet({ dividers: [800, 1600], frontals: [door(3, 2), door(1, 2), door(2, 2)] });
    const six = applyClosetEdit(hinged, { op: 'setSections', count: 6 });
    expect(six.frontals).toEqual([1, 2, 3, 4, 5, 6].map((s) => door(s)));
    // Back to three sections of 800 mm: a single 800 mm leaf is too wide, so two each.
    expect(applyClosetEdit(six, { op: 'setSections', count: 3 }).frontals).toEqual(
      [1, 2, 3].map((s) => door(s, 2)),
    );
    // A section left open stays a choice of the seller's: the doors are not made up.
    const open = closet({ dividers: [800, 1600], frontals: [door(1, 2), door(2, 2)] });
    expect(applyClosetEdit(open, { op: 'setSections', count: 4 }).frontals).toEqual(open.frontals);
  });

  it('unreadable edits are refused with a message saying what is wrong', () => {
    expect(() => parseClosetEdit({ op: 'placeShelf', section: 1, y: 10.5 })).toThrow(
      /Invalid closet edit: y: Expected whole millimetres/,
    );
    expect(() => parseClosetEdit({ op: 'explode' })).toThrow(ClosetError);
  });
});
