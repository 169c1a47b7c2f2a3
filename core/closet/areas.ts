import { ClosetError, type ClosetArea, type ClosetModel, type ClosetSaveData } from './model';
import { sectionCount, sectionsOf } from './layout';

/**
 * The areas of a closet: its sections, with merged runs of sections seen as one area (one set of doors
 * covers them). Areas are numbered from 1 on the left.
 */
export function computeAreas(model: ClosetModel): ClosetArea[] {
  const sections = sectionsOf(model.structure, model.dividers);
  const mergeAt = new Map(model.merges.map((m) => [m.from, m]));
  const areas: ClosetArea[] = [];
  let n = 1;
  while (n <= sections.length) {
    const merge = mergeAt.get(n);
    const to = Math.min(merge?.to ?? n, sections.length);
    const first = sections[n - 1];
    const last = sections[to - 1];
    if (!first || !last) break;
    areas.push({
      index: areas.length + 1,
      from: n,
      to,
      x: first.x,
      width: last.x + last.width - first.x,
      height: model.structure.height,
    });
    n = to + 1;
  }
  return areas;
}

/** The area that spans exactly sections [from, to], if any. */
export function findArea(model: ClosetModel, from: number, to: number): ClosetArea | undefined {
  return computeAreas(model).find((a) => a.from === from && a.to === to);
}

/**
 * Merges the adjacent sections [from, to] into one area. Merges lying fully inside the range are
 * absorbed; a merge that sticks out of it is an error. Doors on the affected areas are removed.
 */
export function mergeAreas(model: ClosetModel, from: number, to: number): ClosetModel {
  const count = sectionCount(model);
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > count || to <= from) {
    throw new ClosetError(
      'merge-range',
      `A merge joins two or more adjacent sections between 1 and ${count}; got ${from}-${to}`,
      { values: { count } },
    );
  }
  const overlaps = (r: { from: number; to: number }) => r.from <= to && r.to >= from;
  const inside = (r: { from: number; to: number }) => r.from >= from && r.to <= to;
  const sticking = model.merges.find((m) => overlaps(m) && !inside(m));
  if (sticking) {
    throw new ClosetError(
      'merge-overlap',
      `Sections ${from}-${to} cut across the merged area ${sticking.from}-${sticking.to}; unmerge it first`,
      { section: from, values: { from, to, otherFrom: sticking.from, otherTo: sticking.to } },
    );
  }
  const merges = [...model.merges.filter((m) => !inside(m)), { from, to }].sort((a, b) => a.from - b.from);
  return { ...model, merges, frontals: model.frontals.filter((f) => !overlaps(f)) };
}

/** Splits the merged area that starts at `from` back into its sections; its doors are removed. */
export function unmergeArea(model: ClosetModel, from: number): ClosetModel {
  const merge = model.merges.find((m) => m.from === from);
  if (!merge)
    throw new ClosetError('merge-missing', `No merged area starts at section ${from}`, { section: from });
  return {
    ...model,
    merges: model.merges.filter((m) => m !== merge),
    frontals: model.frontals.filter((f) => f.from !== merge.from || f.to !== merge.to),
  };
}

/** What a project row stores for a closet: the model plus its computed areas. */
export function toSaveData(model: ClosetModel): ClosetSaveData {
  return { ...model, areas: computeAreas(model) };
}
