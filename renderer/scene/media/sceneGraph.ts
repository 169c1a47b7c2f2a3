// The room as plain three.js objects, built from the same parts and batches as the live view
// (RoomScene): the off-screen pictures draw it instanced; the exports bake it into merged meshes.
import {
  Box3,
  Group,
  InstancedMesh,
  Matrix4,
  Mesh,
  type BufferGeometry,
  type MeshStandardMaterial,
  type Object3D,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Room } from '../../../core/room/walls';
import { buildBatches, type Batch } from '../model/batches';
import type { SceneItem } from '../model/sceneItem';
import { wallItems } from '../model/wallPieces';
import { finishMaterial, unitShape } from './materials';

export interface SceneContent {
  /** The furniture, one object per batch (shape and finish). */
  furniture: Group;
  /** One group per wall (its pieces around the openings), in the room's wall order. */
  walls: Group[];
}

/**
 * The pictures' materials, one per finish, kept: disposing a material frees its compiled shader
 * program once no other material uses it, and every picture then compiled its programs again (tens
 * of ms each on a GPU, hundreds on a software rasteriser). Finishes are few (a catalogue's colours).
 */
const pictureMaterials = new Map<string, MeshStandardMaterial>();
const KEPT_MATERIALS = 256;

function pictureMaterial(finish: Batch['finish']): MeshStandardMaterial {
  // The whole finish: a field added later (a texture, a sheen) makes a different material.
  const key = JSON.stringify(finish);
  let material = pictureMaterials.get(key);
  if (!material) {
    material = finishMaterial(finish);
    if (pictureMaterials.size < KEPT_MATERIALS) pictureMaterials.set(key, material);
  }
  return material;
}

const keptMaterials = () => new Set<unknown>(pictureMaterials.values());

function instanced(batch: Batch): InstancedMesh {
  const mesh = new InstancedMesh(unitShape(batch.shape), pictureMaterial(batch.finish), batch.owners.length);
  mesh.instanceMatrix.array.set(batch.matrices);
  mesh.instanceMatrix.needsUpdate = true;
  mesh.castShadow = batch.finish.opacity === 1;
  mesh.receiveShadow = true;
  mesh.computeBoundingBox();
  mesh.computeBoundingSphere();
  mesh.name = batchName(batch);
  return mesh;
}

const instance = new Matrix4();

/** A batch baked into one mesh: every instance's copy of the unit shape, placed. */
function merged(batch: Batch): Mesh {
  const base = unitShape(batch.shape);
  const copies: BufferGeometry[] = [];
  for (let i = 0; i < batch.owners.length; i++) {
    instance.fromArray(batch.matrices, i * 16);
    copies.push(base.clone().applyMatrix4(instance));
  }
  const geometry = mergeGeometries(copies) ?? base.clone();
  for (const copy of copies) copy.dispose();
  const mesh = new Mesh(geometry, finishMaterial(batch.finish));
  mesh.name = batchName(batch);
  return mesh;
}

/** A readable node name for the exports: what it is and its finish ("box #F2F0EB"). */
function batchName(batch: Batch): string {
  const glass = batch.finish.opacity < 1 ? ' glass' : '';
  return `${batch.shape} ${batch.finish.color}${glass}`;
}

/**
 * The furniture and walls as three.js objects. `merged`: one plain mesh per batch (exports: viewers
 * and AR tools without instancing read them); otherwise one instanced mesh per batch (pictures).
 */
export function buildSceneContent(
  room: Room | null,
  items: readonly SceneItem[],
  { merge = false }: { merge?: boolean } = {},
): SceneContent {
  const make = merge ? merged : instanced;
  const furniture = new Group();
  furniture.name = 'furniture';
  for (const batch of buildBatches(items)) furniture.add(make(batch));
  const walls = wallItems(room).map((item) => {
    const group = new Group();
    group.name = item.id;
    for (const batch of buildBatches([item])) {
      const mesh = make(batch);
      // As in the live view (Walls.tsx): the room's walls cast no shadow across its floor.
      mesh.castShadow = false;
      group.add(mesh);
    }
    return group;
  });
  return { furniture, walls };
}

/** The world box of some objects (instanced meshes included); null when they are empty. */
export function boundsOf(objects: readonly Object3D[]): Box3 | null {
  const box = new Box3();
  for (const object of objects) {
    object.updateMatrixWorld(true);
    box.expandByObject(object);
  }
  return box.isEmpty() ? null : box;
}

/** Frees the geometries and materials an object tree owns (shared unit shapes and kept materials stay). */
export function disposeContent(root: Object3D): void {
  const kept = keptMaterials();
  root.traverse((object) => {
    if (object instanceof Mesh) {
      if (object.geometry !== unitShape('box') && object.geometry !== unitShape('cylinder'))
        object.geometry.dispose();
      if (!kept.has(object.material)) (object.material as { dispose(): void }).dispose();
      if (object instanceof InstancedMesh) object.dispose();
    }
  });
}
