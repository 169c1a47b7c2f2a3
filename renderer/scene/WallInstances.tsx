import { useLayoutEffect, useRef } from 'react';
import { Color, type InstancedMesh, type Material, type Vector3 } from 'three';
import { unitBox } from './media/materials';

const WHITE = new Color('#ffffff');

/** A wall as Walls builds it from the room. */
export interface WallMesh {
  id: string;
  matrices: Float32Array;
  count: number;
  /** A point on the wall and its normal into the room, in scene coordinates. */
  point: Vector3;
  normal: Vector3;
}

export interface WallInstancesProps {
  /** The wall's pieces (around its openings) as instance matrices. */
  wall: WallMesh;
  /** The walls' one material (Walls makes it for the profile). */
  material: Material;
  /** Whether the wall receives the key light's shadow (the profile's furnitureReceivesShadows). */
  receiveShadow: boolean;
}

/** One wall: its pieces as one instanced mesh, white (the material's colour is the wall's). */
export function WallInstances({ wall, material, receiveShadow }: WallInstancesProps) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    mesh.instanceMatrix.array.set(wall.matrices);
    mesh.instanceMatrix.needsUpdate = true;
    for (let i = 0; i < wall.count; i++) mesh.setColorAt(i, WHITE);
    mesh.computeBoundingSphere();
  }, [wall]);
  // Drawn after the furniture, so the depth test skips shading wall behind it. Walls cast no shadow:
  // the key light stands for the room's own lighting, not a sun over a roofless room, and their
  // shadows laid big grey slabs across the floor (the hidden near walls' too, from the cached map).
  return (
    <instancedMesh
      ref={ref}
      args={[unitBox, material, wall.count]}
      receiveShadow={receiveShadow}
      renderOrder={1}
    />
  );
}
