// Furniture families: cabinets (kitchen units, sideboards, TV units, wardrobes), plain panels,
// bookcases and tables. Each model's look is catalogue data (geometry.params, .finishes, .fronts,
// .handle), read here for every model of the family: no code per model.
import type { FrontRow } from '../../../core/catalog';
import { board, bookcase as bookcaseParts, table as tableParts } from './boards';
import { cabinet as cabinetParts, type FrontCell } from './cabinet';
import { FINISHES } from './finishes';
import type { BuildInput } from './input';
import { param, role } from './roles';
import type { Part } from './types';

/** Rows of fronts (bottom up) as cells in body coordinates; rows without a height share the rest. */
export function frontCells(rows: readonly FrontRow[], width: number, height: number): FrontCell[] {
  const stacked = rows.flatMap((row) =>
    Array.from({ length: Math.max(0, Math.round(row.repeat)) }, () => row),
  );
  const fixed = stacked.reduce((sum, row) => sum + (row.height ?? 0), 0);
  const shared = stacked.filter((row) => row.height === undefined).length;
  const rest = shared ? Math.max(0, height - fixed) / shared : 0;
  const cells: FrontCell[] = [];
  let y = 0;
  for (const row of stacked) {
    const h = row.height ?? rest;
    if (!(h > 0)) continue;
    const from = row.from ?? 0;
    const span = (row.to ?? width) - from;
    const n = Math.max(1, Math.round(row.columns));
    for (let i = 0; i < n; i++) {
      cells.push({
        kind: row.kind,
        x0: from + (span * i) / n,
        x1: from + (span * (i + 1)) / n,
        y0: y,
        y1: y + h,
        // Doors side by side open outward in pairs, unless the catalogue says the side.
        hinge: row.hinge ?? (n === 1 ? 'L' : i % 2 === 0 ? 'L' : 'R'),
      });
    }
    y += h;
  }
  return cells;
}

/**
 * A cabinet: a plinth (BASE mm high) or legs (LEGS 1), a carcass, a top board (TOP 1, 25 mm), hung
 * units' handles low (HUNG 1), shelves in open cells (SHELVES), no top board (OPEN_TOP 1: a sink unit), its fronts as geometry.fronts says
 * and handles of geometry.handle's kind. Roles: carcass, front, top, legs, handle.
 */
export function cabinet(input: BuildInput): Part[] {
  const { width, height, depth, fronts = [], handle = 'bar' } = input.geometry;
  const base = Math.max(0, param(input, 'BASE'));
  const front = role(input, 'front', FINISHES.frontWhite);
  const top = param(input, 'TOP') === 1 ? role(input, 'top', front) : undefined;
  const body = height - base - (top ? 25 : 0);
  const shelves = input.geometry.params.SHELVES;
  return cabinetParts({
    width,
    height,
    depth,
    base,
    ...(param(input, 'LEGS') === 1 ? { legs: role(input, 'legs', FINISHES.black) } : {}),
    carcass: role(input, 'carcass', FINISHES.carcassWhite),
    front,
    ...(top ? { top } : {}),
    handle: {
      kind: handle,
      finish: role(input, 'handle', FINISHES.steel),
      ...(param(input, 'HUNG') === 1 ? { low: true } : {}),
    },
    fronts: frontCells(fronts, width, body),
    ...(shelves !== undefined ? { shelves } : {}),
    ...(param(input, 'OPEN_TOP') === 1 ? { openTop: true } : {}),
  });
}

/**
 * A plain board the size of the item (plinths, cornices, end panels, an integrated appliance's
 * front): RAISE mm above its origin, GAP mm narrower, with a bar or knob handle at its top when
 * geometry.handle says. Roles: face, handle.
 */
export function panel(input: BuildInput): Part[] {
  const { width, height, depth, handle = 'none' } = input.geometry;
  const raise = param(input, 'RAISE');
  const parts = board(
    width - param(input, 'GAP'),
    height,
    depth,
    role(input, 'face', FINISHES.frontWhite),
  ).map((p): Part => ({ ...p, position: [p.position[0], p.position[1] + raise, p.position[2]] }));
  if (handle === 'bar' || handle === 'knob')
    parts.push({
      shape: 'box',
      size: [handle === 'knob' ? 26 : Math.min(320, width * 0.45), 12, 14],
      position: [0, raise + height - 50, depth / 2 + 14],
      finish: role(input, 'handle', FINISHES.steel),
    });
  return parts;
}

/** An open bookcase: MODULES of MODW mm, SHELVES, a BACK and LOWDOORS (1 or 0). Roles: body, front. */
export function bookcase(input: BuildInput): Part[] {
  const { width, height, depth } = input.geometry;
  const modules = param(input, 'MODULES', 2);
  const body = role(input, 'body', FINISHES.wood);
  return bookcaseParts(
    {
      modules,
      moduleWidth: param(input, 'MODW', (width - 25) / Math.max(1, modules)),
      height,
      depth,
      shelves: param(input, 'SHELVES', 4),
      back: param(input, 'BACK') === 1,
      lowDoors: param(input, 'LOWDOORS') === 1,
    },
    body,
    role(input, 'front', body),
  );
}

/** A table: its top and four legs, or two trestles (TRESTLE 1), or one pedestal (PEDESTAL 1). Roles: top, legs. */
export function table(input: BuildInput): Part[] {
  const { width, height, depth } = input.geometry;
  const legs = param(input, 'PEDESTAL') === 1 ? 'PEDESTAL' : param(input, 'TRESTLE') === 1 ? 'TRESTLE' : 'L4';
  return tableParts(
    { length: width, width: depth, height, legs },
    role(input, 'top', FINISHES.wood),
    role(input, 'legs', FINISHES.black),
  );
}
