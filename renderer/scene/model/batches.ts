import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { batchKey, type Finish, type Shape } from '../parts';
import { MM, toScene, type SceneItem } from './sceneItem';

/**
 * All parts that share a shape and a finish, as one instanced mesh: the room draws in as many calls
 * as it has distinct finishes, however many units it holds.
 */
export interface Batch {
  key: string;
  shape: Shape;
  finish: Finish;
  /** 16 numbers per instance: unit shape scaled, placed and turned. */
  matrices: Float32Array;
  /** The item each instance belongs to (for picking and highlighting). */
  owners: string[];
}

const position = new Vector3();
const scale = new Vector3();
const itemQuaternion = new Quaternion();
const partQuaternion = new Quaternion();
const euler = new Euler();
const itemMatrix = new Matrix4();
const partMatrix = new Matrix4();
const Y = new Vector3(0, 1, 0);

export function buildBatches(items: readonly SceneItem[]): Batch[] {
  const groups = new Map<string, { shape: Shape; finish: Finish; matrices: number[]; owners: string[] }>();
  for (const item of items) {
    itemQuaternion.setFromAxisAngle(Y, (item.rotation * Math.PI) / 180);
    itemMatrix.compose(
      position.set(...toScene(item.x, item.y, item.elevation)),
      itemQuaternion,
      scale.set(1, 1, 1),
    );
    for (const part of item.parts) {
      const key = batchKey(part);
      let group = groups.get(key);
      if (!group) {
        group = { shape: part.shape, finish: part.finish, matrices: [], owners: [] };
        groups.set(key, group);
      }
      // Euler order XYZ: the quarter turn about z first, then the yaw about y (a leaf ajar), then
      // the tilt about x (a tilt sash ajar).
      partQuaternion.setFromEuler(
        euler.set(
          ((part.tilt ?? 0) * Math.PI) / 180,
          ((part.yaw ?? 0) * Math.PI) / 180,
          part.turn === 1 ? Math.PI / 2 : 0,
        ),
      );
      partMatrix.compose(
        position.set(part.position[0] * MM, part.position[1] * MM, part.position[2] * MM),
        partQuaternion,
        scale.set(part.size[0] * MM, part.size[1] * MM, part.size[2] * MM),
      );
      partMatrix.premultiply(itemMatrix);
      group.matrices.push(...partMatrix.elements);
      group.owners.push(item.id);
    }
  }
  return [...groups].map(([key, g]) => ({
    key,
    shape: g.shape,
    finish: g.finish,
    matrices: Float32Array.from(g.matrices),
    owners: g.owners,
  }));
}
