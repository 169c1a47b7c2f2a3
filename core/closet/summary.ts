import { ClosetPlacement, type ClosetItemType, type ClosetModel } from './model';
import { computeAreas } from './areas';
import { frontalOver } from './frontals';
import { sectionsOf } from './layout';

/** One line of what a closet is made of; the catalogue prices it by code and sizes (mm). */
export interface ClosetComponent {
  code: string;
  count: number;
  width?: number;
  height?: number;
  depth?: number;
}

const ITEM_COMPONENT: Record<ClosetItemType, string> = {
  drawer: 'DRAWER',
  rail: 'RAIL',
  'shoe-rack': 'SHOERACK',
  basket: 'BASKET',
  'trouser-rack': 'TROUSERRACK',
};

/** Fixings per carcass box, by placement (a closet built into a box needs none). */
const FIXINGS: Record<ClosetPlacement, { code: string; perBox: number } | null> = {
  [ClosetPlacement.WALL]: { code: 'WALL_BRACKET', perBox: 2 },
  [ClosetPlacement.WALL_ITEM]: { code: 'WALL_BRACKET', perBox: 2 },
  [ClosetPlacement.FLOOR]: { code: 'FOOT', perBox: 4 },
  [ClosetPlacement.BOX]: null,
  [ClosetPlacement.CEILING]: { code: 'CEILING_FIX', perBox: 2 },
};

/** Hinges a door leaf of this height needs (taller leaves need more to stay straight). */
export function hingesFor(leafHeight: number): number {
  if (leafHeight <= 900) return 2;
  if (leafHeight <= 1600) return 3;
  if (leafHeight <= 2000) return 4;
  return 5;
}

/**
 * The components to price, identical ones (same code and sizes) counted together, in a stable order:
 * carcass, fixings, shelves, items, doors, drawer fronts. The model is assumed valid (validateCloset).
 */
export function closetComponents(model: ClosetModel): ClosetComponent[] {
  const { width, height, depth, placement } = model.structure;
  const lines = new Map<string, ClosetComponent>();
  const add = (code: string, count: number, sizes: Omit<ClosetComponent, 'code' | 'count'>) => {
    if (count <= 0) return;
    const key = [code, sizes.width, sizes.height, sizes.depth].join('|');
    const line = lines.get(key);
    if (line) line.count += count;
    else lines.set(key, { code, count, ...sizes });
  };

  const splits = model.externalDivision;
  const bounds = [0, ...splits, width];
  const boxWidths = bounds.slice(1).map((right, i) => right - (bounds[i] ?? 0));
  add('SIDE', 2 * boxWidths.length, { height, depth });
  add('DIVIDER', model.dividers.filter((x) => !splits.includes(x)).length, { height, depth });
  for (const w of boxWidths) {
    add('TOP', 1, { width: w, depth });
    add('BOTTOM', 1, { width: w, depth });
    add('BACK', 1, { width: w, height });
  }
  const fixing = FIXINGS[placement];
  if (fixing) add(fixing.code, fixing.perBox * boxWidths.length, {});

  const sections = sectionsOf(model.structure, model.dividers);
  const sectionWidth = (n: number) => sections[n - 1]?.width ?? 0;
  for (const s of model.shelves) add('SHELF', 1, { width: sectionWidth(s.section), depth });
  for (const it of model.items) {
    add(ITEM_COMPONENT[it.type], 1, { width: sectionWidth(it.section), height: it.height, depth });
  }

  const areas = computeAreas(model);
  for (const f of model.frontals) {
    const area = areas.find((a) => a.from === f.from && a.to === f.to);
    if (!area) continue;
    const panelWidth = Math.round(area.width / f.panels);
    if (f.type === 'hinged') {
      add('DOOR_HINGED', f.panels, { width: panelWidth, height });
      add('HINGE', f.panels * hingesFor(height), {});
    } else {
      add('DOOR_SLIDING', f.panels, { width: panelWidth, height });
      add('SLIDING_TRACK', 1, { width: area.width });
    }
  }
  // A drawer behind no door shows its own front.
  for (const it of model.items) {
    if (it.type === 'drawer' && !frontalOver(model, it.section)) {
      add('DRAWER_FRONT', 1, { width: sectionWidth(it.section), height: it.height });
    }
  }
  return [...lines.values()];
}
