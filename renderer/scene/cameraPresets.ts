import type { Room } from '../../core/room/walls';
import { MM, type SceneItem } from './model/sceneItem';

/** Top, front, looking at one wall, or the default three-quarter view. */
export type CameraPreset = 'perspective' | 'top' | 'front' | `wall:${string}`;

export interface Bounds {
  centre: [number, number, number];
  /** Half the framed extent's diagonal, in scene metres (ROOM_RADIUS or UNITS_RADIUS at least). */
  radius: number;
  /** The height the presets look at, metres: 0.9 in a room, units' middle when lower. */
  lookAt: number;
  room: Room | null;
}

/** The least a room frames (half its diagonal, metres): an empty project still shows a 5 m floor. */
const ROOM_RADIUS = 2.5;
/** The least units without walls frame: a single base unit takes half the view's height. */
const UNITS_RADIUS = 1.2;
/** The height a room's presets look at, metres. */
const ROOM_LOOK_AT = 0.9;
/**
 * The canvas's width over height the presets are framed for (a desktop's room view); a narrower
 * one (a phone held upright) sees less across, so the camera stands back by the ratio.
 */
export const FRAMED_ASPECT = 1.2;
/** Floor shown around units without walls, mm. */
const UNITS_MARGIN = 300;
/**
 * The presets see about `radius` metres up from their target at 0.9 m (cameraFor): units without
 * walls are framed at least this many metres of radius per metre of their height.
 */
const RADIUS_PER_HEIGHT = 0.8;

/** An item's reach from its centre on the floor and its top, mm (whatever its rotation). */
function extent(item: Pick<SceneItem, 'elevation' | 'parts'>): { reach: number; top: number } {
  let [reach, top] = [0, 0];
  for (const { position, size } of item.parts) {
    reach = Math.max(
      reach,
      Math.hypot(Math.abs(position[0]) + size[0] / 2, Math.abs(position[2]) + size[2] / 2),
    );
    top = Math.max(top, position[1] + size[1] / 2);
  }
  return { reach, top: item.elevation + top };
}

/**
 * What the camera frames: the room's walls, or without a room the items themselves, their
 * footprints and heights (an empty project frames a 5 m floor). Units without walls used to be
 * framed as a 5 m floor too: a single unit, the usual quick quote, took a quarter of the view's height.
 */
export function sceneBounds(
  room: Room | null,
  items: readonly Pick<SceneItem, 'x' | 'y' | 'elevation' | 'parts'>[] = [],
): Bounds {
  const walls = Boolean(room?.walls.length);
  let least = walls ? ROOM_RADIUS : UNITS_RADIUS;
  let highest = 0;
  const points = walls
    ? room!.walls.flatMap((w) => [w.start, w.end])
    : items.flatMap((i) => {
        const { reach, top } = extent(i);
        least = Math.max(least, top * MM * RADIUS_PER_HEIGHT);
        highest = Math.max(highest, top * MM);
        const r = reach + UNITS_MARGIN;
        return [
          { x: i.x - r, y: i.y - r },
          { x: i.x + r, y: i.y + r },
        ];
      });
  if (points.length === 0) return { centre: [2.5, 0, -2.5], radius: ROOM_RADIUS, lookAt: ROOM_LOOK_AT, room };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const radius = Math.max(least, (Math.hypot(maxX - minX, maxY - minY) / 2) * MM);
  // Units alone are looked at in their middle: a base unit's plinth was cut at the view's bottom.
  const lookAt = walls ? ROOM_LOOK_AT : Math.min(ROOM_LOOK_AT, highest / 2);
  return { centre: [((minX + maxX) / 2) * MM, 0, (-(minY + maxY) / 2) * MM], radius, lookAt, room };
}

/**
 * Where the camera stands and what it looks at for a preset, in scene metres, for a canvas of
 * `aspect` (width over height): a narrower one than FRAMED_ASPECT has the camera stand back, so a
 * phone held upright still sees the room's width (it cut the side walls and their furniture).
 */
export function cameraFor(
  view: CameraPreset,
  bounds: Bounds,
  aspect = FRAMED_ASPECT,
): { position: [number, number, number]; target: [number, number, number] } {
  const [cx, , cz] = bounds.centre;
  const r = bounds.radius * Math.max(1, FRAMED_ASPECT / (aspect > 0 ? aspect : FRAMED_ASPECT));
  const target: [number, number, number] = [cx, bounds.lookAt, cz];
  if (view === 'top') return { position: [cx, r * 2.6, cz + 0.001], target: [cx, 0, cz] };
  if (view === 'front') return { position: [cx, 1.5, cz + r * 2.2], target };
  if (view.startsWith('wall:')) {
    const wall = bounds.room?.walls.find((w) => `wall:${w.id}` === view);
    if (wall) {
      // Stand in the room, facing the wall's middle from across the room.
      const mx = ((wall.start.x + wall.end.x) / 2) * MM;
      const mz = (-(wall.start.y + wall.end.y) / 2) * MM;
      const dx = cx - mx;
      const dz = cz - mz;
      const d = Math.hypot(dx, dz) || 1;
      const distance = Math.max(bounds.radius * 1.4, 2.5);
      return { position: [mx + (dx / d) * distance, 1.5, mz + (dz / d) * distance], target: [mx, 1.1, mz] };
    }
  }
  return { position: [cx + r * 1.3, r * 1.25, cz + r * 1.6], target };
}
