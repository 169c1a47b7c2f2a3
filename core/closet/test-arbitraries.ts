import fc from 'fast-check';
import { applyClosetEdit, type ClosetEdit } from './edits';
import type { ClosetModel } from './model';
import { closet } from './test-fixtures';

/** Any edit, including nonsense ones (outside sections, overlapping, too wide): they must be refused. */
export const anyClosetEdit: fc.Arbitrary<ClosetEdit> = fc.oneof(
  fc.record({
    op: fc.constant('setStructure' as const),
    width: fc.integer({ min: 200, max: 6500 }),
  }),
  fc.record({ op: fc.constant('setStructure' as const), height: fc.integer({ min: 200, max: 3200 }) }),
  fc.record({ op: fc.constant('setSections' as const), count: fc.integer({ min: 1, max: 8 }) }),
  fc.record({
    op: fc.constant('splitSection' as const),
    section: fc.integer({ min: 1, max: 6 }),
    widths: fc.array(fc.integer({ min: 100, max: 1400 }), { minLength: 2, maxLength: 3 }),
  }),
  fc.record({ op: fc.constant('addDivider' as const), x: fc.integer({ min: -10, max: 6000 }) }),
  fc.record({
    op: fc.constant('moveDivider' as const),
    index: fc.integer({ min: 0, max: 5 }),
    x: fc.integer({ min: 0, max: 6000 }),
  }),
  fc.record({ op: fc.constant('removeDivider' as const), index: fc.integer({ min: 0, max: 5 }) }),
  fc.record({
    op: fc.constant('placeShelf' as const),
    section: fc.integer({ min: 1, max: 6 }),
    y: fc.integer({ min: 0, max: 3000 }),
  }),
  fc.record({ op: fc.constant('removeShelf' as const), index: fc.integer({ min: 0, max: 8 }) }),
  fc.record({
    op: fc.constant('placeItem' as const),
    type: fc.constantFrom('drawer' as const, 'rail' as const, 'shoe-rack' as const),
    section: fc.integer({ min: 1, max: 6 }),
    y: fc.integer({ min: 0, max: 3000 }),
    height: fc.integer({ min: 20, max: 400 }),
  }),
  fc.record({
    op: fc.constant('moveItem' as const),
    index: fc.integer({ min: 0, max: 5 }),
    y: fc.integer({ min: 0, max: 3000 }),
  }),
  fc.record({ op: fc.constant('removeItem' as const), index: fc.integer({ min: 0, max: 5 }) }),
  fc.record({
    op: fc.constant('merge' as const),
    from: fc.integer({ min: 1, max: 5 }),
    to: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({ op: fc.constant('unmerge' as const), from: fc.integer({ min: 1, max: 5 }) }),
  fc.record({
    op: fc.constant('setFrontal' as const),
    type: fc.constantFrom('hinged' as const, 'sliding' as const),
    from: fc.integer({ min: 1, max: 5 }),
    to: fc.integer({ min: 1, max: 6 }),
    panels: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ op: fc.constant('removeFrontal' as const), from: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    op: fc.constant('setExternalDivision' as const),
    positions: fc.array(fc.integer({ min: 0, max: 6000 }), { maxLength: 2 }),
  }),
);

/** A valid closet reached by random edits from a three-section one (refused edits skipped). */
export const anyCloset: fc.Arbitrary<ClosetModel> = fc.array(anyClosetEdit, { maxLength: 25 }).map((edits) =>
  edits.reduce<ClosetModel>(
    (model, edit) => {
      try {
        return applyClosetEdit(model, edit);
      } catch {
        return model;
      }
    },
    closet({ dividers: [800, 1600] }),
  ),
);
