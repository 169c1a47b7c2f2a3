import { useLayoutEffect, useMemo, useRef } from 'react';
import type { InstancedMesh } from 'three';
import type { Batch } from './model/batches';
import { instancedFurniture, registerFurniture, REFUSED_TINT } from './model/furnitureMesh';
import { liveMaterial, liveShape } from './quality/liveMaterials';
import type { LiveProfile } from './quality/renderProfile';

export interface BatchMeshProps {
  /** The parts of one shape and finish, with their owners. */
  batch: Batch;
  /** How this device draws the live view (the material, the round parts' sides, shadows). */
  profile: LiveProfile;
  /** The item whose parts are tinted as refused (a drag that would collide); null: none. */
  refusedId?: string | null;
}

/**
 * One instanced mesh: every part of the room with this shape and finish, in one draw call. It draws
 * a FurnitureMesh (model/furnitureMesh.ts): the pointer's hits on it are picked through that contract.
 */
export function BatchMesh({ batch, profile, refusedId = null }: BatchMeshProps) {
  const ref = useRef<InstancedMesh>(null);
  const count = batch.owners.length;
  const material = useMemo(() => liveMaterial(batch.finish, profile), [batch.finish, profile]);
  useLayoutEffect(() => () => material.dispose(), [material]);

  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    mesh.instanceMatrix.array.set(batch.matrices);
    mesh.instanceMatrix.needsUpdate = true;
    const furniture = instancedFurniture(mesh, batch.owners);
    furniture.tintOwner(refusedId, REFUSED_TINT);
    // Picking and culling test against the instances' bounds, not the unit shape's.
    mesh.computeBoundingSphere();
    mesh.computeBoundingBox();
    return registerFurniture(mesh, furniture);
  }, [batch, count, refusedId]);

  return (
    <instancedMesh
      ref={ref}
      args={[liveShape(batch.shape, profile), material, count]}
      castShadow={batch.finish.opacity === 1}
      receiveShadow={profile.furnitureReceivesShadows}
    />
  );
}
