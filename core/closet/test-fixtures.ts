import type { ClosetModel, ClosetStructure } from './model';

/** A closet for tests: 2400 x 2500 x 600 on the floor, with the given parts. */
export function closet(
  parts: Partial<ClosetModel> = {},
  structure: Partial<ClosetStructure> = {},
): ClosetModel {
  return {
    structure: { width: 2400, height: 2500, depth: 600, placement: 3, ...structure },
    dividers: [],
    items: [],
    shelves: [],
    merges: [],
    frontals: [],
    externalDivision: [],
    ...parts,
  };
}
