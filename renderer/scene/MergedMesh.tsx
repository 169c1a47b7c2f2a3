import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Material, Mesh } from 'three';
import type { Batch } from './model/batches';
import { mergedFurniture, registerFurniture, REFUSED_TINT } from './model/furnitureMesh';
import { createMerger } from './model/mergeBatch';
import { liveMaterial, liveShape } from './quality/liveMaterials';
import type { LiveProfile } from './quality/renderProfile';

export interface MergedMeshProps {
  /** The parts of one shape and finish, with their owners. */
  batch: Batch;
  /** How this device draws the live view (the material, the round parts' sides, shadows). */
  profile: LiveProfile;
  /** The item whose parts are tinted as refused (a drag that would collide); null: none. */
  refusedId?: string | null;
  /** The full detail at rest on a software rasteriser casts the shadows; the moving frames' none. */
  castShadow?: boolean;
}

/**
 * One batch drawn as one merged geometry (model/mergeBatch.ts): the moving frames' simplified
 * furniture, and on a software rasteriser the full detail at rest. It draws a FurnitureMesh
 * (model/furnitureMesh.ts), as BatchMesh does: a picked face's vertex says whose part it is. A new
 * batch of as many instances (an item dragged or edited) rewrites only the moved instances in the
 * same geometry.
 */
export function MergedMesh({ batch, profile, refusedId = null, castShadow = false }: MergedMeshProps) {
  const ref = useRef<Mesh>(null);
  const shape = liveShape(batch.shape, profile);
  const merger = useMemo(() => createMerger(), []);
  const geometry = useMemo(() => merger.update(batch, shape), [merger, batch, shape]);
  useLayoutEffect(() => {
    // Runs when a new geometry replaces this one and on unmount, not when it was refreshed in place.
    return () => geometry.dispose();
  }, [geometry]);
  const material = useMemo<Material>(() => {
    const made = liveMaterial(batch.finish, profile);
    // The vertex colours carry the refused tint, as the instance colours do for BatchMesh.
    (made as Material & { vertexColors: boolean }).vertexColors = true;
    return made;
  }, [batch.finish, profile]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  useLayoutEffect(() => {
    const furniture = mergedFurniture(geometry, batch.owners);
    furniture.tintOwner(refusedId, REFUSED_TINT);
    return ref.current ? registerFurniture(ref.current, furniture) : undefined;
  }, [geometry, batch.owners, refusedId]);
  return (
    <mesh
      ref={ref}
      geometry={geometry}
      material={material}
      castShadow={castShadow && batch.finish.opacity === 1}
      receiveShadow={profile.furnitureReceivesShadows}
    />
  );
}
