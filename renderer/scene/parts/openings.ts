// Openings: interior and pocket doors, windows and balcony doors (the DOORS and WINDOWS catalogues).
import { interiorDoor, window_ } from './boards';
import { FINISHES, finishOf } from './finishes';
import type { Builder, BuildInput } from './input';
import type { Part } from './types';

/** A hinged or pocket door: leaf and frame in the door's finish; a pocket door slides, hinge-less. */
function door(i: BuildInput, pocket: boolean): Part[] {
  const finish = finishOf(i.variables, i.values, 'DOORFIN', FINISHES.frontWhite);
  return interiorDoor(
    {
      width: i.geometry.width,
      height: i.geometry.height,
      depth: i.geometry.depth,
      hingeLeft: pocket || (i.geometry.params.HINGE_LEFT ?? 1) === 1,
      // The leaf as the catalogue's geometry says (DOORS: GLAZED, PANELS, GROOVES from the style).
      glass: (i.geometry.params.GLAZED ?? 0) === 1,
      panels: i.geometry.params.PANELS ?? 0,
      grooves: i.geometry.params.GROOVES ?? 0,
      pocket,
    },
    finish,
    finish,
    FINISHES.steel,
    // Clear glass tinted as the chosen insert's swatch (satin, reeded, bronze).
    { ...FINISHES.glass, color: finishOf(i.variables, i.values, 'GLASS', FINISHES.glass).color },
  );
}

export const openingBuilders: Record<string, Builder> = {
  'DOORS/INTDOOR': (i) => door(i, false),
  'DOORS/POCKET': (i) => door(i, true),
  'WINDOWS/WINDOW': (i) =>
    window_(
      {
        width: i.geometry.width,
        height: i.geometry.height,
        depth: i.geometry.depth,
        sashes: i.geometry.params.SASHES ?? 1,
      },
      finishOf(i.variables, i.values, 'FRAMECOL', FINISHES.frontWhite),
      FINISHES.steel,
    ),
  'WINDOWS/BALCONY': (i) =>
    window_(
      {
        width: i.geometry.width,
        height: i.geometry.height,
        depth: i.geometry.depth,
        sashes: i.geometry.params.SASHES ?? 2,
      },
      finishOf(i.variables, i.values, 'FRAMECOL', FINISHES.frontWhite),
      FINISHES.steel,
    ),
};
