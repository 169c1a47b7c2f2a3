// Contact shadows for the render farm (issue 22): the soft dark band a photograph shows where a
// cabinet stands on the floor. The key light's shadow falls away from the camera and ambient
// occlusion (GTAO) reaches only a few centimetres under a plinth, so without this the furniture
// seemed to float. Each standing item gets a darkening decal on the floor under its footprint,
// densest at the footprint's edge and fading out over a few centimetres.
import {
  DataTexture,
  Group,
  LinearFilter,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  RGBAFormat,
  type Object3D,
} from 'three';
import { MM, toScene, type SceneItem } from '../scene/model/sceneItem';

/** How far the shadow reaches beyond the footprint (m), and how dark it is at the edge. */
export const CONTACT_REACH = 0.09;
export const CONTACT_DARKNESS = 0.55;
const TEXTURE = 64;

export interface Footprint {
  /** Item-local footprint on the floor, metres (x right of the front, z towards the front). */
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

/** The footprint of an item's parts on the floor; null for hung items and items without parts. */
export function footprintOf(item: SceneItem): Footprint | null {
  if (item.kind !== 'row' || item.elevation > 0 || item.parts.length === 0) return null;
  const box = { minX: Infinity, maxX: -Infinity, minZ: Infinity, maxZ: -Infinity };
  for (const part of item.parts) {
    const [w, , d] = part.size;
    const [x, , z] = part.position;
    box.minX = Math.min(box.minX, (x - w / 2) * MM);
    box.maxX = Math.max(box.maxX, (x + w / 2) * MM);
    box.minZ = Math.min(box.minZ, (z - d / 2) * MM);
    box.maxZ = Math.max(box.maxZ, (z + d / 2) * MM);
  }
  return box;
}

/**
 * The decal's opacity over a plane of `width` x `depth` metres whose middle `width - 2 * reach` x
 * `depth - 2 * reach` is the footprint: full darkness up to the footprint's edge, then a quadratic
 * fall to nothing at the plane's edge. Row by row, 0..1.
 */
export function contactAlpha(
  width: number,
  depth: number,
  reach = CONTACT_REACH,
  size = TEXTURE,
): Float32Array {
  const out = new Float32Array(size * size);
  const halfW = width / 2 - reach;
  const halfD = depth / 2 - reach;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const x = ((i + 0.5) / size - 0.5) * width;
      const z = ((j + 0.5) / size - 0.5) * depth;
      const outside = Math.hypot(Math.max(0, Math.abs(x) - halfW), Math.max(0, Math.abs(z) - halfD));
      const fade = Math.max(0, 1 - outside / reach);
      out[j * size + i] = CONTACT_DARKNESS * fade * fade;
    }
  }
  return out;
}

function decal(width: number, depth: number): Mesh<PlaneGeometry, MeshBasicMaterial> {
  const alpha = contactAlpha(width, depth);
  const data = new Uint8Array(alpha.length * 4);
  for (let i = 0; i < alpha.length; i++) data.set([0, 0, 0, Math.round(alpha[i]! * 255)], i * 4);
  const map = new DataTexture(data, TEXTURE, TEXTURE, RGBAFormat);
  map.magFilter = map.minFilter = LinearFilter;
  map.needsUpdate = true;
  const material = new MeshBasicMaterial({ color: 0xffffff, map, transparent: true, depthWrite: false });
  const mesh = new Mesh(new PlaneGeometry(width, depth), material);
  mesh.rotation.x = -Math.PI / 2;
  return mesh;
}

/** One group of decals under the standing items, a millimetre above the floor. */
export function contactShadows(items: readonly SceneItem[]): Group {
  const group = new Group();
  group.name = 'contact shadows';
  for (const item of items) {
    const box = footprintOf(item);
    if (!box) continue;
    const width = box.maxX - box.minX + 2 * CONTACT_REACH;
    const depth = box.maxZ - box.minZ + 2 * CONTACT_REACH;
    const mesh = decal(width, depth);
    mesh.position.set((box.minX + box.maxX) / 2, 0.001, (box.minZ + box.maxZ) / 2);
    const holder = new Group();
    holder.position.set(...toScene(item.x, item.y, 0));
    holder.rotation.y = (item.rotation * Math.PI) / 180;
    holder.add(mesh);
    group.add(holder);
  }
  return group;
}

/** Frees the decals' textures, materials and geometries. */
export function disposeContactShadows(group: Object3D): void {
  group.traverse((object) => {
    if (object instanceof Mesh) {
      object.geometry.dispose();
      (object.material as MeshBasicMaterial).map?.dispose();
      (object.material as MeshBasicMaterial).dispose();
    }
  });
}
