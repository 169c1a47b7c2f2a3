import { computeAreas } from './areas';
import { frontalOver } from './frontals';
import { CARCASS_BOARD, FLOOR_PLINTH, insideHeight, sectionsOf } from './layout';
import { ClosetPlacement, type ClosetItemType, type ClosetModel } from './model';
import { hingesFor } from './summary';

/**
 * The closet as it will be built, derived once from its model: every panel with its place and cut
 * sizes, and the fittings. The 3D model draws these boxes and the BOM lists them, so the two cannot
 * disagree. Lengths in whole mm (rounded where a door is split); x from the left outer edge, y from
 * the floor up, z from the back wall forwards.
 */

/** Board thickness of carcass panels, shelves and doors; the back is thinner. */
export const BOARD = CARCASS_BOARD;
export const BACK_BOARD = 8;
/** The plinth under a floor-standing closet lifts its carcass. */
export const PLINTH_HEIGHT = FLOOR_PLINTH;
/** Sliding doors run in front of the carcass on a track this deep. */
export const TRACK_DEPTH = 80;

export type PanelKind =
  | 'side'
  | 'divider'
  | 'top'
  | 'bottom'
  | 'back'
  | 'plinth'
  | 'shelf'
  | 'door'
  | 'sliding-door'
  | 'drawer-front';

export interface ClosetPanel {
  kind: PanelKind;
  /** The section it belongs to (shelves, drawer fronts), or the first of the area (doors). */
  section?: number;
  /** Its box: min corner and sizes (x width, y height, z depth). */
  x: number;
  y: number;
  z: number;
  width: number;
  height: number;
  depth: number;
  /** Edges with edge banding (the visible ones). */
  edges: number;
}

export type FittingKind =
  'rail' | 'drawer-runners' | 'hinge' | 'handle' | 'track' | 'foot' | 'bracket' | 'accessory';

export interface ClosetFitting {
  kind: FittingKind;
  count: number;
  section?: number;
  /** Where the fitting sits, for the 3D model (rails, handles): a box like a panel's. */
  box?: { x: number; y: number; z: number; width: number; height: number; depth: number };
  /** The accessory's type for 'accessory' (shoe rack, basket, trouser rack). */
  item?: ClosetItemType;
}

export interface ClosetParts {
  panels: ClosetPanel[];
  fittings: ClosetFitting[];
  /** Clear width between the uprights of each section, left to right. */
  clearWidths: number[];
}

/** Builds the parts of a valid closet (validateCloset): carcass per box, interior, fronts, fittings. */
export function closetParts(model: ClosetModel): ClosetParts {
  const { width, height, depth, placement } = model.structure;
  const base = placement === ClosetPlacement.FLOOR ? PLINTH_HEIGHT : 0;
  const inner = insideHeight(model.structure); // between bottom and top
  const floorY = base + BOARD; // the inside's y = 0
  const panels: ClosetPanel[] = [];
  const fittings: ClosetFitting[] = [];
  const splits = model.externalDivision;
  const bounds = [0, ...splits, width];
  // Each box has its own sides; a split puts two sides back to back at the split's position.
  const uprights: { kind: 'side' | 'divider'; from: number; to: number }[] = [];
  bounds.slice(1).forEach((right, i) => {
    const left = bounds[i] ?? 0;
    uprights.push({ kind: 'side', from: left, to: left + BOARD });
    uprights.push({ kind: 'side', from: right - BOARD, to: right });
    panels.push(
      {
        kind: 'bottom',
        x: left + BOARD,
        y: base,
        z: BACK_BOARD,
        width: right - left - 2 * BOARD,
        height: BOARD,
        depth: depth - BACK_BOARD,
        edges: 1,
      },
      {
        kind: 'top',
        x: left + BOARD,
        y: height - BOARD,
        z: BACK_BOARD,
        width: right - left - 2 * BOARD,
        height: BOARD,
        depth: depth - BACK_BOARD,
        edges: 1,
      },
      {
        kind: 'back',
        x: left + BOARD,
        y: base + BOARD,
        z: 0,
        width: right - left - 2 * BOARD,
        height: inner,
        depth: BACK_BOARD,
        edges: 0,
      },
    );
    if (base > 0) {
      panels.push({
        kind: 'plinth',
        x: left + BOARD,
        y: 0,
        z: 60,
        width: right - left - 2 * BOARD,
        height: base,
        depth: BOARD,
        edges: 1,
      });
    }
  });
  // A split is not a divider: its place holds the two sides of the boxes.
  for (const x of model.dividers) {
    if (!splits.includes(x)) uprights.push({ kind: 'divider', from: x - BOARD / 2, to: x + BOARD / 2 });
  }
  uprights.sort((a, b) => a.from - b.from);
  for (const u of uprights) {
    const tall = u.kind === 'side' ? height : inner;
    panels.push({
      kind: u.kind,
      x: u.from,
      y: u.kind === 'side' ? 0 : floorY,
      z: 0,
      width: u.to - u.from,
      height: tall,
      depth: u.kind === 'side' ? depth : depth - BACK_BOARD,
      edges: 1,
    });
  }

  // Sections between uprights: the clear space each shelf and drawer fills.
  const sections = sectionsOf(model.structure, model.dividers);
  const clear = sections.map((s) => {
    const left = uprights.filter((u) => u.from < s.x + s.width / 2).reduce((a, u) => Math.max(a, u.to), 0);
    const right = uprights
      .filter((u) => u.to > s.x + s.width / 2)
      .reduce((a, u) => Math.min(a, u.from), width);
    return { x: left, width: right - left };
  });
  const clearOf = (n: number) => clear[n - 1] ?? { x: 0, width: 0 };
  // What a shelf or an interior item fills: its section's clear width, from the back board to
  // 20 mm behind the fronts.
  const interiorBox = (section: number, y: number, height: number) => {
    const c = clearOf(section);
    return { x: c.x, y: floorY + y, z: BACK_BOARD, width: c.width, height, depth: depth - BACK_BOARD - 20 };
  };
  for (const s of model.shelves) {
    panels.push({ kind: 'shelf', section: s.section, ...interiorBox(s.section, s.y, s.thickness), edges: 1 });
  }
  for (const it of model.items) {
    const c = clearOf(it.section);
    const box = interiorBox(it.section, it.y, it.height);
    if (it.type === 'rail') fittings.push({ kind: 'rail', count: 1, section: it.section, box });
    else if (it.type === 'drawer') {
      fittings.push({ kind: 'drawer-runners', count: 1, section: it.section, box });
      // Behind doors a drawer has its inner front; without doors the front is the visible one.
      const behind = frontalOver(model, it.section) !== undefined;
      panels.push({
        kind: 'drawer-front',
        section: it.section,
        x: c.x + 2,
        y: floorY + it.y + 2,
        z: depth - 20 - BOARD,
        width: c.width - 4,
        height: it.height - 4,
        depth: BOARD,
        edges: behind ? 1 : 4,
      });
      if (!behind) fittings.push({ kind: 'handle', count: 1, section: it.section });
    } else fittings.push({ kind: 'accessory', item: it.type, count: 1, section: it.section, box });
  }

  // Fronts: hinged leaves overlay their area; sliding panels run on a track in front of the carcass.
  const areas = computeAreas(model);
  for (const f of model.frontals) {
    const area = areas.find((a) => a.from === f.from && a.to === f.to);
    if (!area) continue;
    const leaf = Math.floor(area.width / f.panels);
    for (let i = 0; i < f.panels; i++) {
      const w = i === f.panels - 1 ? area.width - leaf * (f.panels - 1) : leaf;
      const x = area.x + leaf * i;
      if (f.type === 'hinged') {
        panels.push({
          kind: 'door',
          section: f.from,
          x: x + 2,
          y: base + 2,
          z: depth + 2,
          width: w - 4,
          height: height - base - 4,
          depth: BOARD,
          edges: 4,
        });
      } else {
        // Alternate panels run on the front and the back rail of the track, overlapping by 40 mm.
        const lane = i % 2 === 0 ? 0 : BOARD + 12;
        panels.push({
          kind: 'sliding-door',
          section: f.from,
          x: Math.max(area.x, x - 20),
          y: base,
          z: depth + TRACK_DEPTH - BOARD - lane,
          width: Math.min(w + 40, area.x + area.width - Math.max(area.x, x - 20)),
          height: height - base,
          depth: BOARD,
          edges: 4,
        });
      }
    }
    if (f.type === 'hinged') {
      fittings.push({ kind: 'hinge', count: f.panels * hingesFor(height - base), section: f.from });
      fittings.push({ kind: 'handle', count: f.panels, section: f.from });
    } else
      fittings.push({
        kind: 'track',
        count: 1,
        section: f.from,
        box: { x: area.x, y: height, z: depth, width: area.width, height: 20, depth: TRACK_DEPTH },
      });
  }
  const boxes = bounds.length - 1;
  if (placement === ClosetPlacement.FLOOR) fittings.push({ kind: 'foot', count: 4 * boxes });
  else if (placement !== ClosetPlacement.BOX) fittings.push({ kind: 'bracket', count: 2 * boxes });
  return { panels, fittings, clearWidths: clear.map((c) => c.width) };
}

/** One line of the cut list: identical panels (kind and sizes) counted together. */
export interface BomLine {
  kind: PanelKind;
  width: number;
  height: number;
  thickness: number;
  edges: number;
  quantity: number;
}

/** The panels as a cut list: length (the larger face size), width, thickness, banded edges, count. */
export function cutList(parts: Pick<ClosetParts, 'panels'>): BomLine[] {
  const lines = new Map<string, BomLine>();
  for (const p of parts.panels) {
    const [a, b, c] = [p.width, p.height, p.depth].sort((m, n) => n - m) as [number, number, number];
    const key = [p.kind, a, b, c, p.edges].join('|');
    const line = lines.get(key);
    if (line) line.quantity += 1;
    else lines.set(key, { kind: p.kind, width: a, height: b, thickness: c, edges: p.edges, quantity: 1 });
  }
  return [...lines.values()];
}
