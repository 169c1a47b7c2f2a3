import type { ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo } from 'react';
import { Color, type Material } from 'three';
import type { Batch } from './model/batches';
import { createMerger, ownerOfVertex, tintOwner } from './model/mergeBatch';
import { liveMaterial, liveShape } from './quality/liveMaterials';
import type { LiveProfile } from './quality/renderProfile';

/** A dragged item that would collide is tinted red while it would, as BatchMesh does. */
const REFUSED = new Color('#ff5a5a');

export interface MergedMeshProps {
  batch: Batch;
  profile: LiveProfile;
  refusedId?: string | null;
  /** The full detail at rest on a software rasteriser casts the shadows; the moving frames' none. */
  castShadow?: boolean;
  /** Pointer down on a part: its owner's id and the event (for dragging), as BatchMesh's. */
  onPick?: (ownerId: string, event: ThreeEvent<PointerEvent>) => void;
}

/**
 * One batch drawn as one merged geometry (model/mergeBatch.ts): the moving frames' simplified
 * furniture, and on a software rasteriser the full detail at rest, which the pointer then picks
 * from (`onPick`: the picked face's vertex says whose part it is). A new batch of as many instances
 * (an item dragged or edited) rewrites only the moved instances in the same geometry.
 */
export function MergedMesh({
  batch,
  profile,
  refusedId = null,
  castShadow = false,
  onPick,
}: MergedMeshProps) {
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
    tintOwner(geometry, batch.owners, refusedId, [REFUSED.r, REFUSED.g, REFUSED.b]);
  }, [geometry, batch.owners, refusedId]);
  return (
    <mesh
      geometry={geometry}
      material={material}
      castShadow={castShadow && batch.finish.opacity === 1}
      receiveShadow={profile.furnitureReceivesShadows}
      onPointerDown={
        onPick &&
        ((event) => {
          const owner = event.face ? ownerOfVertex(geometry, batch.owners, event.face.a) : undefined;
          if (owner) onPick(owner, event);
        })
      }
    />
  );
}
