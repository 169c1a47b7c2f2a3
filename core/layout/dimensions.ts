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
  /** Items against the wall and the gaps between them, from corner to corner. */
  items: DimensionSegment[];
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
        return { from: t - item.width / 2, to: t + item.width / 2, ref: item.id };
      });
    const openings = face.wall.openings.map((opening) => ({
      ...openingSpan(face, opening),
      ref: opening.id,
    }));
    return {
      wallId: face.wall.id,
      innerLength: round(face.length),
      items: chain(onWall, face.length, 'item'),
      openings: chain(openings, face.length, 'opening'),
    };
  });
}
