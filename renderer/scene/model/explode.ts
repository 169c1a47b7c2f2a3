import type { Part } from '../parts';
import type { SceneItem } from './sceneItem';

/**
 * The explode view: each part of an item pulled away from the item's centre by `amount` times its
 * distance from it (0 = assembled, 1 = every offset doubled), so boards, doors, drawers and handles
 * stand apart and the build of the unit shows. Parts keep their size; the item's pose is unchanged.
 */
export function explodeParts(parts: readonly Part[], amount: number): Part[] {
  if (amount <= 0 || parts.length < 2) return [...parts];
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const part of parts) {
    for (let axis = 0; axis < 3; axis++) {
      min[axis] = Math.min(min[axis]!, part.position[axis]! - part.size[axis]! / 2);
      max[axis] = Math.max(max[axis]!, part.position[axis]! + part.size[axis]! / 2);
    }
  }
  const centre = [0, 1, 2].map((axis) => (min[axis]! + max[axis]!) / 2);
  return parts.map((part) => ({
    ...part,
    position: [
      part.position[0] + (part.position[0] - centre[0]!) * amount,
      // Nothing sinks into the floor: the bottom stays where it is, parts rise from it.
      part.position[1] + (part.position[1] - min[1]!) * amount,
      part.position[2] + (part.position[2] - centre[2]!) * amount,
    ] as const,
  }));
}

/** The room's items with `ids` exploded (every row when `ids` is null); walls stay whole. */
export function explodeItems(
  items: readonly SceneItem[],
  amount: number,
  ids: ReadonlySet<string> | null,
): SceneItem[] {
  return items.map((item) =>
    item.kind === 'row' && (ids === null || ids.has(item.id))
      ? { ...item, parts: explodeParts(item.parts, amount) }
      : item,
  );
}
