import type { ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  BoxGeometry,
  Color,
  CylinderGeometry,
  DoubleSide,
  MeshStandardMaterial,
  type InstancedMesh,
} from 'three';
import type { Batch } from './model/batches';

/** Unit shapes shared by every batch: instances scale them to each part's size. */
const unitBox = new BoxGeometry(1, 1, 1);
const unitCylinder = new CylinderGeometry(0.5, 0.5, 1, 24);

const WHITE = new Color('#ffffff');
/** Selected items are tinted with the brand's orange-red, lightly, so their finish still reads. */
const HIGHLIGHT = new Color('#ffb199');

export interface BatchMeshProps {
  batch: Batch;
  selectedId: string | null;
  /** Pointer down on an instance: the owner's id and the event (for dragging). */
  onPick?: (ownerId: string, event: ThreeEvent<PointerEvent>) => void;
}

/** One instanced mesh: every part of the room with this shape and finish, in one draw call. */
export function BatchMesh({ batch, selectedId, onPick }: BatchMeshProps) {
  const ref = useRef<InstancedMesh>(null);
  const count = batch.owners.length;
  const material = useMemo(
    () =>
      new MeshStandardMaterial({
        color: batch.finish.color,
        roughness: batch.finish.roughness,
        metalness: batch.finish.metalness,
        transparent: batch.finish.opacity < 1,
        opacity: batch.finish.opacity,
        side: batch.finish.opacity < 1 ? DoubleSide : undefined,
      }),
    [batch.finish],
  );
  useLayoutEffect(() => () => material.dispose(), [material]);

  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    mesh.instanceMatrix.array.set(batch.matrices);
    mesh.instanceMatrix.needsUpdate = true;
    for (let i = 0; i < count; i++) mesh.setColorAt(i, batch.owners[i] === selectedId ? HIGHLIGHT : WHITE);
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    // Picking and culling test against the instances' bounds, not the unit shape's.
    mesh.computeBoundingSphere();
    mesh.computeBoundingBox();
  }, [batch, count, selectedId]);

  return (
    <instancedMesh
      ref={ref}
      args={[batch.shape === 'box' ? unitBox : unitCylinder, material, count]}
      castShadow={batch.finish.opacity === 1}
      receiveShadow
      onPointerDown={(event) => {
        if (!onPick || event.instanceId === undefined) return;
        const owner = batch.owners[event.instanceId];
        if (owner) onPick(owner, event);
      }}
    />
  );
}
