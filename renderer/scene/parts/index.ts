import { bookcase, board, interiorDoor, table, window_, worktop } from './boards';
import {
  cabinet,
  doorColumns,
  drawerRows,
  type CabinetSpec,
  type FrontCell,
  type HandleKind,
} from './cabinet';
import { FINISHES, finishOf, num, text, type SwatchVariable, type Values } from './finishes';
import type { Part } from './types';

export type { Part, Finish, Vec3, Shape } from './types';
export { batchKey } from './types';
export type { SwatchVariable, Values } from './finishes';

/** What a builder gets: the row's catalogue, model, evaluated geometry and chosen values. */
export interface BuildInput {
  catalog: string;
  model: string;
  /** The model it derives from: a variant model without a builder of its own is drawn as its base. */
  basemodel?: string;
  geometry: { width: number; height: number; depth: number; params: Readonly<Record<string, number>> };
  values: Values;
  variables: readonly SwatchVariable[];
}

type Builder = (input: BuildInput) => Part[];

/** Kitchen handle codes: H1 bar, H2 knob, H3 gola (no handle), H4 edge profile, H5 push to open. */
const HANDLES: Record<string, HandleKind> = {
  H1: 'bar',
  H2: 'knob',
  H3: 'gola',
  H4: 'edge',
  H5: 'none',
  LH1: 'bar',
  LH2: 'knob',
  LH3: 'none',
};

function kitchenCabinet(
  input: BuildInput,
  fronts: (bodyWidth: number, bodyHeight: number) => FrontCell[],
  hung = false,
): Part[] {
  const { geometry: g, values, variables } = input;
  const base = hung ? 0 : num(values, 'PLINTH_H', g.params.PLINTH ?? 100);
  const spec: CabinetSpec = {
    width: g.width,
    height: g.height,
    depth: g.depth,
    base,
    carcass: finishOf(variables, values, 'CARCASS', FINISHES.carcassWhite),
    front: finishOf(variables, values, 'FRONT', FINISHES.frontWhite),
    handle: {
      kind: HANDLES[text(values, 'HANDLE', 'H1')] ?? 'bar',
      finish: finishOf(variables, values, 'HFIN', FINISHES.steel),
      low: hung,
    },
    fronts: fronts(g.width, g.height - base),
  };
  return cabinet(spec);
}

const doors =
  (input: BuildInput, kind: FrontCell['kind'] = 'door') =>
  (w: number, h: number) =>
    doorColumns(input.geometry.params.DOORS ?? num(input.values, 'DOORS', w > 600 ? 2 : 1), w, 0, h, kind);

/** A hinged or pocket door: leaf and frame in the door's finish; a pocket door slides, hinge-less. */
function door(i: BuildInput, pocket: boolean): Part[] {
  const finish = finishOf(i.variables, i.values, 'DOORFIN', FINISHES.frontWhite);
  return interiorDoor(
    {
      width: i.geometry.width,
      height: i.geometry.height,
      depth: i.geometry.depth,
      hingeLeft: pocket || (i.geometry.params.HINGE_LEFT ?? 1) === 1,
      glass: text(i.values, 'GLASS', 'NONE') !== 'NONE',
      pocket,
    },
    finish,
    finish,
    FINISHES.steel,
  );
}

const builders: Record<string, Builder> = {
  'KITCHEN/B1': (i) => kitchenCabinet(i, doors(i)),
  'KITCHEN/B1S': (i) => kitchenCabinet(i, doors(i)),
  'KITCHEN/B3D': (i) =>
    kitchenCabinet(i, (w, h) =>
      drawerRows(i.geometry.params.DRAWERS ?? num(i.values, 'DRAWERS', 3), w, 0, h),
    ),
  'KITCHEN/BC': (i) =>
    kitchenCabinet(i, (w, h) => {
      // The blind part of a corner unit runs behind the neighbouring unit: only the door shows.
      const door = Math.min(600, w / 2);
      return text(i.values, 'BLIND', 'L') === 'L'
        ? [{ kind: 'door', x0: w - door, x1: w, y0: 0, y1: h, hinge: 'R' }]
        : [{ kind: 'door', x0: 0, x1: door, y0: 0, y1: h, hinge: 'L' }];
    }),
  'KITCHEN/BO': (i) =>
    kitchenCabinet(i, (w, h) => [
      { kind: 'appliance', x0: 0, x1: w, y0: h - 595, y1: h },
      { kind: 'drawer', x0: 0, x1: w, y0: 0, y1: h - 595 },
    ]),
  'KITCHEN/DW': (i) => {
    const plinth = num(i.values, 'PLINTH_H', 100);
    const front = finishOf(i.variables, i.values, 'FRONT', FINISHES.frontWhite);
    const handleKind = HANDLES[text(i.values, 'HANDLE', 'H1')] ?? 'bar';
    const parts = board(i.geometry.width - 3, i.geometry.height, i.geometry.depth, front).map((p) => ({
      ...p,
      position: [p.position[0], p.position[1] + plinth, p.position[2]] as const,
    }));
    if (handleKind === 'bar' || handleKind === 'knob') {
      const size = handleKind === 'knob' ? 26 : Math.min(320, i.geometry.width * 0.45);
      parts.push({
        shape: 'box',
        size: [size, 12, 14],
        position: [0, plinth + i.geometry.height - 50, i.geometry.depth / 2 + 14],
        finish: finishOf(i.variables, i.values, 'HFIN', FINISHES.steel),
      });
    }
    return parts;
  },
  'KITCHEN/W1': (i) =>
    kitchenCabinet(i, doors(i, text(i.values, 'FRONTTYPE') === 'GLASS' ? 'glass' : 'door'), true),
  'KITCHEN/WF': (i) => kitchenCabinet(i, (w, h) => [{ kind: 'flap', x0: 0, x1: w, y0: 0, y1: h }], true),
  'KITCHEN/WC': (i) =>
    kitchenCabinet(
      i,
      (w, h) => [{ kind: 'door', x0: 0, x1: Math.min(w, 400), y0: 0, y1: h, hinge: 'L' }],
      true,
    ),
  'KITCHEN/TO': (i) =>
    kitchenCabinet(i, (w, h) => [
      { kind: 'door', x0: 0, x1: w, y0: 0, y1: 700, hinge: 'L' },
      { kind: 'appliance', x0: 0, x1: w, y0: 700, y1: 1295 },
      { kind: 'door', x0: 0, x1: w, y0: 1295, y1: h, hinge: 'L' },
    ]),
  'KITCHEN/TF': (i) =>
    kitchenCabinet(i, (w, h) => [
      { kind: 'door', x0: 0, x1: w, y0: 0, y1: h * 0.62, hinge: 'R' },
      { kind: 'door', x0: 0, x1: w, y0: h * 0.62, y1: h, hinge: 'R' },
    ]),
  'KITCHEN/TP': (i) =>
    kitchenCabinet(i, (w, h) => [
      ...doorColumns(w > 600 ? 2 : 1, w, 0, h * 0.62),
      ...doorColumns(w > 600 ? 2 : 1, w, h * 0.62, h),
    ]),
  'KITCHEN/WT': (i) =>
    worktop(
      i.geometry.width,
      i.geometry.height,
      i.geometry.depth,
      finishOf(i.variables, i.values, 'WTDECOR', FINISHES.carcassWhite),
      {
        sink: text(i.values, 'SINKCUT', 'NONE') !== 'NONE',
        hob: i.values.HOBCUT === true || i.values.HOBCUT === 'true',
      },
    ),
  'KITCHEN/PL': (i) =>
    board(
      i.geometry.width,
      i.geometry.height,
      i.geometry.depth,
      finishOf(i.variables, i.values, 'PLFIN', FINISHES.shadow),
    ),
  'KITCHEN/CO': (i) =>
    board(
      i.geometry.width,
      i.geometry.height,
      i.geometry.depth,
      finishOf(i.variables, i.values, 'FRONT', FINISHES.frontWhite),
    ),
  'KITCHEN/EP': (i) =>
    board(
      i.geometry.width,
      i.geometry.height,
      i.geometry.depth,
      finishOf(i.variables, i.values, 'FRONT', FINISHES.frontWhite),
    ),
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

/** A cabinet with one door per 600 mm: how an unknown model with a geometry is still drawn as furniture. */
function generic(input: BuildInput): Part[] {
  const { geometry: g, values, variables } = input;
  const finish = finishOf(
    variables,
    values,
    'FRONT',
    finishOf(variables, values, 'FINISH', FINISHES.frontWhite),
  );
  const base = g.height > 400 ? 80 : 0;
  return cabinet({
    width: g.width,
    height: g.height,
    depth: g.depth,
    base,
    carcass: finishOf(variables, values, 'CARCASS', FINISHES.carcassWhite),
    front: finish,
    handle: { kind: 'bar', finish: FINISHES.steel },
    fronts: doorColumns(Math.max(1, Math.round(g.width / 600)), g.width, 0, g.height - base),
  });
}

/** The parts of one row, from its catalogue model's builder (or the generic cabinet). */
export function partsFor(input: BuildInput): Part[] {
  const g = input.geometry;
  if (!(g.width > 0 && g.height > 0 && g.depth > 0)) return [];
  return (builderOf(input.catalog, input.model, input.basemodel) ?? generic)(input);
}

function builderOf(catalog: string, model: string, basemodel?: string): Builder | undefined {
  for (const cod of [model, basemodel]) {
    const key = `${catalog}/${cod}`.toUpperCase();
    if (cod && Object.hasOwn(builders, key)) return builders[key];
  }
  return undefined;
}

/** Whether a model (or its base model) has its own builder; the others get the generic cabinet. */
export function hasBuilder(catalog: string, model: string, basemodel?: string): boolean {
  return builderOf(catalog, model, basemodel) !== undefined;
}
