import { CLOSET_LIMITS, ClosetPlacement, type ClosetModel, type ClosetStructure } from './model';

/** A column between two boundaries (the sides or dividers), numbered from 1 on the left. */
export interface ClosetSection {
  index: number;
  x: number;
  width: number;
  height: number;
}

export function sectionsOf(structure: ClosetStructure, dividers: readonly number[]): ClosetSection[] {
  const bounds = [0, ...dividers, structure.width];
  return bounds.slice(1).map((right, i) => {
    const left = bounds[i] ?? 0;
    return { index: i + 1, x: left, width: right - left, height: structure.height };
  });
}

export function sectionCount(model: Pick<ClosetModel, 'dividers'>): number {
  return model.dividers.length + 1;
}

/** Evenly spaced dividers giving the fewest sections that are each at most the maximum width. */
export function evenDividers(
  structure: ClosetStructure,
  maxWidth: number = CLOSET_LIMITS.maxSectionWidth,
): number[] {
  const count = Math.ceil(structure.width / maxWidth);
  return Array.from({ length: count - 1 }, (_, i) => Math.round((structure.width * (i + 1)) / count));
}

/** Board thickness of the carcass (top and bottom) and the plinth a floor-standing closet stands on. */
export const CARCASS_BOARD = 18;
export const FLOOR_PLINTH = 80;

/**
 * The height inside the carcass, between its bottom and its top: what shelves and items fit in
 * (their y is measured from the bottom's upper face). The plinth of a floor closet and the two
 * boards come off the structure's outer height.
 */
export function insideHeight(structure: ClosetStructure): number {
  const plinth = structure.placement === ClosetPlacement.FLOOR ? FLOOR_PLINTH : 0;
  return structure.height - plinth - 2 * CARCASS_BOARD;
}
