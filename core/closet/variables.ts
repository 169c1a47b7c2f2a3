import type { ClosetModel } from './model';
import { sectionCount } from './layout';

/**
 * The catalogue variables a closet model decides (the CLOSET catalogue's WARDROBE model): the
 * structure, the number of sections, and the counts the catalogue prices (rails, drawers, shelves,
 * hinged leaves, sliding panels). The catalogue's rules price a closet row from these, so the model
 * the closet tool edits and the row's price are the same closet. The other variables of the row
 * (finishes, handle) are the user's own choices and are kept as they are.
 */
export const CLOSET_VARIABLES = [
  'WIDTH',
  'HEIGHT',
  'DEPTH',
  'PLACEMENT',
  'SECTIONS',
  'RAILS',
  'DRAWERS',
  'SHELFQT',
  'FRONTTYPE',
  'LEAVES',
  'SLIDEPANELS',
] as const;
export type ClosetVariable = (typeof CLOSET_VARIABLES)[number];

export function closetVariables(model: ClosetModel): Record<ClosetVariable, string> {
  const { width, height, depth, placement } = model.structure;
  const hinged = model.frontals.filter((f) => f.type === 'hinged');
  const sliding = model.frontals.filter((f) => f.type === 'sliding');
  const count = (type: string) => model.items.filter((i) => i.type === type).length;
  const panels = (list: typeof hinged) => list.reduce((sum, f) => sum + f.panels, 0);
  return {
    WIDTH: String(width),
    HEIGHT: String(height),
    DEPTH: String(depth),
    PLACEMENT: String(placement),
    SECTIONS: String(sectionCount(model)),
    RAILS: String(count('rail')),
    DRAWERS: String(count('drawer')),
    SHELFQT: String(model.shelves.length),
    FRONTTYPE: sliding.length > 0 ? 'SLIDING' : hinged.length > 0 ? 'HINGED' : 'NONE',
    LEAVES: String(panels(hinged)),
    SLIDEPANELS: String(panels(sliding)),
  };
}
