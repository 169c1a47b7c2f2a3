// A batch as one plain geometry instead of instances: every instance's copy of the unit shape moved
// to its place in the vertex data. SwiftShader draws an instanced call as one pass of its pipeline
// per instance, so a thousand small boxes cost a thousand set-ups; merged they are one draw. Used for
// the moving frames' simplified furniture and, on a software rasteriser, for the full detail at rest
// (Furniture.tsx): rebuilt when the room's content changes, in place where it can.
import { BufferAttribute, BufferGeometry, Matrix3, Matrix4 } from 'three';
import type { Batch } from './batches';

const matrix = new Matrix4();
const normalMatrix = new Matrix3();

/** What a merged geometry remembers to be refreshed in place (mergeBatch's `reuse`). */
interface MergedData {
  shape: BufferGeometry;
  /** The instances' matrices it was last written from. */
  matrices: Float32Array;
}

/** Writes instance i's copy of the shape (positions, unit normals) from its matrix. */
function placeInstance(
  matrices: Float32Array,
  i: number,
  shape: { positions: ArrayLike<number>; normals: ArrayLike<number>; vertices: number },
  positions: Float32Array,
  normals: Float32Array,
): void {
  const e = matrix.fromArray(matrices, i * 16).elements;
  const n = normalMatrix.getNormalMatrix(matrix).elements;
  const first = i * shape.vertices * 3;
  for (let v = 0; v < shape.vertices * 3; v += 3) {
    const x = shape.positions[v]!;
    const y = shape.positions[v + 1]!;
    const z = shape.positions[v + 2]!;
    positions[first + v] = e[0]! * x + e[4]! * y + e[8]! * z + e[12]!;
    positions[first + v + 1] = e[1]! * x + e[5]! * y + e[9]! * z + e[13]!;
    positions[first + v + 2] = e[2]! * x + e[6]! * y + e[10]! * z + e[14]!;
    const nx = shape.normals[v]!;
    const ny = shape.normals[v + 1]!;
    const nz = shape.normals[v + 2]!;
    const a = n[0]! * nx + n[3]! * ny + n[6]! * nz;
    const b = n[1]! * nx + n[4]! * ny + n[7]! * nz;
    const c = n[2]! * nx + n[5]! * ny + n[8]! * nz;
    // Not Math.hypot: V8's is several times slower, and this runs for every vertex of the room.
    const length = Math.sqrt(a * a + b * b + c * c) || 1;
    normals[first + v] = a / length;
    normals[first + v + 1] = b / length;
    normals[first + v + 2] = c / length;
  }
}

function sameInstance(a: Float32Array, b: Float32Array, i: number): boolean {
  for (let k = i * 16; k < i * 16 + 16; k++) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * The batch's instances in one indexed geometry with positions, normals and a white vertex colour
 * (tinted per owner by tintOwner). Vertices of instance i are i * shape's vertex count onwards.
 * With `reuse` (this function's earlier result for the same shape and as many instances: an item
 * dragged or edited in place) only the instances whose matrix changed are written again, into the
 * same buffers: a drag's every step would otherwise copy the whole room's vertices.
 */
export function mergeBatch(
  batch: Pick<Batch, 'matrices' | 'owners'>,
  shape: BufferGeometry,
  reuse?: BufferGeometry | null,
): BufferGeometry {
  const source = {
    positions: shape.getAttribute('position').array,
    normals: shape.getAttribute('normal').array,
    vertices: shape.getAttribute('position').count,
  };
  const count = batch.owners.length;
  const previous = reuse?.userData as Partial<MergedData> | undefined;
  if (reuse && previous?.shape === shape && previous.matrices?.length === batch.matrices.length) {
    const positions = reuse.getAttribute('position') as BufferAttribute;
    const normals = reuse.getAttribute('normal') as BufferAttribute;
    let changed = false;
    for (let i = 0; i < count; i++) {
      if (sameInstance(previous.matrices, batch.matrices, i)) continue;
      placeInstance(
        batch.matrices,
        i,
        source,
        positions.array as Float32Array,
        normals.array as Float32Array,
      );
      changed = true;
    }
    if (changed) {
      previous.matrices.set(batch.matrices);
      positions.needsUpdate = true;
      normals.needsUpdate = true;
      reuse.computeBoundingSphere();
      reuse.computeBoundingBox();
    }
    return reuse;
  }
  const shapeIndex = shape.index;
  const indices = shapeIndex ? shapeIndex.count : source.vertices;
  const positions = new Float32Array(count * source.vertices * 3);
  const normals = new Float32Array(count * source.vertices * 3);
  const index = new Uint32Array(count * indices);
  const shapeIndices = shapeIndex?.array;
  for (let i = 0; i < count; i++) {
    placeInstance(batch.matrices, i, source, positions, normals);
    const first = i * source.vertices;
    for (let k = 0; k < indices; k++) index[i * indices + k] = first + (shapeIndices ? shapeIndices[k]! : k);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new BufferAttribute(normals, 3));
  geometry.setAttribute(
    'color',
    new BufferAttribute(new Float32Array(count * source.vertices * 3).fill(1), 3),
  );
  geometry.setIndex(new BufferAttribute(index, 1));
  geometry.computeBoundingSphere();
  geometry.computeBoundingBox();
  const data: MergedData = { shape, matrices: Float32Array.from(batch.matrices) };
  geometry.userData = data;
  return geometry;
}

/** A batch's merged geometry over its changes: each update refreshes the last one where it can. */
export function createMerger(): {
  update(batch: Pick<Batch, 'matrices' | 'owners'>, shape: BufferGeometry): BufferGeometry;
} {
  let last: BufferGeometry | null = null;
  return {
    update(batch, shape) {
      last = mergeBatch(batch, shape, last);
      return last;
    },
  };
}

/**
 * Whose part a vertex of a merged batch is (a picked face's first vertex): instance i's vertices are
 * i * the shape's vertex count onwards, in the order of `owners`.
 */
export function ownerOfVertex(
  geometry: BufferGeometry,
  owners: readonly string[],
  vertex: number,
): string | undefined {
  const perInstance = geometry.getAttribute('position').count / Math.max(1, owners.length);
  return owners[Math.floor(vertex / perInstance)];
}

/**
 * Colours every vertex of a merged batch white, those of `owner`'s instances `tint` (a drag refused).
 * Uploads again only when a colour changed: the full detail's colours are a room's worth of vertices.
 */
export function tintOwner(
  geometry: BufferGeometry,
  owners: readonly string[],
  owner: string | null,
  tint: readonly [number, number, number],
): void {
  const color = geometry.getAttribute('color') as BufferAttribute;
  const perInstance = color.count / Math.max(1, owners.length);
  const array = color.array as Float32Array;
  let changed = false;
  for (let i = 0; i < owners.length; i++) {
    const [r, g, b] = owners[i] === owner ? tint : [1, 1, 1];
    const first = i * perInstance * 3;
    // An instance's vertices are always coloured alike: its first one says whether it changes.
    if (
      array[first] === Math.fround(r) &&
      array[first + 1] === Math.fround(g) &&
      array[first + 2] === Math.fround(b)
    )
      continue;
    changed = true;
    for (let v = i * perInstance; v < (i + 1) * perInstance; v++) {
      array[v * 3] = r;
      array[v * 3 + 1] = g;
      array[v * 3 + 2] = b;
    }
  }
  if (changed) color.needsUpdate = true;
}
