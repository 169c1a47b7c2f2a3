// Living-room and bedroom builders: sideboards, TV units, bookcases, tables, wardrobes.
import { bookcase, table } from './boards';
import { cabinet, doorColumns, type FrontCell } from './cabinet';
import { FINISHES, finishOf, num, text } from './finishes';
import { HANDLES, type Builder } from './input';

export const livingBuilders: Record<string, Builder> = {
  'LIVING/SB': (i) => {
    const body = finishOf(i.variables, i.values, 'FINISH', FINISHES.frontWhite);
    const baseKind = text(i.values, 'BASE', 'PLINTH');
    const baseHeight = baseKind === 'WOOD' ? 160 : baseKind === 'METAL' ? 110 : 60;
    return cabinet({
      width: i.geometry.width,
      height: i.geometry.height,
      depth: i.geometry.depth,
      base: baseHeight,
      ...(baseKind === 'WOOD' || baseKind === 'METAL'
        ? { legs: finishOf(i.variables, i.values, 'BASE', FINISHES.black) }
        : {}),
      carcass: body,
      front: body,
      top: text(i.values, 'TOP', 'SAME') === 'SAME' ? body : finishOf(i.variables, i.values, 'TOP', body),
      handle: { kind: HANDLES[text(i.values, 'HANDLE', 'LH1')] ?? 'bar', finish: FINISHES.black },
      fronts: doorColumns(
        i.geometry.params.DOORS ?? 2,
        i.geometry.width,
        0,
        i.geometry.height - baseHeight - 25,
      ),
    });
  },
  'LIVING/TV': (i) => {
    const body = finishOf(i.variables, i.values, 'FINISH', FINISHES.frontWhite);
    const hung = text(i.values, 'BASE') === 'WALL';
    const base = hung ? 0 : 50;
    const w = i.geometry.width;
    const h = i.geometry.height - base - 25;
    const columns = Math.max(1, Math.round(w / 600));
    const kind = text(i.values, 'TVFRONTS', 'FLAP');
    const fronts: FrontCell[] =
      kind === 'OPEN'
        ? doorColumns(columns, w, 0, h, 'open')
        : kind === 'DRAWERS'
          ? doorColumns(columns, w, 0, h, 'drawer')
          : doorColumns(columns, w, 0, h, 'flap');
    return cabinet({
      width: w,
      height: i.geometry.height,
      depth: i.geometry.depth,
      base,
      carcass: body,
      front: body,
      top: body,
      handle: { kind: 'none', finish: FINISHES.black },
      fronts,
      shelves: 1,
    });
  },
  'LIVING/BK': (i) => {
    const finish = finishOf(i.variables, i.values, 'FINISH', FINISHES.wood);
    return bookcase(
      {
        modules: i.geometry.params.MODULES ?? num(i.values, 'MODULES', 2),
        moduleWidth: num(
          i.values,
          'MODW',
          (i.geometry.width - 25) / Math.max(1, i.geometry.params.MODULES ?? 2),
        ),
        height: i.geometry.height,
        depth: i.geometry.depth,
        shelves: i.geometry.params.SHELVES ?? num(i.values, 'SHELVES', 4),
        back: i.values.BACK === true || i.values.BACK === 'true',
        lowDoors: i.values.LOWDOORS === true || i.values.LOWDOORS === 'true',
      },
      finish,
      finish,
    );
  },
  'LIVING/DT': (i) =>
    table(
      {
        length: i.geometry.width,
        width: i.geometry.depth,
        height: i.geometry.height,
        legs: text(i.values, 'LEGTYPE', 'L4') as 'L4' | 'TRESTLE' | 'PEDESTAL',
      },
      finishOf(i.variables, i.values, 'TOPMAT', FINISHES.wood),
      finishOf(i.variables, i.values, 'LEGFIN', FINISHES.black),
    ),
  'CLOSET/WARDROBE': (i) => {
    const sections = Math.max(1, Math.round(i.geometry.params.SECTIONS ?? num(i.values, 'SECTIONS', 2)));
    const fronts = text(i.values, 'FRONTTYPE', 'HINGED');
    const h = i.geometry.height - 100;
    const cells =
      fronts === 'NONE'
        ? doorColumns(sections, i.geometry.width, 0, h, 'open')
        : fronts === 'SLIDING'
          ? doorColumns(Math.max(2, sections), i.geometry.width, 0, h)
          : doorColumns(sections * 2, i.geometry.width, 0, h);
    return cabinet({
      shelves: num(i.values, 'SHELVES', 4),
      width: i.geometry.width,
      height: i.geometry.height,
      depth: i.geometry.depth,
      base: 100,
      carcass: finishOf(i.variables, i.values, 'CARCASS', FINISHES.carcassWhite),
      front: finishOf(i.variables, i.values, 'FINISH', FINISHES.frontWhite),
      // Sliding doors have recessed grips; hinged ones a bar handle.
      handle: {
        kind: fronts === 'SLIDING' || text(i.values, 'HANDLE') === 'NONE' ? 'none' : 'bar',
        finish: FINISHES.steel,
      },
      fronts: cells,
    });
  },
};
