import type { ThreeEvent } from '@react-three/fiber';
import type { Object3D } from 'three';
import { BatchMesh } from './BatchMesh';
import { MergedMesh } from './MergedMesh';
import type { Batch } from './model/batches';
import type { LiveProfile } from './quality/renderProfile';

/** Hides the instanced furniture for good where the merged copy draws it: it stays for picking. */
const pickOnly = (group: Object3D | null) => {
  if (group) group.visible = false;
};

/**
 * The furniture in full detail: instanced meshes, one per shape and finish (BatchMesh), which the
 * pointer picks from; on a software rasteriser (profile.mergedStill) drawn instead as merged copies
 * (MergedMesh), one plain draw per finish, which also cast the shadows. `drawnRef` gets the group that
 * draws, for the switch to the moving frames' detail (quality/motionDetail.ts).
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
    <>
      <group ref={profile.mergedStill ? pickOnly : drawnRef}>
        {batches.map((batch) => (
          <BatchMesh key={batch.key} batch={batch} profile={profile} refusedId={refusedId} onPick={onPick} />
        ))}
      </group>
      {profile.mergedStill && (
        <group ref={drawnRef}>
          {batches.map((batch) => (
            <MergedMesh key={batch.key} batch={batch} profile={profile} refusedId={refusedId} castShadow />
          ))}
        </group>
      )}
    </>
  );
}
