import { errorText } from '../../../core/locale/localized';
import { i18n } from '../../i18n';
import type { Vec2 } from '../../../core/layout/vector';
import {
  alignCorner,
  closesOutline,
  cornerAtTypedLength,
  directionOf,
  snapCorner,
  type PenOptions,
} from '../../../core/room/drawing';
import type { Point } from '../../../core/room/presets';
import { roomPoints } from '../../../core/room/geometry';
import type { Room } from '../../../core/room/walls';
import { lengthsFor, type Lengths } from '../../state/measures';
import type { PenState } from './PlanCanvas';

/** Lengths as the pen reads and labels them. */
export type PenLengths = Pick<Lengths, 'parse' | 'format' | 'symbol'>;
const MILLIMETRES: PenLengths = lengthsFor({ length: 'MM' }, 'en');

/** How close (screen pixels) the pointer must come to the first corner to close the room. */
export const CLOSE_PIXELS = 14;
/** How close (screen pixels) a corner lines up with an earlier one. */
export const ALIGN_PIXELS = 10;

export interface PenTarget {
  point: Point;
  closing: boolean;
  /** The next wall's length and direction, or the typed length waiting for Enter. */
  label: string | null;
  /** Why a typed length cannot be used. */
  error?: string;
}

/**
 * Where the pen puts the next corner for the pointer at `cursor` (plan mm), at zoom `k` (px per
 * mm): the first corner on the 10 mm grid; then angle-snapped, lined up with earlier corners, at the
 * typed length when one was typed, or on the first corner when close enough to close the room.
 */
export function penTarget(
  points: readonly Point[],
  cursor: Vec2,
  pen: PenOptions,
  k: number,
  snap: boolean,
  typed = '',
  lengths: PenLengths = MILLIMETRES,
): PenTarget {
  const last = points.at(-1);
  if (!last) {
    const point = snap
      ? { x: Math.round(cursor.x / 10) * 10, y: Math.round(cursor.y / 10) * 10 }
      : { ...cursor };
    return { point, closing: false, label: null };
  }
  if (typed) {
    try {
      // Typed in the person's unit (inches with imperial measures); the room is drawn in mm.
      const mm = lengths.parse(typed);
      const point = cornerAtTypedLength(last, cursor, mm === null ? typed : String(mm), pen);
      return { point, closing: false, label: `${typed} ${lengths.symbol} ↵` };
    } catch (error) {
      const label = `${typed} ${lengths.symbol}`;
      // core words the refusal; said in the language the screen speaks.
      return { point: last, closing: false, label, error: errorText(error, i18n.language) };
    }
  }
  if (closesOutline(points, cursor, CLOSE_PIXELS / k)) {
    return { point: points[0]!, closing: true, label: labelOf(last, points[0]!, lengths) };
  }
  let point = snap ? snapCorner(last, cursor, pen) : { ...cursor };
  if (snap) point = alignCorner([...points, point], point, ALIGN_PIXELS / k);
  return { point, closing: false, label: labelOf(last, point, lengths) };
}

function labelOf(from: Point, to: Point, lengths: PenLengths): string {
  const length = Math.round(Math.hypot(to.x - from.x, to.y - from.y));
  return `${lengths.format(length)} · ${Math.round(directionOf(from, to))}°`;
}

/** The corners of the room (for fitting the view). */
export const pointsOfRoom = (room: Room): Point[] => roomPoints(room);

/** What the plan draws of the pen: the corners so far and, with the pointer on the plan, the next one. */
export function penStateAt(
  points: readonly Point[],
  cursor: Vec2 | null,
  pen: PenOptions,
  k: number,
  snap: boolean,
  typed: string,
  thickness: number,
  lengths: PenLengths = MILLIMETRES,
): PenState {
  if (!cursor) return { points, next: null, closing: false, thickness, label: null };
  const target = penTarget(points, cursor, pen, k, snap, typed, lengths);
  return { points, next: target.point, closing: target.closing, thickness, label: target.label };
}
