import type { ThreeEvent } from '@react-three/fiber';
import type { Object3D } from 'three';
import { BatchMesh } from './BatchMesh';
import { MergedMesh } from './MergedMesh';
import type { Batch } from './model/batches';
import type { LiveProfile } from './quality/renderProfile';

/**
 * The furniture in full detail: instanced meshes, one per shape and finish (BatchMesh); on a software
 * rasteriser (profile.mergedStill) merged copies instead (MergedMesh), one plain draw per finish. The
 * pointer picks from whichever draws (a hidden instanced copy for picking cost the opening of the
 * room its building). `drawnRef` gets the group, for the switch to the moving frames' detail
 * (quality/motionDetail.ts).
 */
export function Furniture({
  batches,
  profile,
  refusedId,
  onPick,
  drawnRef,
}: {
  batches: readonly Batch[];
  profile: LiveProfile;
  refusedId: string | null;
  onPick: (ownerId: string, event: ThreeEvent<PointerEvent>) => void;
  drawnRef: (group: Object3D | null) => void;
}) {
  return (
    <group ref={drawnRef}>
      {batches.map((batch) =>
        profile.mergedStill ? (
          <MergedMesh
            key={batch.key}
            batch={batch}
            profile={profile}
            refusedId={refusedId}
            castShadow
            onPick={onPick}
          />
        ) : (
          <BatchMesh key={batch.key} batch={batch} profile={profile} refusedId={refusedId} onPick={onPick} />
        ),
      )}
    </group>
  );
}
