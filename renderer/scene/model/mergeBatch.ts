// A batch as one plain geometry instead of instances: every instance's copy of the unit shape moved
// to its place in the vertex data. SwiftShader draws an instanced call as one pass of its pipeline
// per instance, so a thousand small boxes cost a thousand set-ups; merged they are one draw. Used for
// the moving frames' simplified furniture, which is small (a few boxes per item) and rebuilt only
// when the room's content changes.
import { BufferAttribute, BufferGeometry, Matrix3, Matrix4, Vector3 } from 'three';
import type { Batch } from './batches';

const matrix = new Matrix4();
const normalMatrix = new Matrix3();
const vector = new Vector3();

/**
 * The batch's instances in one indexed geometry with positions, normals and a white vertex colour
 * (tinted per owner by tintOwner). Vertices of instance i are i * shape's vertex count onwards.
 */
export function mergeBatch(batch: Pick<Batch, 'matrices' | 'owners'>, shape: BufferGeometry): BufferGeometry {
  const position = shape.getAttribute('position');
  const normal = shape.getAttribute('normal');
  const shapeIndex = shape.index;
  const count = batch.owners.length;
  const vertices = position.count;
  const indices = shapeIndex ? shapeIndex.count : vertices;
  const positions = new Float32Array(count * vertices * 3);
  const normals = new Float32Array(count * vertices * 3);
  const index = new Uint32Array(count * indices);
  for (let i = 0; i < count; i++) {
    matrix.fromArray(batch.matrices, i * 16);
    normalMatrix.getNormalMatrix(matrix);
    const first = i * vertices;
    for (let v = 0; v < vertices; v++) {
      vector
        .fromBufferAttribute(position, v)
        .applyMatrix4(matrix)
        .toArray(positions, (first + v) * 3);
      vector
        .fromBufferAttribute(normal, v)
        .applyMatrix3(normalMatrix)
        .normalize()
        .toArray(normals, (first + v) * 3);
    }
    for (let k = 0; k < indices; k++) index[i * indices + k] = first + (shapeIndex ? shapeIndex.getX(k) : k);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new BufferAttribute(normals, 3));
  geometry.setAttribute('color', new BufferAttribute(new Float32Array(count * vertices * 3).fill(1), 3));
  geometry.setIndex(new BufferAttribute(index, 1));
  geometry.computeBoundingSphere();
  geometry.computeBoundingBox();
  return geometry;
}

/** Colours every vertex of a merged batch white, those of `owner`'s instances `tint` (a drag refused). */
export function tintOwner(
  geometry: BufferGeometry,
  owners: readonly string[],
  owner: string | null,
  tint: readonly [number, number, number],
): void {
  const color = geometry.getAttribute('color') as BufferAttribute;
  const perInstance = color.count / Math.max(1, owners.length);
  const array = color.array as Float32Array;
  for (let i = 0; i < owners.length; i++) {
    const [r, g, b] = owners[i] === owner ? tint : [1, 1, 1];
    for (let v = i * perInstance; v < (i + 1) * perInstance; v++) {
      array[v * 3] = r;
      array[v * 3 + 1] = g;
      array[v * 3 + 2] = b;
    }
  }
  color.needsUpdate = true;
}
