// How a closet is delivered (issue 21, EtichettaCollo): its parts packed the way a shop packs flat
// furniture. The spec names the labels but not the packing, so the rule is ours, stated here once:
//  - panels go in packages by group, in assembly order: carcass (sides, dividers, top, bottom, back,
//    plinth), interior (shelves), fronts (doors, drawer fronts; packed apart so they are not scratched);
//  - within a group, the largest panels first (they lie at the bottom), a package closed when the
//    next panel would make it heavier than MAX_PACKAGE_KG; a heavier panel travels alone;
//  - all fittings (hinges, runners, rails, handles, feet...) in one last package.
// Weights from the panel's volume at the density of melamine-faced chipboard. Pure: the report's
// labels and the closet tool can show the same packages.
import { inLanguage, type Texts } from '../locale/frames';
import { panelLineText } from './messages';
import {
  cutList,
  type BomLine,
  type ClosetParts,
  type ClosetPanel,
  type FittingKind,
  type PanelKind,
} from './parts';

/** Melamine-faced chipboard, kg per m³. */
export const PANEL_DENSITY = 650;
/** Two carriers' lift up a stair: the heaviest package a shop makes of a closet. */
export const MAX_PACKAGE_KG = 35;

export const PACKAGE_GROUPS = ['carcass', 'interior', 'fronts', 'fittings'] as const;
export type PackageGroup = (typeof PACKAGE_GROUPS)[number];

const GROUP_OF: Record<PanelKind, Exclude<PackageGroup, 'fittings'>> = {
  side: 'carcass',
  divider: 'carcass',
  top: 'carcass',
  bottom: 'carcass',
  back: 'carcass',
  plinth: 'carcass',
  shelf: 'interior',
  door: 'fronts',
  'sliding-door': 'fronts',
  'drawer-front': 'fronts',
};

export interface ClosetPackage {
  group: PackageGroup;
  /** Its panels as cut-list lines (equal panels counted once with their quantity). */
  panels: BomLine[];
  /** Its fittings by kind, for the fittings package. */
  fittings: { kind: FittingKind; count: number }[];
  /** Weight of its panels (kg, one decimal); fittings are not weighed. */
  weight: number;
}

/** A panel's weight in kg. */
export function panelWeight(panel: Pick<ClosetPanel, 'width' | 'height' | 'depth'>): number {
  return (panel.width * panel.height * panel.depth * PANEL_DENSITY) / 1e9;
}

/** A panel's face (its two largest sizes): a panel's box is oriented as it stands in the closet. */
function faceArea(panel: Pick<ClosetPanel, 'width' | 'height' | 'depth'>): number {
  const [a, b] = [panel.width, panel.height, panel.depth].sort((m, n) => n - m) as [number, number];
  return a * b;
}

const round1 = (kg: number) => Math.round(kg * 10) / 10;

/** The closet's packages in delivery order (see the rule at the top of this file). */
export function closetPackages(parts: Pick<ClosetParts, 'panels' | 'fittings'>): ClosetPackage[] {
  const packages: ClosetPackage[] = [];
  for (const group of PACKAGE_GROUPS) {
    if (group === 'fittings') continue;
    const panels = parts.panels
      .filter((p) => GROUP_OF[p.kind] === group)
      .map((p) => ({ panel: p, kg: panelWeight(p), face: faceArea(p) }))
      .sort((a, b) => b.face - a.face);
    let open: { panels: ClosetPanel[]; kg: number } | null = null;
    const close = () => {
      if (open) packages.push({ group, panels: cutList(open), fittings: [], weight: round1(open.kg) });
      open = null;
    };
    for (const { panel, kg } of panels) {
      if (open && open.kg + kg > MAX_PACKAGE_KG) close();
      open ??= { panels: [], kg: 0 };
      open.panels.push(panel);
      open.kg += kg;
    }
    close();
  }
  const fittings = new Map<FittingKind, number>();
  for (const f of parts.fittings) fittings.set(f.kind, (fittings.get(f.kind) ?? 0) + f.count);
  if (fittings.size > 0)
    packages.push({
      group: 'fittings',
      panels: [],
      fittings: [...fittings].map(([kind, count]) => ({ kind, count })),
      weight: 0,
    });
  return packages;
}

const GROUP_NAMES: Record<PackageGroup, Texts> = {
  carcass: { en: 'Carcass', it: 'Struttura', de: 'Korpus' },
  interior: { en: 'Interior', it: 'Interni', de: 'Inneneinteilung' },
  fronts: { en: 'Fronts', it: 'Frontali', de: 'Fronten' },
  fittings: { en: 'Fittings', it: 'Ferramenta', de: 'Beschläge' },
};
const FITTING_NAMES: Record<FittingKind, Texts> = {
  rail: { en: 'Hanging rail', it: 'Appendiabiti', de: 'Kleiderstange' },
  'drawer-runners': {
    en: 'Drawer runners (pair)',
    it: 'Guide cassetto (coppia)',
    de: 'Schubkastenführung (Paar)',
  },
  hinge: { en: 'Hinge', it: 'Cerniera', de: 'Scharnier' },
  handle: { en: 'Handle', it: 'Maniglia', de: 'Griff' },
  track: { en: 'Sliding door track', it: 'Binario anta scorrevole', de: 'Schiebetürschiene' },
  foot: { en: 'Adjustable foot', it: 'Piedino regolabile', de: 'Stellfuß' },
  bracket: { en: 'Wall bracket', it: 'Staffa a muro', de: 'Wandhalter' },
  accessory: { en: 'Accessory', it: 'Accessorio', de: 'Zubehör' },
};

/** The package's group in words: 'Carcass', 'Fronts'... */
export function packageGroupText(group: PackageGroup, lang: string | undefined): string {
  return inLanguage(GROUP_NAMES[group], lang);
}

/** What a package holds, one line a kind of part: '2 × Side panel 2360 × 600 × 18 mm, banded edges: 1'. */
export function packageContentText(pkg: ClosetPackage, lang: string | undefined): string[] {
  return [
    ...pkg.panels.map((line) => `${line.quantity} × ${panelLineText(line, lang)}`),
    ...pkg.fittings.map((f) => `${f.count} × ${inLanguage(FITTING_NAMES[f.kind], lang)}`),
  ];
}
