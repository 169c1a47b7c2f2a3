import fc from 'fast-check';
import { applyClosetEdit, type ClosetEdit } from './edits';
import type { ClosetModel } from './model';
import { closet } from './test-fixtures';

/** The edits of one op: the op with a value drawn from each field's arbitrary. */
function editsOf<const Op extends ClosetEdit['op'], Fields extends object>(
  op: Op,
  fields: { [K in keyof Fields]: fc.Arbitrary<Fields[K]> },
): fc.Arbitrary<{ op: Op } & Fields> {
  return fc.record(fields).map((drawn) => ({ op, ...drawn }));
}

// The fields several ops share. The ranges reach past the closets the edits are applied to, so that
// edits naming a missing section, divider or item are drawn too.
const section = fc.integer({ min: 1, max: 6 });
const index = fc.integer({ min: 0, max: 5 });
const x = fc.integer({ min: 0, max: 6000 });
const y = fc.integer({ min: 0, max: 3000 });
const from = fc.integer({ min: 1, max: 5 });
const to = fc.integer({ min: 1, max: 6 });

/** Any edit, including nonsense ones (outside sections, overlapping, too wide): they must be refused. */
export const anyClosetEdit: fc.Arbitrary<ClosetEdit> = fc.oneof(
  editsOf('setStructure', { width: fc.integer({ min: 200, max: 6500 }) }),
  editsOf('setStructure', { height: fc.integer({ min: 200, max: 3200 }) }),
  editsOf('setSections', { count: fc.integer({ min: 1, max: 8 }) }),
  editsOf('splitSection', {
    section,
    widths: fc.array(fc.integer({ min: 100, max: 1400 }), { minLength: 2, maxLength: 3 }),
  }),
  editsOf('addDivider', { x: fc.integer({ min: -10, max: 6000 }) }),
  editsOf('moveDivider', { index, x }),
  editsOf('removeDivider', { index }),
  editsOf('placeShelf', { section, y }),
  editsOf('removeShelf', { index: fc.integer({ min: 0, max: 8 }) }),
  editsOf('placeItem', {
    type: fc.constantFrom('drawer' as const, 'rail' as const, 'shoe-rack' as const),
    section,
    y,
    height: fc.integer({ min: 20, max: 400 }),
  }),
  editsOf('moveItem', { index, y }),
  editsOf('removeItem', { index }),
  editsOf('merge', { from, to }),
  editsOf('unmerge', { from }),
  editsOf('setFrontal', {
    type: fc.constantFrom('hinged' as const, 'sliding' as const),
    from,
    to,
    panels: fc.integer({ min: 1, max: 4 }),
  }),
  editsOf('removeFrontal', { from: fc.integer({ min: 1, max: 6 }) }),
  editsOf('setExternalDivision', { positions: fc.array(x, { maxLength: 2 }) }),
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
