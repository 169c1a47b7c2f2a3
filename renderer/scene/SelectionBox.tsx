import { useMemo } from 'react';
import { BoxGeometry, EdgesGeometry } from 'three';
import { extentOf } from './parts/types';
import type { SceneItem } from './model/sceneItem';
import { MM, toScene } from './model/sceneItem';

/** The extent of an item's parts in its own frame (mm): min and max corners. */
export function partsExtent(item: Pick<SceneItem, 'parts'>): {
  min: [number, number, number];
  max: [number, number, number];
} {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const part of item.parts) {
    // Turned parts (a leaf or a sash ajar) by the box around them.
    const size = extentOf(part);
    for (let axis = 0; axis < 3; axis++) {
      min[axis] = Math.min(min[axis]!, part.position[axis]! - size[axis]! / 2);
      max[axis] = Math.max(max[axis]!, part.position[axis]! + size[axis]! / 2);
    }
  }
  return { min, max };
}

export interface SelectionBoxProps {
  /** The selected item: the outline follows its parts' extent, place and turn. */
  item: SceneItem;
  /** The outline's colour (CSS). */
  color: string;
}

/**
 * The selected item's outline: box edges in the brand colour a little outside its parts. An outline
 * leaves the finishes as they are (a tint would change the colour the customer is choosing).
 */
export function SelectionBox({ item, color }: SelectionBoxProps) {
  const { geometry, centre } = useMemo(() => {
    const { min, max } = partsExtent(item);
    const pad = 15;
    const size = [0, 1, 2].map((a) => (max[a]! - min[a]! + 2 * pad) * MM) as [number, number, number];
    const box = new BoxGeometry(...size);
    const edges = new EdgesGeometry(box);
    box.dispose();
    return {
      geometry: edges,
      centre: [0, 1, 2].map((a) => ((min[a]! + max[a]!) / 2) * MM) as [number, number, number],
    };
  }, [item]);
  return (
    <group
      position={toScene(item.x, item.y, item.elevation)}
      rotation={[0, (item.rotation * Math.PI) / 180, 0]}
    >
      <lineSegments geometry={geometry} position={centre}>
        <lineBasicMaterial color={color} />
      </lineSegments>
    </group>
  );
}
