import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLOSET_LIMITS, ClosetError, type ClosetModel } from './model';
import { addDivider, moveDivider, removeDivider } from './dividers';
import { sectionsOf } from './layout';
import { mergeAreas, unmergeArea } from './areas';
import { placeItem, placeShelf } from './interior';
import { setFrontal } from './frontals';
import { closetFromRegisters, closetToRegisters } from './registers';
import { closet } from './test-fixtures';
import { validateCloset } from './validate';
import { EMPTY_WIZARD, wizardReducer, type WizardAction } from './wizard';
import { isMainCode, mainCodeOf } from './steps';

/** One random edit; an edit the rules refuse must throw a ClosetError and change nothing. */
const edit = fc.oneof(
  fc.record({ op: fc.constant('add' as const), x: fc.integer({ min: -100, max: 3700 }) }),
  fc.record({ op: fc.constant('move' as const), i: fc.nat(4), x: fc.integer({ min: 0, max: 3600 }) }),
  fc.record({ op: fc.constant('remove' as const), i: fc.nat(4) }),
  fc.record({
    op: fc.constant('merge' as const),
    from: fc.integer({ min: 1, max: 6 }),
    span: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ op: fc.constant('unmerge' as const), from: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ op: fc.constant('shelf' as const), section: fc.integer({ min: 1, max: 6 }), y: fc.nat(2600) }),
  fc.record({
    op: fc.constant('item' as const),
    section: fc.integer({ min: 1, max: 6 }),
    y: fc.nat(2600),
    h: fc.integer({ min: 1, max: 600 }),
  }),
  fc.record({
    op: fc.constant('door' as const),
    from: fc.integer({ min: 1, max: 6 }),
    span: fc.nat(3),
    sliding: fc.boolean(),
    panels: fc.integer({ min: 1, max: 4 }),
  }),
);

type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function apply(m: ClosetModel, e: Edit): ClosetModel {
  switch (e.op) {
    case 'add':
      return addDivider(m, e.x);
    case 'move':
      return moveDivider(m, e.i, e.x);
    case 'remove':
      return removeDivider(m, e.i);
    case 'merge':
      return mergeAreas(m, e.from, e.from + e.span);
    case 'unmerge':
      return unmergeArea(m, e.from);
    case 'shelf':
      return placeShelf(m, { section: e.section, y: e.y });
    case 'item':
      return placeItem(m, { type: 'drawer', section: e.section, y: e.y, height: e.h });
    case 'door':
      return setFrontal(m, {
        type: e.sliding ? 'sliding' : 'hinged',
        from: e.from,
        to: e.from + e.span,
        panels: e.panels,
      });
  }
}

describe('closet edits (property)', () => {
  it('never produce a closet breaking the rules the edits check, and survive the registers', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 30 }), (edits) => {
        // Start from a valid 3600 wide closet with three 1200 sections.
        let m = closet({ dividers: [1200, 2400] }, { width: 3600 });
        for (const e of edits) {
          const before = JSON.stringify(m);
          try {
            m = apply(m, e);
          } catch (error) {
            expect(error).toBeInstanceOf(ClosetError);
            expect(JSON.stringify(m)).toBe(before);
          }
        }
        const widths = sectionsOf(m.structure, m.dividers).map((s) => s.width);
        expect(
          widths.every((w) => w >= CLOSET_LIMITS.minSectionWidth && w <= CLOSET_LIMITS.maxSectionWidth),
        ).toBe(true);
        expect(validateCloset(m)).toEqual([]);
        // The registers carry everything but the carcass split.
        expect(closetFromRegisters(closetToRegisters(m))).toEqual({ ...m, externalDivision: [] });
      }),
      { numRuns: 300 },
    );
  });
});

const action: fc.Arbitrary<WizardAction> = fc.oneof(
  fc.constant({ type: 'next' } as const),
  fc.constant({ type: 'previous' } as const),
  fc.constant({ type: 'finalize' } as const),
  fc.constant({ type: 'reset' } as const),
  fc
    .constantFrom('001', '001-001', '001-002', '002', '002-001', '003-001')
    .map((cod) => ({ type: 'goTo', cod }) as const),
  fc
    .subarray(['001', '001-001', '001-002', '002', '002-001', '003', '003-001', '004'])
    .map((cods) => cods.filter((cod) => isMainCode(cod) || cods.includes(mainCodeOf(cod))))
    .map((cods) => ({ type: 'update', entries: cods.map((cod) => ({ cod, key: cod })) }) as const),
);

describe('wizard (property)', () => {
  it('the current step is always a sub step, and key and code follow the index', () => {
    const entries = ['001', '001-001', '001-002', '002', '002-001', '003', '003-001'].map((cod) => ({
      cod,
      key: cod,
    }));
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let s = wizardReducer(EMPTY_WIZARD, { type: 'load', entries });
        for (const a of actions) {
          try {
            s = wizardReducer(s, a);
          } catch (error) {
            // Only going to a code the current steps lack may fail.
            expect(a.type).toBe('goTo');
            expect(String(error)).toMatch(/Unknown wizard step code/);
          }
          expect(s.maxStepIdx).toBe(s.steps.length - 1);
          if (s.steps.length === 0) {
            expect(s.currentStepIdx).toBe(-1);
            continue;
          }
          const current = s.steps[s.currentStepIdx];
          expect(current).toBeDefined();
          expect(isMainCode(current!.cod)).toBe(false);
          expect(s.currentStepCod).toBe(current!.cod);
          expect(s.currentKey).toBe(current!.key);
        }
      }),
      { numRuns: 300 },
    );
  });
});
