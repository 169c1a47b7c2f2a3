import { useLayoutEffect, useMemo, useRef } from 'react';
import { Color, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import { unitBox } from './media/materials';
import type { Finish } from './parts';
import { liveMaterial } from './quality/liveMaterials';
import type { LiveProfile } from './quality/renderProfile';

const FLOOR_FINISH: Finish = { color: '#d9cfc1', roughness: 0.85, metalness: 0, opacity: 1 };

export interface FloorProps {
  /** Where the floor is centred, scene metres (the room's centre; its height is ignored). */
  centre: readonly [number, number, number];
  /** Its side, metres. */
  size: number;
  /** How this device draws the live view (the floor's material kind). */
  profile: LiveProfile;
}

/**
 * The floor, wider than the room by 10 m each way so it meets the horizon. An instanced mesh of one
 * in the furniture's material kind, receiving the key light's shadow whatever the profile says of
 * furniture, drawn after them (renderOrder) so the depth test skips shading the floor behind them.
 */
export function Floor({ centre, size, profile }: FloorProps) {
  const material = useMemo(() => liveMaterial(FLOOR_FINISH, profile, true), [profile]);
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    mesh.setMatrixAt(
      0,
      new Matrix4().compose(
        new Vector3(centre[0], -0.0005, centre[2]),
        new Quaternion(),
        new Vector3(size, 0.001, size),
      ),
    );
    mesh.setColorAt(0, new Color('#ffffff'));
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [centre, size]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  return <instancedMesh ref={ref} args={[unitBox, material, 1]} receiveShadow renderOrder={1} />;
}
