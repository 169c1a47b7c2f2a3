import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Vector3, type Group } from 'three';
import { wallFaces } from '../../core/layout/walls';
import type { Room } from '../../core/room/walls';
import { buildBatches } from './model/batches';
import { MM } from './model/sceneItem';
import { WALL_FINISH, wallItems } from './model/wallPieces';
import { liveMaterial } from './quality/liveMaterials';
import { WallInstances, type WallMesh } from './WallInstances';
import type { LiveProfile } from './quality/renderProfile';

const toCamera = new Vector3();

export interface WallsProps {
  /** The room whose walls are drawn (openings cut); null: no walls. */
  room: Room | null;
  /** How this device draws the live view (the walls' material kind, whether they receive shadows). */
  profile: LiveProfile;
}

/**
 * The room's walls, one instanced mesh each (their pieces around openings). A wall between the camera
 * and the room is hidden, as planners do, so the furniture is always in sight from any angle.
 */
export function Walls({ room, profile }: WallsProps) {
  // The furniture's material kind, with instance colours as theirs have: one shader program for all.
  const material = useMemo(() => liveMaterial(WALL_FINISH, profile), [profile]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  const walls = useMemo<WallMesh[]>(() => {
    if (!room) return [];
    const faces = wallFaces(room);
    return wallItems(room).map((item, i) => {
      const [batch] = buildBatches([item]);
      const face = faces[i]!;
      return {
        id: item.id,
        matrices: batch?.matrices ?? new Float32Array(),
        count: batch?.owners.length ?? 0,
        point: new Vector3(face.start.x * MM, 1, -face.start.y * MM),
        normal: new Vector3(face.normal.x, 0, -face.normal.y),
      };
    });
  }, [room]);
  const groups = useRef<(Group | null)[]>([]);

  useFrame(({ camera }) => {
    walls.forEach((wall, i) => {
      const group = groups.current[i];
      if (!group) return;
      toCamera.subVectors(camera.position, wall.point);
      // Seen from outside (behind its room side) and not from straight above.
      group.visible = toCamera.dot(wall.normal) > 0 || camera.position.y > 12;
    });
  });

  return (
    <>
      {walls.map((wall, i) => (
        <group key={wall.id} ref={(g) => void (groups.current[i] = g)}>
          <WallInstances wall={wall} material={material} receiveShadow={profile.furnitureReceivesShadows} />
        </group>
      ))}
    </>
  );
}
