import {
  CLOSET_LIMITS,
  ClosetError,
  type ClosetModel,
  type ClosetStructure,
  type SectionRange,
} from './model';
import { frontalProblems } from './frontals';
import { sectionsOf } from './layout';

function checkWidth(section: number, width: number): void {
  if (width < CLOSET_LIMITS.minSectionWidth) {
    throw new ClosetError(
      'section-too-narrow',
      `Section ${section} would be ${width} mm wide; the minimum is ${CLOSET_LIMITS.minSectionWidth} mm`,
      { section, values: { width, limit: CLOSET_LIMITS.minSectionWidth } },
    );
  }
  if (width > CLOSET_LIMITS.maxSectionWidth) {
    throw new ClosetError(
      'section-too-wide',
      `Section ${section} would be ${width} mm wide; the maximum is ${CLOSET_LIMITS.maxSectionWidth} mm`,
      { section, values: { width, limit: CLOSET_LIMITS.maxSectionWidth } },
    );
  }
}

function checkInside(structure: ClosetStructure, x: number): void {
  if (!Number.isInteger(x) || x <= 0 || x >= structure.width) {
    throw new ClosetError(
      'divider-outside',
      `A divider must be a whole number of mm strictly between 0 and ${structure.width}; got ${x}`,
      { values: { x, width: structure.width } },
    );
  }
}

/** Relabels the sections content refers to. `map` returns the new number, or null to drop that content. */
function remap(model: ClosetModel, map: (section: number) => number | null): ClosetModel {
  const moveRange = <T extends SectionRange>(r: T): T | null => {
    const from = map(r.from);
    const to = map(r.to);
    return from === null || to === null ? null : { ...r, from, to };
  };
  const keep = <T>(x: T | null): x is T => x !== null;
  return {
    ...model,
    items: model.items.map((it) => ({ ...it, section: map(it.section) })).filter((it) => it.section !== null),
    shelves: model.shelves.map((s) => ({ ...s, section: map(s.section) })).filter((s) => s.section !== null),
    merges: model.merges
      .map(moveRange)
      .filter(keep)
      .filter((m) => m.to > m.from),
    frontals: model.frontals.map(moveRange).filter(keep),
  } as ClosetModel;
}

/** Ranges (merges, frontals) that contain `section` are dropped: the area they described changed. */
function dropRangesWith(model: ClosetModel, section: number): ClosetModel {
  const outside = (r: SectionRange) => section < r.from || section > r.to;
  return { ...model, merges: model.merges.filter(outside), frontals: model.frontals.filter(outside) };
}

/**
 * Adds a divider at x. Both new sections must be at least the minimum width. The split section keeps
 * its shelves and items (in the left part); doors and merges covering it are removed; later sections
 * are renumbered.
 */
export function addDivider(model: ClosetModel, x: number): ClosetModel {
  checkInside(model.structure, x);
  if (model.dividers.includes(x))
    throw new ClosetError('divider-duplicate', `There is already a divider at ${x} mm`, { values: { x } });
  const split = sectionsOf(model.structure, model.dividers).find((s) => x > s.x && x < s.x + s.width);
  if (!split)
    throw new ClosetError('divider-outside', `No section contains ${x} mm`, {
      values: { x, width: model.structure.width },
    });
  const leftWidth = x - split.x;
  const rightWidth = split.x + split.width - x;
  for (const [n, w] of [
    [split.index, leftWidth],
    [split.index + 1, rightWidth],
  ] as const) {
    if (w < CLOSET_LIMITS.minSectionWidth) checkWidth(n, w);
  }
  const renumbered = remap(dropRangesWith(model, split.index), (s) => (s > split.index ? s + 1 : s));
  return { ...renumbered, dividers: [...model.dividers, x].sort((a, b) => a - b) };
}

/** Moves divider number `index` (0-based, left to right) to x; it may not pass its neighbours. */
export function moveDivider(model: ClosetModel, index: number, x: number): ClosetModel {
  const old = model.dividers[index];
  if (old === undefined)
    throw new ClosetError('divider-missing', `There is no divider number ${index + 1}`, {
      values: { number: index + 1 },
    });
  checkInside(model.structure, x);
  const left = index === 0 ? 0 : (model.dividers[index - 1] ?? 0);
  const right = model.dividers[index + 1] ?? model.structure.width;
  if (x <= left || x >= right) {
    throw new ClosetError(
      'divider-order',
      `Divider ${index + 1} must stay between its neighbours (${left} and ${right} mm); got ${x}`,
      { section: index + 1, values: { number: index + 1, left, right } },
    );
  }
  checkWidth(index + 1, x - left);
  checkWidth(index + 2, right - x);
  const dividers = model.dividers.map((d, i) => (i === index ? x : d));
  const externalDivision = model.externalDivision.map((d) => (d === old ? x : d));
  const moved = { ...model, dividers, externalDivision };
  // Doors next to the divider change width: refuse the move if they would break a door rule.
  const nextToIt = moved.frontals.filter((f) => f.from <= index + 2 && f.to >= index + 1);
  const broken = frontalProblems({ ...moved, frontals: nextToIt })[0];
  if (broken) throw broken;
  return moved;
}

/**
 * Removes divider number `index` (0-based), joining sections index+1 and index+2. The joined section
 * must not exceed the maximum width, and the shelves and items of both must not overlap. Doors and
 * merges that covered only one of the two sections are removed; those covering both shrink by one.
 */
export function removeDivider(model: ClosetModel, index: number): ClosetModel {
  const at = model.dividers[index];
  if (at === undefined)
    throw new ClosetError('divider-missing', `There is no divider number ${index + 1}`, {
      values: { number: index + 1 },
    });
  const leftSection = index + 1;
  const rightSection = index + 2;
  const left = index === 0 ? 0 : (model.dividers[index - 1] ?? 0);
  const right = model.dividers[index + 1] ?? model.structure.width;
  checkWidth(leftSection, right - left);
  const straddles = (r: SectionRange) => r.from <= leftSection !== r.to >= rightSection;
  const touches = (r: SectionRange) => r.from <= rightSection && r.to >= leftSection;
  const keepRange = (r: SectionRange) => !(touches(r) && straddles(r));
  const trimmed: ClosetModel = {
    ...model,
    merges: model.merges.filter(keepRange),
    frontals: model.frontals.filter(keepRange),
  };
  const joined = remap(trimmed, (s) => (s >= rightSection ? s - 1 : s));
  const bands = [
    ...joined.shelves.filter((s) => s.section === leftSection).map((s) => [s.y, s.y + s.thickness] as const),
    ...joined.items.filter((i) => i.section === leftSection).map((i) => [i.y, i.y + i.height] as const),
  ].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < bands.length; i++) {
    if ((bands[i]?.[0] ?? 0) < (bands[i - 1]?.[1] ?? 0)) {
      throw new ClosetError(
        'content-overlap',
        `Sections ${leftSection} and ${rightSection} hold shelves or items at the same height; move them first`,
        { section: leftSection, values: { next: rightSection } },
      );
    }
  }
  return {
    ...joined,
    dividers: model.dividers.filter((_, i) => i !== index),
    externalDivision: model.externalDivision.filter((d) => d !== at),
  };
}

/**
 * Splits the carcass into separate boxes at these positions; each must be an existing divider.
 * An empty list means one box.
 */
export function setExternalDivision(model: ClosetModel, positions: readonly number[]): ClosetModel {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  for (const x of sorted) {
    if (!model.dividers.includes(x)) {
      throw new ClosetError(
        'split-not-on-divider',
        `The carcass can only be split at a divider; ${x} mm is not one`,
        { values: { x } },
      );
    }
  }
  return { ...model, externalDivision: sorted };
}
