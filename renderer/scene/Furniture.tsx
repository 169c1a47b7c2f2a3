import type { ThreeEvent } from '@react-three/fiber';
import type { Object3D } from 'three';
import { BatchMesh } from './BatchMesh';
import { MergedMesh } from './MergedMesh';
import type { Batch } from './model/batches';
import { ownerHit } from './model/furnitureMesh';
import type { LiveProfile } from './quality/renderProfile';

export interface FurnitureProps {
  /** The room's parts, one batch per shape and finish (model/batches.ts). */
  batches: readonly Batch[];
  /** How this device draws the live view: `mergedStill` picks merged or instanced meshes. */
  profile: LiveProfile;
  /** The item tinted as refused while a drag would collide; null: none. */
  refusedId: string | null;
  /** Pointer down on a part: its owner's id and the event (for dragging). */
  onPick: (ownerId: string, event: ThreeEvent<PointerEvent>) => void;
  /** Gets the group, for the switch to the moving frames' detail (quality/motionDetail.ts). */
  drawnRef: (group: Object3D | null) => void;
}

/**
 * The furniture in full detail: instanced meshes, one per shape and finish (BatchMesh); on a software
 * rasteriser (profile.mergedStill) merged copies instead (MergedMesh), one plain draw per finish. The
 * pointer picks from whichever draws, through their one contract (model/furnitureMesh.ts): a hidden
 * instanced copy for picking cost the opening of the room its building.
 */
export function Furniture({ batches, profile, refusedId, onPick, drawnRef }: FurnitureProps) {
  return (
    <group
      ref={drawnRef}
      onPointerDown={(event) => {
        const owner = ownerHit(event);
        if (owner) onPick(owner, event);
      }}
    >
      {batches.map((batch) =>
        profile.mergedStill ? (
          <MergedMesh key={batch.key} batch={batch} profile={profile} refusedId={refusedId} castShadow />
        ) : (
          <BatchMesh key={batch.key} batch={batch} profile={profile} refusedId={refusedId} />
        ),
      )}
    </group>
  );
}
