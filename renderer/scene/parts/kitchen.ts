// Kitchen builders: base, wall and tall units, appliances' housings, worktops, plinths, panels.
import { board, worktop } from './boards';
import { cabinet, doorColumns, drawerRows, type CabinetSpec, type FrontCell } from './cabinet';
import { FINISHES, finishOf, num, text } from './finishes';
import { HANDLES, type Builder, type BuildInput } from './input';
import type { Part } from './types';

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

export const kitchenBuilders: Record<string, Builder> = {
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
      finishOf(i.variables, i.values, 'PLFIN', FINISHES.plinth),
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
};
