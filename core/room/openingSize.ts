import { RoomError } from './presets';
import { updateOpening, wallLength, type Opening, type Wall } from './walls';

/** Why a resized door or window cannot stay in its wall, with what the message needs. */
export class OpeningFitError extends RoomError {
  constructor(
    readonly detail: {
      kind: Opening['kind'];
      openingId: string;
      wallId: string;
      reason: 'width' | 'height';
      /** The size asked for (width or height, by reason). */
      wanted: number;
      /** What is free: the stretch of wall it stands in, or the wall's height above its sill. */
      free: number;
    },
  ) {
    const { kind, openingId: opening, wallId: wall, wanted, free } = detail;
    super(detail.reason === 'width' ? 'opening-too-wide' : 'opening-higher-than-free', {
      kind,
      opening,
      wall,
      wanted,
      free,
    });
    this.name = 'OpeningFitError';
  }
}

/**
 * A door or window at a new size, as it is resized on a plan: it grows or shrinks about its centre,
 * and is pushed off a wall end (keeping `margin` of frame) or a neighbouring opening only as far as
 * needed, within the stretch of wall it stands in. It never jumps over a neighbour, and its size is
 * never cut down to fit: the size is what the offer sells. A window keeps its sill unless its top
 * would pass the wall's; then the sill comes down. Too wide for its stretch or too high for the
 * wall: OpeningFitError, and nothing changes.
 */
export function resizeOpening(
  wall: Wall,
  openingId: string,
  size: { width: number; height: number },
  margin = 0,
): Wall {
  const opening = wall.openings.find((o) => o.id === openingId);
  if (!opening) throw new RoomError('no-opening', { wall: wall.id, opening: openingId });
  if (opening.width === size.width && opening.height === size.height) return wall;
  if (!(size.width > 0) || !(size.height > 0)) throw new RoomError('opening-size');
  const others = wall.openings.filter((o) => o.id !== openingId);
  const length = wallLength(wall);
  // The stretch it stands in: from the neighbour (or the frame margin at the wall's end) on each
  // side; an opening already nearer an end than the margin keeps its place there.
  let low = Math.min(margin, opening.offset);
  let high = Math.max(length - margin, opening.offset + opening.width);
  for (const o of others) {
    if (o.offset + o.width <= opening.offset) low = Math.max(low, o.offset + o.width);
    else high = Math.min(high, o.offset);
  }
  const fail = (reason: 'width' | 'height', wanted: number, free: number) =>
    new OpeningFitError({
      kind: opening.kind,
      openingId,
      wallId: wall.id,
      reason,
      wanted,
      free: Math.max(0, Math.floor(free)),
    });
  if (size.width > high - low + 1e-9) throw fail('width', size.width, high - low);
  if (size.height > wall.height) throw fail('height', size.height, wall.height);
  const centre = opening.offset + opening.width / 2;
  const offset = Math.min(high - size.width, Math.max(low, centre - size.width / 2));
  const sill = opening.kind === 'door' ? 0 : Math.min(opening.sill, wall.height - size.height);
  return updateOpening(wall, { ...opening, offset, width: size.width, height: size.height, sill });
}
