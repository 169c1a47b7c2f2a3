// Doors and windows that are articles: a catalogue model whose geometry says `opening` (data, not a
// list of models) stands in a wall, cutting its opening, instead of on the floor. Pure, like the
// rest of core/layout: the browser's 2D plan and 3D view and the server place them alike.
import type { GeometryResult } from '../catalog/geometry';
import { freeOpeningOffset } from '../room/drawing';
import { openingProblem, wallLength, type Opening, type Room, type Wall } from '../room/walls';
import type { DoorHinge, RowBox } from './autoPlace';
import { rotate, type Vec2 } from './vector';
import type { RowLayout } from './schema';
import { wallFaces } from './walls';

/** Keeps openings off the corners: a frame needs this much wall on each side. */
export const OPENING_MARGIN = 50;
/** Wall left over a window's lintel when the wall is too low for the model's sill height. */
export const LINTEL_MIN = 100;

export type OpeningSize = Pick<Opening, 'kind' | 'width' | 'height' | 'sill'>;

/**
 * The opening a catalogue model cuts in a wall of `wallHeight`, or null when the model is not a door
 * or window. A door starts at the floor; a window's sill is the model's elevation, lowered (not
 * below the floor) where the wall would leave less than LINTEL_MIN over it.
 */
export function openingOfGeometry(
  geometry: Pick<GeometryResult, 'opening' | 'width' | 'height' | 'elevation'> | null,
  wallHeight: number,
): OpeningSize | null {
  if (!geometry?.opening) return null;
  const { opening: kind, width, height } = geometry;
  const wanted = kind === 'door' ? 0 : (geometry.elevation ?? 0);
  const sill = kind === 'door' ? 0 : Math.max(0, Math.min(wanted, wallHeight - height - LINTEL_MIN));
  return { kind, width, height, sill };
}

/** The first free id for a new opening (d1, d2 ... for doors, win1, win2 ... for windows). */
export function nextOpeningId(room: Pick<Room, 'walls'>, kind: Opening['kind']): string {
  const prefix = kind === 'door' ? 'd' : 'win';
  const used = new Set(room.walls.flatMap((w) => w.openings.map((o) => o.id)));
  let n = 1;
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/**
 * The opening at the free place of `wall` nearest `wanted` (its start, mm from the wall's start;
 * the wall's middle when absent), or null when the wall has no free stretch that fits it.
 */
export function openingOnWall(
  wall: Wall,
  size: OpeningSize,
  id: string,
  wanted?: number,
  extra: Partial<Opening> = {},
): Opening | null {
  const middle = (wallLength(wall) - size.width) / 2;
  const offset = freeOpeningOffset(wall, id, size.width, wanted ?? middle, OPENING_MARGIN);
  if (offset === null) return null;
  const { kind, width, height, sill } = size;
  const opening: Opening = { ...extra, kind, width, height, sill, id, offset };
  return openingProblem(wall, opening) ? null : opening;
}

/**
 * Puts a catalogue door or window (`rowId`'s) in the room: on the wall with the fewest units
 * standing against it (`busy`: wall id to count; ties go to the later wall, as new furniture fills
 * the walls from the first), centred where free. null when no wall has room for it.
 */
export function putOpeningRow(
  room: Room,
  geometry: Pick<GeometryResult, 'opening' | 'width' | 'height' | 'elevation'>,
  rowId: string,
  ids: { catalog: string; model: string },
  busy: ReadonlyMap<string, number> = new Map(),
): { room: Room; wallId: string; opening: Opening } | null {
  const order = room.walls
    .map((wall, index) => ({ wall, index, busy: busy.get(wall.id) ?? 0 }))
    .sort((a, b) => a.busy - b.busy || b.index - a.index);
  for (const { wall } of order) {
    const size = openingOfGeometry(geometry, wall.height);
    if (!size) return null;
    const opening = openingOnWall(wall, size, nextOpeningId(room, size.kind), undefined, {
      ...ids,
      rowId,
    });
    if (!opening) continue;
    const placed = { ...wall, openings: [...wall.openings, opening].sort((a, b) => a.offset - b.offset) };
    return {
      room: { ...room, walls: room.walls.map((w) => (w === wall ? placed : w)) },
      wallId: wall.id,
      opening,
    };
  }
  return null;
}

/** A door or window row where it stands: in its wall, across the wall's centre line. */
export interface OpeningRowPlace<B extends RowBox = RowBox> {
  shape: B;
  layout: RowLayout;
  wallId: string;
  openingId: string;
}

/**
 * The pose of an opening's model: centred on the wall's centre line at the opening's middle, its
 * front to the room (the rotation that backs furniture onto that wall), its bottom at the sill.
 */
export function openingPose(
  room: Pick<Room, 'walls' | 'closed'>,
  wallId: string,
  opening: Opening,
): RowLayout {
  const faces = wallFaces(room);
  const face = faces.find((f) => f.wall.id === wallId);
  const wall = face?.wall ?? room.walls.find((w) => w.id === wallId);
  if (!wall) throw new Error(`The room has no wall ${wallId}`);
  const length = wallLength(wall) || 1;
  const t = (opening.offset + opening.width / 2) / length;
  const rotation = face
    ? face.rotation
    : (Math.atan2(wall.end.y - wall.start.y, wall.end.x - wall.start.x) * 180) / Math.PI;
  return {
    x: wall.start.x + (wall.end.x - wall.start.x) * t,
    y: wall.start.y + (wall.end.y - wall.start.y) * t,
    rotation,
    elevation: opening.sill,
    wallId,
  };
}

/**
 * Every row that is a door or window of the room, posed in its wall. The model is drawn at the
 * opening's size (the row decides it: core/project/openingRows keeps them equal), so a plain hole
 * is never shown where an article was placed.
 */
export function openingRowsIn<B extends RowBox>(
  room: Pick<Room, 'walls' | 'closed'> | null,
  boxOf: (rowId: string) => B | null,
): OpeningRowPlace<B>[] {
  if (!room) return [];
  const places: OpeningRowPlace<B>[] = [];
  for (const wall of room.walls) {
    for (const opening of wall.openings) {
      if (!opening.rowId) continue;
      const shape = boxOf(opening.rowId);
      if (!shape) continue;
      places.push({
        shape,
        layout: openingPose(room, wall.id, opening),
        wallId: wall.id,
        openingId: opening.id,
      });
    }
  }
  return places;
}

/** How each article door of the room opens, by opening id (doors that say no hinge are left out). */
export function hingesByOpening(places: readonly OpeningRowPlace[]): ReadonlyMap<string, DoorHinge> {
  return new Map(places.flatMap((p) => (p.shape.hinge ? [[p.openingId, p.shape.hinge] as const] : [])));
}

/**
 * Where an opening slides to when dragged to `at` (plan mm): along its own wall only, to the free
 * place nearest the point's projection. Returns its new offset and pose, or null when it cannot move.
 */
export function slideOpening(
  room: Pick<Room, 'walls' | 'closed'>,
  wallId: string,
  openingId: string,
  at: { x: number; y: number },
): { offset: number; layout: RowLayout } | null {
  const wall = room.walls.find((w) => w.id === wallId);
  const opening = wall?.openings.find((o) => o.id === openingId);
  if (!wall || !opening) return null;
  const length = wallLength(wall);
  const dx = (wall.end.x - wall.start.x) / length;
  const dy = (wall.end.y - wall.start.y) / length;
  const along = (at.x - wall.start.x) * dx + (at.y - wall.start.y) * dy;
  const offset = freeOpeningOffset(wall, openingId, opening.width, along - opening.width / 2, OPENING_MARGIN);
  if (offset === null) return null;
  return { offset, layout: openingPose(room, wallId, { ...opening, offset }) };
}

/** A hinged door's swing on the plan, into the room: what the 2D plan and the 3D floor draw. */
export interface DoorSwing {
  /** The hinge, on the wall's room face. */
  hinge: Vec2;
  /** The leaf's free edge when closed, and its tip when open at 90 degrees. */
  closed: Vec2;
  open: Vec2;
  /** The arc the free edge sweeps, from `closed` to `open`. */
  arc: Vec2[];
}

/**
 * Where a door opening's leaf swings: hinged on `hinge`'s side as seen from the room (the model's
 * own left, core/layout/footprint's frame), opening into the room. null for a sliding door.
 */
export function doorSwing(
  room: Pick<Room, 'walls' | 'closed'>,
  wallId: string,
  opening: Opening,
  hinge: DoorHinge = 'left',
  segments = 12,
): DoorSwing | null {
  if (hinge === 'slide') return null;
  const wall = room.walls.find((w) => w.id === wallId);
  if (!wall) return null;
  const pose = openingPose(room, wallId, opening);
  // The model's frame: front (the room) towards -y, its left at -x; the room face half a wall in.
  const face = -wall.thickness / 2;
  const side = hinge === 'left' ? -1 : 1;
  const w = opening.width;
  const toPlan = (p: Vec2): Vec2 => {
    const r = rotate(p, pose.rotation);
    return { x: pose.x + r.x, y: pose.y + r.y };
  };
  const arc: Vec2[] = [];
  for (let i = 0; i <= segments; i++) {
    const angle = (Math.PI / 2) * (i / segments);
    arc.push(toPlan({ x: side * (w / 2 - w * Math.cos(angle)), y: face - w * Math.sin(angle) }));
  }
  return {
    hinge: toPlan({ x: (side * w) / 2, y: face }),
    closed: arc[0]!,
    open: arc[segments]!,
    arc,
  };
}
