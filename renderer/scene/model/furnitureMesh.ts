// The one contract of a drawn batch of furniture, whether it is instanced (BatchMesh: one instance per
// part) or merged (MergedMesh: every part's copy of the shape in one geometry). Picking asks it whose
// part the pointer hit and the refused drag asks it to tint an owner; neither knows how it is drawn.
import { Color, type BufferGeometry, type InstancedMesh, type Intersection, type Object3D } from 'three';
import { ownerOfVertex, tintOwner } from './mergeBatch';

/** What a raycast says of where it hit a mesh: the instance (instanced) or the face (merged). */
export type FurnitureHit = Pick<Intersection, 'instanceId' | 'face'>;

/** A drawn batch of furniture parts, each owned by an item (a row id). */
export interface FurnitureMesh {
  /** The owner of the part the hit is on; undefined when the hit says none of this batch's parts. */
  ownerAt(hit: FurnitureHit): string | undefined;
  /** Colours every part of `owner` with `tint` and every other part white; null: all white. */
  tintOwner(owner: string | null, tint: Color): void;
}

const WHITE = new Color(1, 1, 1);

/** An instanced batch: instance i is `owners[i]`'s part; its instance colour carries the tint. */
export function instancedFurniture(mesh: InstancedMesh, owners: readonly string[]): FurnitureMesh {
  return {
    ownerAt: (hit) => (hit.instanceId === undefined ? undefined : owners[hit.instanceId]),
    tintOwner(owner, tint) {
      for (let i = 0; i < owners.length; i++) mesh.setColorAt(i, owners[i] === owner ? tint : WHITE);
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    },
  };
}

/** A merged batch (model/mergeBatch.ts): the hit face's first vertex says whose copy it is. */
export function mergedFurniture(geometry: BufferGeometry, owners: readonly string[]): FurnitureMesh {
  return {
    ownerAt: (hit) => (hit.face ? ownerOfVertex(geometry, owners, hit.face.a) : undefined),
    tintOwner: (owner, tint) => tintOwner(geometry, owners, owner, [tint.r, tint.g, tint.b]),
  };
}

// The scene object each contract draws in: the picking code goes from the object a ray hit to it.
const drawnBy = new WeakMap<Object3D, FurnitureMesh>();

/** Says that `object` draws `furniture` (until the returned function is called). */
export function registerFurniture(object: Object3D, furniture: FurnitureMesh): () => void {
  drawnBy.set(object, furniture);
  return () => {
    if (drawnBy.get(object) === furniture) drawnBy.delete(object);
  };
}

/** The furniture a scene object draws, if it draws any. */
export function furnitureOf(object: Object3D): FurnitureMesh | undefined {
  return drawnBy.get(object);
}

/** The owner of the furniture part a ray hit, whichever way the part is drawn; undefined off furniture. */
export function ownerHit(hit: FurnitureHit & { object: Object3D }): string | undefined {
  return furnitureOf(hit.object)?.ownerAt(hit);
}

/** A dragged item that would collide is tinted red while it would (selection is an outline). */
export const REFUSED_TINT = new Color('#ff5a5a');
