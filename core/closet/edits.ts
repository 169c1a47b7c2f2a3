import { z } from 'zod';
import {
  CLOSET_LIMITS,
  ClosetError,
  ClosetItemType,
  ClosetPlacementSchema,
  FrontalType,
  type ClosetFrontal,
  type ClosetModel,
} from './model';
import { addDivider, moveDivider, removeDivider, setExternalDivision } from './dividers';
import { mergeAreas, unmergeArea } from './areas';
import { moveItem, placeItem, placeShelf, removeItem, removeShelf } from './interior';
import { removeFrontal, setFrontal } from './frontals';
import { sectionsOf } from './layout';
import { validateCloset } from './validate';

/**
 * One edit of a closet's model, as data: what the closet tool's buttons, dialogs and the host send
 * (the action `closetEdit`), validated here once. `applyClosetEdit` turns it into the model
 * operation of this folder and refuses any result that breaks a closet rule.
 */
const int = z.number().int('Expected whole millimetres');
export const ClosetEdit = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('setStructure'),
    width: int.optional(),
    height: int.optional(),
    depth: int.optional(),
    placement: ClosetPlacementSchema.optional(),
  }),
  /** Evenly spaced sections (the catalogue's SECTIONS); content of sections that go is removed. */
  z.object({ op: z.literal('setSections'), count: int.min(1) }),
  /** The divider maker: splits a section into parts of these widths (they sum to its width). */
  z.object({ op: z.literal('splitSection'), section: int.min(1), widths: z.array(int.positive()).min(2) }),
  z.object({ op: z.literal('addDivider'), x: int }),
  z.object({ op: z.literal('moveDivider'), index: int.min(0), x: int }),
  z.object({ op: z.literal('removeDivider'), index: int.min(0) }),
  z.object({
    op: z.literal('placeShelf'),
    section: int.min(1),
    y: int.min(0),
    thickness: int.positive().optional(),
  }),
  z.object({ op: z.literal('removeShelf'), index: int.min(0) }),
  z.object({
    op: z.literal('placeItem'),
    type: ClosetItemType,
    section: int.min(1),
    y: int.min(0),
    height: int.positive(),
  }),
  z.object({ op: z.literal('moveItem'), index: int.min(0), y: int.min(0) }),
  z.object({ op: z.literal('removeItem'), index: int.min(0) }),
  z.object({ op: z.literal('merge'), from: int.min(1), to: int.min(1) }),
  z.object({ op: z.literal('unmerge'), from: int.min(1) }),
  z.object({
    op: z.literal('setFrontal'),
    type: FrontalType,
    from: int.min(1),
    to: int.min(1),
    panels: int.min(1),
  }),
  z.object({ op: z.literal('removeFrontal'), from: int.min(1) }),
  z.object({ op: z.literal('setExternalDivision'), positions: z.array(int) }),
]);
export type ClosetEdit = z.infer<typeof ClosetEdit>;
type EditOf<Op extends ClosetEdit['op']> = Extract<ClosetEdit, { op: Op }>;

/** Reads an edit from anything (a host message, a dialog), or throws a ClosetError saying what is wrong. */
export function parseClosetEdit(input: unknown): ClosetEdit {
  const parsed = ClosetEdit.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new ClosetError('invalid-edit', `Invalid closet edit: ${where}${issue?.message ?? 'unreadable'}`, {
    values: { field: issue?.path.join('.') || 'op' },
  });
}

/** Dividers scaled with the width (whole mm), so sections keep their proportions. */
function scaledDividers(model: ClosetModel, width: number): number[] {
  const from = model.structure.width;
  return model.dividers.map((x) => Math.round((x * width) / from));
}

function setStructure(model: ClosetModel, edit: EditOf<'setStructure'>): ClosetModel {
  const { op: _op, ...changes } = edit;
  const structure = { ...model.structure, ...changes };
  const dividers = scaledDividers(model, structure.width);
  const externalDivision = model.externalDivision.map((x) => dividers[model.dividers.indexOf(x)] ?? x);
  return { ...model, structure, dividers, externalDivision };
}

/**
 * The closet in `count` even sections. What spanned the whole closet (sliding doors over one merged
 * area) still does. When every section had hinged doors of its own, every section still has: one
 * door, or two where one would be wider than a hinged leaf may be. Any other range past the last
 * section goes, with the content of the sections that go.
 */
function setSections(model: ClosetModel, count: number): ClosetModel {
  const { width } = model.structure;
  const before = model.dividers.length + 1;
  const dividers = Array.from({ length: count - 1 }, (_, i) => Math.round((width * (i + 1)) / count));
  const resized = <R extends { from: number; to: number }>(ranges: readonly R[]): R[] =>
    ranges.flatMap((r) =>
      r.from === 1 && r.to === before ? [{ ...r, to: count }] : r.to <= count ? [r] : [],
    );
  const doorsInEverySection =
    model.frontals.length === before &&
    model.frontals.every((f) => f.type === 'hinged' && f.from === f.to) &&
    new Set(model.frontals.map((f) => f.from)).size === before;
  const frontals: ClosetFrontal[] = doorsInEverySection
    ? sectionsOf(model.structure, dividers).map((section, i) => ({
        type: 'hinged',
        from: i + 1,
        to: i + 1,
        panels: section.width > CLOSET_LIMITS.maxHingedLeafWidth ? 2 : 1,
      }))
    : resized(model.frontals);
  return {
    ...model,
    dividers,
    shelves: model.shelves.filter((s) => s.section <= count),
    items: model.items.filter((i) => i.section <= count),
    merges: resized(model.merges),
    frontals,
    externalDivision: model.externalDivision.filter((x) => dividers.includes(x)),
  };
}

function splitSection(model: ClosetModel, section: number, widths: readonly number[]): ClosetModel {
  const target = sectionsOf(model.structure, model.dividers)[section - 1];
  if (!target) {
    throw new ClosetError(
      'section-missing',
      `There is no section ${section}; the closet has ${model.dividers.length + 1}`,
      { values: { section, count: model.dividers.length + 1 } },
    );
  }
  const total = widths.reduce((a, b) => a + b, 0);
  if (total !== target.width) {
    throw new ClosetError(
      'split-widths',
      `The widths add up to ${total} mm but section ${section} is ${target.width} mm wide`,
      { section, values: { total, width: target.width } },
    );
  }
  for (const [i, w] of widths.entries()) {
    if (w < CLOSET_LIMITS.minSectionWidth || w > CLOSET_LIMITS.maxSectionWidth) {
      const narrow = w < CLOSET_LIMITS.minSectionWidth;
      throw new ClosetError(
        narrow ? 'section-too-narrow' : 'section-too-wide',
        `Part ${i + 1} would be ${w} mm wide; sections are ${CLOSET_LIMITS.minSectionWidth} to ${CLOSET_LIMITS.maxSectionWidth} mm`,
        {
          section,
          values: {
            section: section + i,
            width: w,
            limit: narrow ? CLOSET_LIMITS.minSectionWidth : CLOSET_LIMITS.maxSectionWidth,
          },
        },
      );
    }
  }
  let next = model;
  let x = target.x;
  for (const w of widths.slice(0, -1)) {
    x += w;
    next = addDivider(next, x);
  }
  return next;
}

/** Each edit's operation, by its op: the type makes the table name every op exactly once. */
const OPERATIONS: { [Op in ClosetEdit['op']]: (model: ClosetModel, edit: EditOf<Op>) => ClosetModel } = {
  setStructure,
  setSections: (model, e) => setSections(model, e.count),
  splitSection: (model, e) => splitSection(model, e.section, e.widths),
  addDivider: (model, e) => addDivider(model, e.x),
  moveDivider: (model, e) => moveDivider(model, e.index, e.x),
  removeDivider: (model, e) => removeDivider(model, e.index),
  placeShelf: (model, e) =>
    placeShelf(model, { section: e.section, y: e.y, ...(e.thickness ? { thickness: e.thickness } : {}) }),
  removeShelf: (model, e) => removeShelf(model, e.index),
  placeItem: (model, e) => placeItem(model, { type: e.type, section: e.section, y: e.y, height: e.height }),
  moveItem: (model, e) => moveItem(model, e.index, e.y),
  removeItem: (model, e) => removeItem(model, e.index),
  merge: (model, e) => mergeAreas(model, e.from, e.to),
  unmerge: (model, e) => unmergeArea(model, e.from),
  setFrontal: (model, e) => setFrontal(model, { type: e.type, from: e.from, to: e.to, panels: e.panels }),
  removeFrontal: (model, e) => removeFrontal(model, e.from),
  setExternalDivision: (model, e) => setExternalDivision(model, e.positions),
};

function perform(model: ClosetModel, edit: ClosetEdit): ClosetModel {
  // TypeScript cannot tie the looked-up operation to the edit's own op; the table's type does.
  const operation = OPERATIONS[edit.op] as (model: ClosetModel, edit: ClosetEdit) => ClosetModel;
  return operation(model, edit);
}

/**
 * Applies one edit and checks the whole closet afterwards: the result is a valid closet, or the
 * edit is refused with the ClosetError of the first rule it would break (the model is unchanged).
 */
export function applyClosetEdit(model: ClosetModel, input: ClosetEdit): ClosetModel {
  const edit = parseClosetEdit(input);
  const next = perform(model, edit);
  const problem = validateCloset(next)[0];
  if (problem) throw problem;
  return next;
}
