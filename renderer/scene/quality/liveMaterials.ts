// The live view's material for a finish under a quality profile. The pictures and model files keep
// finishMaterial (media/materials.ts: physically based, lit by an environment off screen); the live
// view has no environment, so its metals take the generated studio matcap and, on a software
// rasteriser, its matte and satin surfaces the diffuse-only Lambert model, lit per vertex
// (vertexLit.ts: the same picture on flat faces, a fraction of the per-pixel cost). There wood and
// stone are drawn in their plain colour: a texture fetch a pixel cost the still frame about half
// again on SwiftShader (issue 24); a GPU's live view, the pictures and the exports show the pattern.
import {
  Color,
  CylinderGeometry,
  type BufferGeometry,
  DataTexture,
  LinearFilter,
  MeshMatcapMaterial,
  RGBAFormat,
  SRGBColorSpace,
  type Material,
} from 'three';
import { finishMaterial, unitShape } from '../media/materials';
import type { Finish, Shape } from '../parts';
import { MATCAP_SIZE, metalMatcapPixels } from './metalMatcap';
import type { LiveProfile } from './renderProfile';
import { vertexLitMaterial } from './vertexLit';

export type LiveMaterialKind = 'standard' | 'lambert' | 'matcap';

/** Finishes at least this metallic are metal (steel, chrome, brass): the matcap draws them. */
const METAL = 0.5;
/** The matcap's brightest reflection is white: a metal's colour tints it, brightened so it is not grey. */
const METAL_TINT_GAIN = 2;

/** Which light model draws a finish in the live view. */
export function liveMaterialKind(
  finish: Finish,
  profile: Pick<LiveProfile, 'matteLambert'>,
): LiveMaterialKind {
  if (finish.opacity < 1) return 'standard';
  if (finish.metalness >= METAL) return 'matcap';
  return profile.matteLambert ? 'lambert' : 'standard';
}

let matcap: DataTexture | null = null;

/** The one studio matcap texture, made on first use and shared by every metal material. */
function metalMatcap(): DataTexture {
  if (matcap) return matcap;
  matcap = new DataTexture(metalMatcapPixels(), MATCAP_SIZE, MATCAP_SIZE, RGBAFormat);
  matcap.colorSpace = SRGBColorSpace;
  matcap.magFilter = LinearFilter;
  matcap.minFilter = LinearFilter;
  matcap.needsUpdate = true;
  return matcap;
}

const cylinders = new Map<number, BufferGeometry>();

/** The unit shape of a part in the live view: the pictures' own, or a cylinder with fewer sides. */
export function liveShape(shape: Shape, profile: Pick<LiveProfile, 'cylinderSegments'>): BufferGeometry {
  const full = unitShape(shape);
  if (shape !== 'cylinder' || !(full instanceof CylinderGeometry)) return full;
  if (full.parameters.radialSegments === profile.cylinderSegments) return full;
  let cylinder = cylinders.get(profile.cylinderSegments);
  if (!cylinder) {
    cylinder = new CylinderGeometry(0.5, 0.5, 1, profile.cylinderSegments);
    cylinders.set(profile.cylinderSegments, cylinder);
  }
  return cylinder;
}

/**
 * The material a finish is drawn with in the live view. `receivesShadows`: whether the surfaces it
 * draws show the key light's shadow (the profile's choice for furniture and walls; the floor always).
 */
export function liveMaterial(
  finish: Finish,
  profile: Pick<LiveProfile, 'matteLambert' | 'furnitureReceivesShadows'>,
  receivesShadows = profile.furnitureReceivesShadows,
): Material {
  const kind = liveMaterialKind(finish, profile);
  if (kind === 'matcap') {
    const tint = new Color(finish.color).multiplyScalar(METAL_TINT_GAIN);
    return new MeshMatcapMaterial({ color: tint, matcap: metalMatcap() });
  }
  if (kind === 'lambert') return vertexLitMaterial(finish.color, receivesShadows);
  return finishMaterial(finish);
}
