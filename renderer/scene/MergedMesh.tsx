import { useLayoutEffect, useMemo } from 'react';
import { Color, type Material } from 'three';
import type { Batch } from './model/batches';
import { mergeBatch, tintOwner } from './model/mergeBatch';
import { liveMaterial, liveShape } from './quality/liveMaterials';
import type { LiveProfile } from './quality/renderProfile';

/** A dragged item that would collide is tinted red while it would, as BatchMesh does. */
const REFUSED = new Color('#ff5a5a');

export interface MergedMeshProps {
  batch: Batch;
  profile: LiveProfile;
  refusedId?: string | null;
}

/**
 * One batch drawn as one merged geometry (model/mergeBatch.ts): the moving frames' simplified
 * furniture. Not pickable and casts no shadow (the shadow map is drawn at rest, from the full detail).
 */
export function MergedMesh({ batch, profile, refusedId = null }: MergedMeshProps) {
  const geometry = useMemo(() => mergeBatch(batch, liveShape(batch.shape, profile)), [batch, profile]);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
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
  return <mesh geometry={geometry} material={material} receiveShadow={profile.furnitureReceivesShadows} />;
}
