import type { ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, type InstancedMesh } from 'three';
import type { Batch } from './model/batches';
import { liveMaterial, liveShape } from './quality/liveMaterials';
import type { LiveProfile } from './quality/renderProfile';

const WHITE = new Color('#ffffff');
/** A dragged item that would collide is tinted red while it would (selection is an outline). */
const REFUSED = new Color('#ff5a5a');

export interface BatchMeshProps {
  batch: Batch;
  profile: LiveProfile;
  refusedId?: string | null;
  /** Pointer down on an instance: the owner's id and the event (for dragging). */
  onPick?: (ownerId: string, event: ThreeEvent<PointerEvent>) => void;
}

/** One instanced mesh: every part of the room with this shape and finish, in one draw call. */
export function BatchMesh({ batch, profile, refusedId = null, onPick }: BatchMeshProps) {
  const ref = useRef<InstancedMesh>(null);
  const count = batch.owners.length;
  const material = useMemo(() => liveMaterial(batch.finish, profile), [batch.finish, profile]);
  useLayoutEffect(() => () => material.dispose(), [material]);

  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    mesh.instanceMatrix.array.set(batch.matrices);
    mesh.instanceMatrix.needsUpdate = true;
    for (let i = 0; i < count; i++) {
      const owner = batch.owners[i];
      mesh.setColorAt(i, owner === refusedId ? REFUSED : WHITE);
    }
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    // Picking and culling test against the instances' bounds, not the unit shape's.
    mesh.computeBoundingSphere();
    mesh.computeBoundingBox();
  }, [batch, count, refusedId]);

  return (
    <instancedMesh
      ref={ref}
      args={[liveShape(batch.shape, profile), material, count]}
      castShadow={batch.finish.opacity === 1}
      receiveShadow={profile.furnitureReceivesShadows}
      onPointerDown={(event) => {
        if (!onPick || event.instanceId === undefined) return;
        const owner = batch.owners[event.instanceId];
        if (owner) onPick(owner, event);
      }}
    />
  );
}
