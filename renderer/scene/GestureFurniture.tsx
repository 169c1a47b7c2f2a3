import type { Object3D } from 'three';
import { MergedMesh } from './MergedMesh';
import type { Batch } from './model/batches';
import type { LiveProfile } from './quality/renderProfile';

export interface GestureFurnitureProps {
  /** The simplified parts (model/gestureDetail.ts), one batch per shape and finish. */
  batches: readonly Batch[];
  /** How this device draws the live view. */
  profile: LiveProfile;
  /** The item tinted as refused while a drag would collide; null: none. */
  refusedId: string | null;
  /** Gets the group, for the switch from the full detail (quality/motionDetail.ts). */
  drawnRef: (group: Object3D | null) => void;
}

/**
 * What moving frames draw instead of the full detail: far fewer triangles in the same places, merged
 * (one plain draw per finish). Not pickable (no handler): a press picks from the full detail
 * (Furniture), whichever is showing.
 */
export function GestureFurniture({ batches, profile, refusedId, drawnRef }: GestureFurnitureProps) {
  return (
    <group ref={drawnRef}>
      {batches.map((batch) => (
        <MergedMesh key={batch.key} batch={batch} profile={profile} refusedId={refusedId} />
      ))}
    </group>
  );
}
