import type { Room } from '../../core/room/walls';
import { MM, type SceneItem } from './model/sceneItem';

/** Top, front, looking at one wall, or the default three-quarter view. */
export type CameraPreset = 'perspective' | 'top' | 'front' | `wall:${string}`;

export interface Bounds {
  centre: [number, number, number];
  /** Half the room's diagonal, in scene metres (at least 2.5 m: an empty project still has a floor). */
  radius: number;
  room: Room | null;
}

/**
 * What the camera frames: the room's walls, or without a room the items (an empty project frames a
 * 5 m floor).
 */
export function sceneBounds(room: Room | null, items: readonly Pick<SceneItem, 'x' | 'y'>[] = []): Bounds {
  const points = room?.walls.length
    ? room.walls.flatMap((w) => [w.start, w.end])
    : items.flatMap((i) => [
        { x: i.x - 1000, y: i.y - 1000 },
        { x: i.x + 1000, y: i.y + 1000 },
      ]);
  if (points.length === 0) return { centre: [2.5, 0, -2.5], radius: 2.5, room };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const radius = Math.max(2.5, (Math.hypot(maxX - minX, maxY - minY) / 2) * MM);
  return { centre: [((minX + maxX) / 2) * MM, 0, (-(minY + maxY) / 2) * MM], radius, room };
}

/** Where the camera stands and what it looks at for a preset, in scene metres. */
export function cameraFor(
  view: CameraPreset,
  bounds: Bounds,
): { position: [number, number, number]; target: [number, number, number] } {
  const [cx, , cz] = bounds.centre;
  const r = bounds.radius;
  const target: [number, number, number] = [cx, 0.9, cz];
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
      const distance = Math.max(r * 1.4, 2.5);
      return { position: [mx + (dx / d) * distance, 1.5, mz + (dz / d) * distance], target: [mx, 1.1, mz] };
    }
  }
  return { position: [cx + r * 1.3, r * 1.25, cz + r * 1.6], target };
}
