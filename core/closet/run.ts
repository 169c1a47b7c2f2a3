// A multi-closet run (issue 21, spec 2 multiClosetTool): several closets side by side along one or
// more walls, turning the corners between walls, priced as one. Pure: the closets are the rows'
// closet models, the price the rows' nets (core's pricing) with what the run saves and adds.
import { add, multiply, parseDecimal, quantity, sum, toDecimalString, type Decimal } from '../pricing/money';
import { frontalOver } from './frontals';
import { sectionCount } from './layout';
import { ClosetError, type ClosetModel } from './model';

/** Between two walls: a filler panel that lets the doors clear each other, or a blind corner. */
export const CORNER_SOLUTIONS = ['filler', 'blind'] as const;
export type CornerSolution = (typeof CORNER_SOLUTIONS)[number];

/** A corner filler's width: hinged doors on both sides of the corner open without touching. */
export const CORNER_FILLER_WIDTH = 100;
/** The widest gap a filler panel closes where a run turns a corner. */
export const MAX_END_FILLER = 150;

export interface RunWall {
  /** Inside length of the wall (mm). */
  length: number;
  /** The closets on it, from the wall's start (the corner with the previous wall) onwards. */
  closets: readonly string[];
}

export interface ClosetRunSpec {
  walls: readonly RunWall[];
  /** corners[i] joins the end of walls[i] to the start of walls[i + 1]. */
  corners: readonly CornerSolution[];
}

export interface PlacedCloset {
  id: string;
  wall: number;
  /** Left edge along the wall, from its start (mm). */
  x: number;
  width: number;
  /** Its left side is the previous closet's right side (one panel less). */
  sharesLeft: boolean;
}

export interface RunFiller {
  wall: number;
  x: number;
  width: number;
  /** A corner filler (the corner solution) or the filler closing a wall's end at a corner. */
  kind: 'corner' | 'end';
}

export interface RunLayout {
  closets: PlacedCloset[];
  fillers: RunFiller[];
  /** Side panels the run saves: one per pair of neighbours of equal height and depth. */
  sharedSides: number;
}

function doorsAt(model: ClosetModel, section: number): boolean {
  return frontalOver(model, section)?.type === 'hinged';
}

/** The refusal of a blind corner between walls w and w + 1 (1-based) with hinged doors beside it. */
function cornerClash(
  corner: CornerSolution,
  last: ClosetModel,
  first: ClosetModel,
  w: number,
): ClosetError | null {
  if (corner !== 'blind' || !(doorsAt(last, sectionCount(last)) || doorsAt(first, 1))) return null;
  return new ClosetError(
    'corner-doors',
    `Hinged doors at the corner between walls ${w} and ${w + 1} would clash; use a corner filler`,
    { values: { wall: w, next: w + 1 } },
  );
}

/**
 * Every blind corner of a run with hinged doors beside it, each as the ClosetError layoutRun throws
 * for it. A run that cannot be built at a corner is not saved (the project's save check), whatever
 * else of its layout is still being worked on; closets not in `models` are skipped.
 */
export function runCornerClashes(
  spec: ClosetRunSpec,
  models: ReadonlyMap<string, ClosetModel>,
): ClosetError[] {
  const clashes: ClosetError[] = [];
  spec.walls.forEach((wall, w) => {
    if (w === 0) return;
    const last = models.get(spec.walls[w - 1]?.closets.at(-1) ?? '');
    const first = models.get(wall.closets[0] ?? '');
    const clash = last && first ? cornerClash(spec.corners[w - 1] ?? 'filler', last, first, w) : null;
    if (clash) clashes.push(clash);
  });
  return clashes;
}

/**
 * Places the closets of a run: on each wall side by side from its start; where the run turns a
 * corner, the next wall's closets start behind the last closet's depth (plus a filler panel for
 * 'filler'), and a gap before the corner up to MAX_END_FILLER is closed by an end filler.
 * Neighbours of equal height and depth share a side panel. Throws a ClosetError naming the wall
 * when its closets do not fit, leave too wide a gap at a corner, or have hinged doors that would
 * clash in a blind corner.
 */
export function layoutRun(spec: ClosetRunSpec, models: ReadonlyMap<string, ClosetModel>): RunLayout {
  const model = (id: string) => {
    const found = models.get(id);
    if (!found)
      throw new ClosetError('run-closet-missing', `Closet ${id} is not in the project`, { values: { id } });
    return found;
  };
  const closets: PlacedCloset[] = [];
  const fillers: RunFiller[] = [];
  let sharedSides = 0;
  spec.walls.forEach((wall, w) => {
    const previous = spec.walls[w - 1]?.closets.at(-1);
    const corner = w > 0 ? (spec.corners[w - 1] ?? 'filler') : null;
    let x = 0;
    if (corner && previous && wall.closets.length > 0) {
      const last = model(previous);
      const clash = cornerClash(corner, last, model(wall.closets[0]!), w);
      if (clash) throw clash;
      x = last.structure.depth;
      if (corner === 'filler') {
        fillers.push({ wall: w, x, width: CORNER_FILLER_WIDTH, kind: 'corner' });
        x += CORNER_FILLER_WIDTH;
      }
    }
    let before: ClosetModel | null = null;
    for (const id of wall.closets) {
      const m = model(id);
      const shares =
        before !== null &&
        before.structure.height === m.structure.height &&
        before.structure.depth === m.structure.depth;
      if (shares) sharedSides += 1;
      closets.push({ id, wall: w, x, width: m.structure.width, sharesLeft: shares });
      x += m.structure.width;
      before = m;
    }
    if (x > wall.length) {
      throw new ClosetError(
        'run-too-long',
        `The closets on wall ${w + 1} need ${x} mm; the wall is ${wall.length} mm`,
        {
          values: { wall: w + 1, need: x, length: wall.length },
        },
      );
    }
    const turns = (spec.walls[w + 1]?.closets.length ?? 0) > 0 && wall.closets.length > 0;
    const gap = wall.length - x;
    if (turns && gap > MAX_END_FILLER) {
      throw new ClosetError(
        'corner-gap',
        `The closets on wall ${w + 1} end ${gap} mm before the corner; a filler closes at most ${MAX_END_FILLER} mm`,
        { values: { wall: w + 1, gap, max: MAX_END_FILLER } },
      );
    }
    if (turns && gap > 0) fillers.push({ wall: w, x, width: gap, kind: 'end' });
  });
  return { closets, fillers, sharedSides };
}

export interface RunPrices {
  /**
   * One side panel of each closet (what sharing its left side saves), decimal text: a closet row's
   * own divider panel line (SIDE_PANEL_ARTICLE), the same board at its height in its price list.
   */
  side: ReadonlyMap<string, string>;
  /** One filler panel, decimal text. */
  filler: string;
}

/** The article a shared side is worth: the catalogue's divider panel, the same board as a side. */
export const SIDE_PANEL_ARTICLE = 'CL-DIVIDER';
export const FILLER_ARTICLE = 'CL-FILLER';

/** A filler panel's price in a catalogue price list (its base price), or null when it has none. */
export function fillerPrice(
  list: { prices: readonly { article?: string; model?: string; price: string }[] } | undefined,
): string | null {
  return list?.prices.find((p) => p.article === FILLER_ARTICLE)?.price ?? null;
}

/** A side panel's unit price from a row's priced lines, or null when the row has no divider line. */
export function sidePanelPrice(erp: readonly { cod: string; punit: string }[]): string | null {
  return erp.find((line) => line.cod === SIDE_PANEL_ARTICLE)?.punit ?? null;
}

/**
 * The run's one price: the closets' nets (their rows, as core priced them) less one side panel for
 * each closet sharing its left side, plus the filler panels. Exact decimals, 2 places.
 */
export function runPrice(layout: RunLayout, nets: ReadonlyMap<string, string>, prices: RunPrices): string {
  const missing = (id: string): never => {
    throw new ClosetError('run-closet-missing', `Closet ${id} has no price`, { values: { id } });
  };
  const closets: Decimal[] = layout.closets.map((c) =>
    parseDecimal(nets.get(c.id) ?? missing(c.id), `closet ${c.id}`),
  );
  const saved = layout.closets
    .filter((c) => c.sharesLeft)
    .map((c) => parseDecimal(prices.side.get(c.id) ?? '0', `side panel of ${c.id}`));
  const fillers = multiply(parseDecimal(prices.filler, 'filler'), quantity(layout.fillers.length));
  return toDecimalString(add(sum(closets), fillers).minus(sum(saved)));
}
