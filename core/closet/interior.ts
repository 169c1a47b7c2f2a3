import type { z } from 'zod';
import { CLOSET_LIMITS, ClosetError, ClosetItem, ClosetShelf, type ClosetModel } from './model';
import { insideHeight, sectionCount } from './layout';

/** A horizontal band [bottom, top) that a shelf or an item occupies in a section. */
export interface Band {
  bottom: number;
  top: number;
  label: string;
}

/** Everything in a section, bottom to top. */
export function bandsIn(model: ClosetModel, section: number): Band[] {
  const shelves = model.shelves
    .filter((s) => s.section === section)
    .map((s) => ({ bottom: s.y, top: s.y + s.thickness, label: `shelf at ${s.y} mm` }));
  const items = model.items
    .filter((i) => i.section === section)
    .map((i) => ({ bottom: i.y, top: i.y + i.height, label: `${i.type} at ${i.y} mm` }));
  return [...shelves, ...items].sort((a, b) => a.bottom - b.bottom);
}

/** The error a new band [bottom, top) in `section` would cause, or null when it fits. */
function placementProblem(model: ClosetModel, section: number, bottom: number, top: number, what: string) {
  const count = sectionCount(model);
  if (section > count) {
    return new ClosetError('section-missing', `There is no section ${section}; the closet has ${count}`, {
      values: { section, count },
    });
  }
  const inside = insideHeight(model.structure);
  if (top > inside) {
    return new ClosetError(
      'item-too-high',
      `The ${what} reaches ${top} mm but section ${section} is ${inside} mm high inside`,
      { section, values: { top, inside } },
    );
  }
  const clash = bandsIn(model, section).find((b) => bottom < b.top && b.bottom < top);
  if (clash) {
    return new ClosetError('item-overlap', `The ${what} overlaps the ${clash.label} in section ${section}`, {
      section,
    });
  }
  return null;
}

function parsed<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ClosetError(
      'invalid',
      `Invalid ${what}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
      { values: { field: [what, ...(issue?.path ?? [])].join('.') } },
    );
  }
  return result.data;
}

/** Adds a shelf (default thickness) if it fits in the section's height and touches nothing else. */
export function placeShelf(
  model: ClosetModel,
  shelf: { section: number; y: number; thickness?: number },
): ClosetModel {
  const s = parsed(ClosetShelf, { thickness: CLOSET_LIMITS.shelfThickness, ...shelf }, 'shelf');
  const problem = placementProblem(model, s.section, s.y, s.y + s.thickness, 'shelf');
  if (problem) throw problem;
  return { ...model, shelves: [...model.shelves, s] };
}

/** Adds an item if it fits in the section's height and overlaps no shelf or other item. */
export function placeItem(model: ClosetModel, item: ClosetItem): ClosetModel {
  const it = parsed(ClosetItem, item, 'item');
  const problem = placementProblem(model, it.section, it.y, it.y + it.height, it.type);
  if (problem) throw problem;
  return { ...model, items: [...model.items, it] };
}

/** Moves item number `index` to height y (same section), with the same checks as placing it. */
export function moveItem(model: ClosetModel, index: number, y: number): ClosetModel {
  const item = model.items[index];
  if (!item)
    throw new ClosetError('item-missing', `There is no item number ${index + 1}`, {
      values: { number: index + 1 },
    });
  const without = { ...model, items: model.items.filter((_, i) => i !== index) };
  const moved = placeItem(without, { ...item, y });
  const items = [...without.items];
  items.splice(index, 0, moved.items[moved.items.length - 1] as ClosetItem);
  return { ...model, items };
}

export function removeItem(model: ClosetModel, index: number): ClosetModel {
  if (!model.items[index])
    throw new ClosetError('item-missing', `There is no item number ${index + 1}`, {
      values: { number: index + 1 },
    });
  return { ...model, items: model.items.filter((_, i) => i !== index) };
}

export function removeShelf(model: ClosetModel, index: number): ClosetModel {
  if (!model.shelves[index])
    throw new ClosetError('shelf-missing', `There is no shelf number ${index + 1}`, {
      values: { number: index + 1 },
    });
  return { ...model, shelves: model.shelves.filter((_, i) => i !== index) };
}

/** Every placement problem in the closet's interior (for a whole-closet check). */
export function interiorProblems(model: ClosetModel): ClosetError[] {
  const problems: ClosetError[] = [];
  let rebuilt: ClosetModel = { ...model, items: [], shelves: [] };
  for (const s of model.shelves) {
    const problem = placementProblem(rebuilt, s.section, s.y, s.y + s.thickness, 'shelf');
    if (problem) problems.push(problem);
    else rebuilt = { ...rebuilt, shelves: [...rebuilt.shelves, s] };
  }
  for (const it of model.items) {
    const problem = placementProblem(rebuilt, it.section, it.y, it.y + it.height, it.type);
    if (problem) problems.push(problem);
    else rebuilt = { ...rebuilt, items: [...rebuilt.items, it] };
  }
  return problems;
}
