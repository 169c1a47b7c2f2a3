import type { HandleKind } from '../../../core/catalog';
import { FINISHES } from './finishes';
import type { Finish, Part, Vec3 } from './types';

export type { HandleKind };

/** Board thicknesses (mm): carcass panels, fronts, backs; the gap between neighbouring fronts. */
export const BOARD = 18;
export const FRONT = 19;
export const BACK = 8;
export const GAP = 3;
/**
 * Door handles within reach (mm above the floor): at the door's top while that is at most
 * HANDLE_HIGHEST (base units, a tall unit's lower door), else at HANDLE_REACH or as near it as the
 * door allows (a full-height door's in its middle, a tall unit's upper door's at its bottom), as
 * kitchens and wardrobes are fitted.
 */
export const HANDLE_HIGHEST = 1500;
export const HANDLE_REACH = 1050;

/** One front of a cabinet, in body coordinates: x from the body's left, y from its bottom. */
export interface FrontCell {
  kind: 'door' | 'drawer' | 'flap' | 'glass' | 'appliance' | 'open';
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Doors: the side the hinges are on; the handle goes on the other side. */
  hinge?: 'L' | 'R';
}

export interface CabinetSpec {
  width: number;
  /** Overall height, plinth or legs included. */
  height: number;
  depth: number;
  /** Height of the recessed plinth, or of the legs when `legs` is set; 0 for hung units. */
  base: number;
  legs?: Finish;
  carcass: Finish;
  front: Finish;
  handle: { kind: HandleKind; finish: Finish; /** Hung units have their door handles low. */ low?: boolean };
  fronts: FrontCell[];
  /** A separate top board (sideboards), on top of the body. */
  top?: Finish;
  /** Shelves shown in open cells. */
  shelves?: number;
  /** No top board (a sink unit: the sink's bowl hangs into it from the worktop). */
  openTop?: boolean;
}

const box = (size: Vec3, position: Vec3, finish: Finish): Part => ({ shape: 'box', size, position, finish });

/** Cells side by side across the whole body: doors by count (hinges alternate outward in pairs). */
export function doorColumns(
  count: number,
  width: number,
  y0: number,
  y1: number,
  kind: FrontCell['kind'] = 'door',
): FrontCell[] {
  const n = Math.max(1, Math.round(count));
  return Array.from({ length: n }, (_, i) => ({
    kind,
    x0: (width * i) / n,
    x1: (width * (i + 1)) / n,
    y0,
    y1,
    hinge: n === 1 ? 'L' : i % 2 === 0 ? 'L' : 'R',
  }));
}

/** Drawers stacked over the body's height, the top one shallower as kitchens make them. */
export function drawerRows(count: number, width: number, y0: number, y1: number): FrontCell[] {
  const n = Math.max(1, Math.round(count));
  const height = y1 - y0;
  const heights = n === 1 ? [height] : [height * 0.22, ...Array(n - 1).fill((height * 0.78) / (n - 1))];
  let top = y1;
  return heights.map((h) => {
    const cell: FrontCell = { kind: 'drawer', x0: 0, x1: width, y0: top - h, y1: top };
    top -= h;
    return cell;
  });
}

/** Fronts that close their cell: behind them the carcass shows only as a box. */
const CLOSING: ReadonlySet<FrontCell['kind']> = new Set(['door', 'drawer', 'flap', 'appliance']);
/** Fronts that are one plain board each: side by side they read as one board while the view moves. */
const PLAIN: ReadonlySet<FrontCell['kind']> = new Set(['door', 'drawer', 'flap']);

/**
 * How a cabinet's parts merge while the view moves (types.ts `merge`): its boards into one box when
 * every cell is closed (nothing shows the inside), its fronts into one board when they are all plain
 * (a glass door's pane or an appliance's window would be covered).
 */
function merges(spec: CabinetSpec): { carcass: boolean; fronts: boolean } {
  return {
    carcass: spec.fronts.length > 0 && spec.fronts.every((cell) => CLOSING.has(cell.kind)),
    fronts: spec.fronts.length > 0 && spec.fronts.every((cell) => PLAIN.has(cell.kind)),
  };
}

function carcass(spec: CabinetSpec, bodyHeight: number, y0: number): Part[] {
  const { width: w, depth: d, carcass: finish } = spec;
  const inner = d - FRONT;
  const z = -FRONT / 2;
  const boards = [
    box([BOARD, bodyHeight, inner], [-w / 2 + BOARD / 2, y0 + bodyHeight / 2, z], finish),
    box([BOARD, bodyHeight, inner], [w / 2 - BOARD / 2, y0 + bodyHeight / 2, z], finish),
    box([w - 2 * BOARD, BOARD, inner], [0, y0 + BOARD / 2, z], finish),
    ...(spec.openTop
      ? []
      : [box([w - 2 * BOARD, BOARD, inner], [0, y0 + bodyHeight - BOARD / 2, z], finish)]),
    box([w - 2 * BOARD, bodyHeight - 2 * BOARD, BACK], [0, y0 + bodyHeight / 2, -d / 2 + BACK / 2], finish),
  ];
  return merges(spec).carcass ? boards.map((part): Part => ({ ...part, merge: 'carcass' })) : boards;
}

function base(spec: CabinetSpec): Part[] {
  const { width: w, depth: d, base: h } = spec;
  if (h <= 0) return [];
  if (spec.legs) {
    const inset = 40;
    return [-1, 1].flatMap((sx) =>
      [-1, 1].map((sz): Part => ({
        shape: 'cylinder',
        size: [30, h, 30],
        position: [sx * (w / 2 - inset), h / 2, sz * (d / 2 - inset)],
        finish: spec.legs!,
      })),
    );
  }
  // Recessed 50 mm behind the fronts, in shadow, as kitchen plinths are.
  return [box([w - 2, h, 16], [0, h / 2, d / 2 - FRONT - 50], FINISHES.plinth)];
}

function handle(spec: CabinetSpec, cell: FrontCell, left: number, bottom: number, frontZ: number): Part[] {
  const { kind, finish } = spec.handle;
  const cw = cell.x1 - cell.x0;
  const ch = cell.y1 - cell.y0;
  const z = frontZ + FRONT / 2 + 14;
  const horizontal = cell.kind === 'drawer' || cell.kind === 'flap' || cell.kind === 'appliance';
  if (kind === 'none' || cell.kind === 'open') return [];
  if (kind === 'edge')
    return [box([cw - GAP - 20, 10, FRONT + 4], [left + cw / 2, bottom + ch - 5, frontZ], finish)];
  if (kind === 'gola')
    return [box([cw, 30, 24], [left + cw / 2, bottom + ch + 2, frontZ - 4], FINISHES.shadow)];
  const size = kind === 'knob' ? 26 : Math.min(horizontal ? cw * 0.45 : ch * 0.35, 320);
  // A standing unit's y is height above the floor; a hung unit's fronts are all above reach.
  const aboveReach = spec.handle.low || bottom + ch > HANDLE_HIGHEST;
  if (horizontal) {
    const y = cell.kind === 'flap' && aboveReach ? bottom + 50 : bottom + ch - 50;
    return [box([kind === 'knob' ? 26 : size, 12, 14], [left + cw / 2, y, z], finish)];
  }
  const x = cell.hinge === 'R' ? left + 45 : left + cw - 45;
  const height = kind === 'knob' ? 26 : size;
  const lowest = bottom + 40 + height / 2;
  const highest = bottom + ch - 40 - height / 2;
  // Never a handle more than two metres up on a tall unit's upper door (it was at the door's top).
  const y = spec.handle.low
    ? lowest
    : highest <= HANDLE_HIGHEST
      ? highest
      : Math.max(lowest, Math.min(highest, HANDLE_REACH));
  return [box([12, height, 14], [x, y, z], finish)];
}

function front(spec: CabinetSpec, cell: FrontCell, bodyBottom: number): Part[] {
  const { width: w, depth: d } = spec;
  const cw = cell.x1 - cell.x0 - GAP;
  const ch = cell.y1 - cell.y0 - GAP;
  const left = -w / 2 + cell.x0 + GAP / 2;
  const bottom = bodyBottom + cell.y0 + GAP / 2;
  const z = d / 2 - FRONT / 2;
  const centre: Vec3 = [left + cw / 2, bottom + ch / 2, z];
  const parts: Part[] = [];
  if (cell.kind === 'open') {
    const shelves = spec.shelves ?? 1;
    for (let i = 1; i <= shelves; i++) {
      parts.push(
        box(
          [cw, BOARD, d - FRONT - BACK],
          [centre[0], bottom + (ch * i) / (shelves + 1), -FRONT / 2 + BACK / 2],
          spec.carcass,
        ),
      );
    }
    return parts;
  }
  if (cell.kind === 'glass') {
    const rail = 60;
    parts.push(
      box([rail, ch, FRONT], [left + rail / 2, centre[1], z], spec.front),
      box([rail, ch, FRONT], [left + cw - rail / 2, centre[1], z], spec.front),
      box([cw - 2 * rail, rail, FRONT], [centre[0], bottom + rail / 2, z], spec.front),
      box([cw - 2 * rail, rail, FRONT], [centre[0], bottom + ch - rail / 2, z], spec.front),
      box([cw - 2 * rail, ch - 2 * rail, 4], [centre[0], centre[1], z], FINISHES.glass),
    );
  } else if (cell.kind === 'appliance') {
    parts.push(box([cw, ch, FRONT], centre, FINISHES.applianceGlass));
    parts.push(box([cw * 0.7, 14, 14], [centre[0], bottom + ch - 45, z + FRONT / 2 + 14], FINISHES.steel));
    return parts;
  } else {
    parts.push({
      ...box([cw, ch, FRONT], centre, spec.front),
      ...(merges(spec).fronts ? { merge: 'fronts' } : {}),
    });
  }
  return [...parts, ...handle(spec, cell, -w / 2 + cell.x0, bodyBottom + cell.y0, z)];
}

/** A cabinet: carcass, plinth or legs, fronts and handles, and a top board when it has one. */
export function cabinet(spec: CabinetSpec): Part[] {
  const topThickness = spec.top ? 25 : 0;
  const bodyHeight = spec.height - spec.base - topThickness;
  if (!(bodyHeight > 2 * BOARD) || !(spec.width > 2 * BOARD) || !(spec.depth > FRONT + BACK)) {
    // Too small to have a carcass (a filler, a panel): one solid board of the front's finish.
    return [box([spec.width, spec.height, spec.depth], [0, spec.height / 2, 0], spec.front)];
  }
  const parts = [...base(spec), ...carcass(spec, bodyHeight, spec.base)];
  for (const cell of spec.fronts) parts.push(...front(spec, cell, spec.base));
  if (spec.top)
    parts.push(
      box([spec.width + 10, topThickness, spec.depth + 10], [0, spec.height - topThickness / 2, 5], spec.top),
    );
  return parts;
}
