import type { Part } from '../parts';

/**
 * One thing in the 3D room: a project row, or a wall. Pose in plan terms (core/layout): (x, y) in mm
 * with y north, `elevation` of its bottom, `rotation` counter-clockwise in degrees. Parts are in the
 * item's own frame (scene/parts/types.ts).
 */
export interface SceneItem {
  id: string;
  /** Rows are selectable and movable; walls are not. */
  kind: 'row' | 'wall';
  x: number;
  y: number;
  elevation: number;
  rotation: number;
  parts: readonly Part[];
}

/** Scene units are metres: three's cameras, lights and environment are tuned for them. */
export const MM = 0.001;

/** Plan (x, y north, mm) to scene (x, y up, z south, m). */
export function toScene(x: number, y: number, elevation = 0): [number, number, number] {
  return [x * MM, elevation * MM, -y * MM];
}

/** Scene floor point back to plan millimetres. */
export function toPlan(sceneX: number, sceneZ: number): { x: number; y: number } {
  return { x: sceneX / MM, y: -sceneZ / MM };
}
