// The room in motion: while the user turns, zooms or drags, a software rasteriser spends most of a
// frame transforming and setting up triangles (at the moving frames' third of the resolution the
// pixels cost little), so the moving frames draw each item in fewer of them. At rest the full detail
// comes back (GestureFurniture.tsx, switched by quality/motionDetail.ts).
import { extentOf, type Part, type Vec3 } from '../parts';
import type { SceneItem } from './sceneItem';

/**
 * A box at most this wide (mm) in two directions is a handle, a knob, a tap, a window's lever: a
 * pixel or less in a moving frame of a room, 12 triangles each, and on every front. Left out while
 * moving. Thin legs stay (as boxes): without them a sideboard would float.
 */
export const FINE_MM = 30;

/** Whether a part is left out of the moving frames (see FINE_MM). */
export function isFine(part: Part): boolean {
  return part.shape === 'box' && part.size.filter((side) => side <= FINE_MM).length >= 2;
}

/** The box around some parts, in the item's millimetres. */
export function boundsOf(parts: readonly Part[]): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const part of parts) {
    // A lying cylinder (turn 1) has its axis along x: its width and height swap; a sash ajar leans.
    const size = extentOf(part);
    for (let axis = 0; axis < 3; axis++) {
      min[axis] = Math.min(min[axis]!, part.position[axis]! - size[axis]! / 2);
      max[axis] = Math.max(max[axis]!, part.position[axis]! + size[axis]! / 2);
    }
  }
  return { min, max };
}

/**
 * One item's parts as the moving frames draw them: fine parts left out, the parts that merge (a
 * cabinet's boards, its plain fronts: Part.merge) as the one box around them per key and finish,
 * round parts (legs, pedestals) as boxes of their size (12 triangles instead of 48). Everything else
 * as it is.
 */
export function gestureParts(parts: readonly Part[]): Part[] {
  const result: Part[] = [];
  const merged = new Map<string, Part[]>();
  for (const part of parts) {
    if (isFine(part)) continue;
    if (part.merge) {
      const f = part.finish;
      const key = `${part.merge}|${f.color}|${f.roughness}|${f.metalness}|${f.opacity}`;
      const group = merged.get(key);
      if (group) group.push(part);
      else merged.set(key, [part]);
      continue;
    }
    if (part.shape === 'cylinder') {
      const { turn: _turn, ...rest } = part;
      const size: Vec3 = part.turn === 1 ? [part.size[1], part.size[0], part.size[2]] : part.size;
      result.push({ ...rest, shape: 'box', size });
      continue;
    }
    result.push(part);
  }
  for (const group of merged.values()) {
    const { min, max } = boundsOf(group);
    result.push({
      shape: 'box',
      size: [max[0]! - min[0]!, max[1]! - min[1]!, max[2]! - min[2]!],
      position: [(min[0]! + max[0]!) / 2, (min[1]! + max[1]!) / 2, (min[2]! + max[2]!) / 2],
      finish: group[0]!.finish,
    });
  }
  return result;
}

/** Rows configured alike share their parts (state/scene.ts): each distinct set is simplified once. */
const simplified = new WeakMap<readonly Part[], Part[]>();

/** The scene's items as the moving frames draw them (gestureParts), same ids and poses. */
export function gestureItems(items: readonly SceneItem[]): SceneItem[] {
  return items.map((item) => {
    let parts = simplified.get(item.parts);
    if (!parts) simplified.set(item.parts, (parts = gestureParts(item.parts)));
    return { ...item, parts };
  });
}
