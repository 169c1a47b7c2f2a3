import { useLayoutEffect, useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute, LineDashedMaterial, LineSegments } from 'three';
import type { DoorHinge } from '../../core/layout/autoPlace';
import { doorSwing } from '../../core/layout/openings';
import type { Room } from '../../core/room/walls';
import { toScene } from './model/sceneItem';

/** Just over the floor: drawn on it, never fighting it. */
const FLOOR_GAP = 2;

/**
 * The floor positions (scene metres, segment pairs) of every hinged door's swing: the open leaf and
 * the arc its free edge sweeps into the room, as the plan draws them (core/layout doorSwing).
 */
export function swingSegments(room: Room, hinges: ReadonlyMap<string, DoorHinge>): number[] {
  const out: number[] = [];
  for (const wall of room.walls) {
    for (const opening of wall.openings) {
      if (opening.kind !== 'door') continue;
      const swing = doorSwing(room, wall.id, opening, hinges.get(opening.id) ?? 'left');
      if (!swing) continue;
      const points = [
        swing.hinge,
        swing.open,
        ...swing.arc.flatMap((p, i) => (i ? [swing.arc[i - 1]!, p] : [])),
      ];
      for (const p of points) out.push(...toScene(p.x, p.y, FLOOR_GAP));
    }
  }
  return out;
}

/** The doors' swings on the 3D floor, dashed as on the plan: one draw for all of them. */
export function DoorSwings({ room, hinges }: { room: Room; hinges: ReadonlyMap<string, DoorHinge> }) {
  const lines = useMemo(() => {
    const positions = swingSegments(room, hinges);
    if (positions.length === 0) return null;
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
    const made = new LineSegments(
      geometry,
      new LineDashedMaterial({ color: '#8A8580', dashSize: 0.06, gapSize: 0.04 }),
    );
    made.computeLineDistances();
    made.name = 'door-swings';
    return made;
  }, [room, hinges]);
  useLayoutEffect(
    () => () => {
      lines?.geometry.dispose();
      (lines?.material as LineDashedMaterial | undefined)?.dispose();
    },
    [lines],
  );
  return lines ? <primitive object={lines} /> : null;
}
