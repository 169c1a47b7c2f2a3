import type { Room } from '../room/walls';
import type { LayoutItem } from './collision';
import { isAgainst } from './runs';
import { faceCoordinates, openingSpan, wallFaces } from './walls';

/** One measure of a wall's dimension chain. */
export interface DimensionSegment {
  kind: 'gap' | 'item' | 'opening';
  from: number;
  to: number;
  length: number;
  /** The item's id or the opening's id. */
  ref?: string;
}

/** What the dimension lines of one wall show: its inner length and the chain along it. */
export interface WallDimensions {
  wallId: string;
  innerLength: number;
  /** Items against the wall and the gaps between them, from corner to corner (the lowest layer). */
  items: DimensionSegment[];
  /**
   * Every layer of items, lowest first: items that overlap along the wall (a wall unit over a base
   * unit, a worktop on base units) never share a chain, so no chain runs longer than its wall.
   */
  layers: DimensionSegment[][];
  /** Openings and the wall pieces between them, from corner to corner. */
  openings: DimensionSegment[];
}

/** Lengths round to the tenth of a millimetre: the drawings print whole millimetres. */
const round = (v: number): number => Math.round(v * 10) / 10;

function chain(
  spans: readonly { from: number; to: number; ref: string }[],
  length: number,
  kind: 'item' | 'opening',
): DimensionSegment[] {
  const segments: DimensionSegment[] = [];
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    if (span.from - at > 0.5)
      segments.push({ kind: 'gap', from: round(at), to: round(span.from), length: round(span.from - at) });
    segments.push({
      kind,
      from: round(span.from),
      to: round(span.to),
      length: round(span.to - span.from),
      ref: span.ref,
    });
    at = Math.max(at, span.to);
  }
  if (length - at > 0.5)
    segments.push({ kind: 'gap', from: round(at), to: round(length), length: round(length - at) });
  return segments;
}

/** Spans in layers, lowest first, each layer's spans apart (touching is apart): greedy by height. */
function itemLayers<S extends { from: number; to: number; elevation: number }>(spans: readonly S[]): S[][] {
  const layers: S[][] = [];
  for (const span of [...spans].sort((a, b) => a.elevation - b.elevation || a.from - b.from)) {
    const free = layers.find((layer) =>
      layer.every((o) => span.to <= o.from + 0.5 || o.to <= span.from + 0.5),
    );
    if (free) free.push(span);
    else layers.push([span]);
  }
  return layers;
}

/** The measures the plan's and the elevations' dimension lines show, per wall. */
export function wallDimensions(
  room: Pick<Room, 'walls' | 'closed'>,
  items: readonly LayoutItem[],
): WallDimensions[] {
  return wallFaces(room).map((face) => {
    const onWall = items
      .filter((item) => isAgainst(face, item))
      .map((item) => {
        const t = faceCoordinates(face, item).t;
        return { from: t - item.width / 2, to: t + item.width / 2, ref: item.id, elevation: item.elevation };
      });
    const openings = face.wall.openings.map((opening) => ({
      ...openingSpan(face, opening),
      ref: opening.id,
    }));
    const layers = itemLayers(onWall).map((layer) => chain(layer, face.length, 'item'));
    return {
      wallId: face.wall.id,
      innerLength: round(face.length),
      items: layers[0] ?? chain([], face.length, 'item'),
      layers,
      openings: chain(openings, face.length, 'opening'),
    };
  });
}
