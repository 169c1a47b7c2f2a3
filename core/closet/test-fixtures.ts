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

/** 2,400 mm in three sections (1200, 500, 700): a shelf, a drawer, two hinged doors on the first. */
export const threeSections: ClosetModel = closet({
  dividers: [1200, 1700],
  shelves: [{ section: 1, y: 1000, thickness: 18 }],
  items: [{ type: 'drawer', section: 3, y: 0, height: 200 }],
  frontals: [{ type: 'hinged', from: 1, to: 1, panels: 2 }],
});
