import {
  BoxGeometry,
  CylinderGeometry,
  DoubleSide,
  FrontSide,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
} from 'three';
import type { Finish, Shape } from '../parts';
import { mapByPartSize, patternOf, patternTexture } from './surfaces';

/** Unit shapes shared by every batch: instances scale them to each part's size. */
export const unitBox = new BoxGeometry(1, 1, 1);
export const unitCylinder = new CylinderGeometry(0.5, 0.5, 1, 24);

export const unitShape = (shape: Shape) => (shape === 'box' ? unitBox : unitCylinder);

/** Clear coat of lacquered and gloss fronts: the sheen the shop's sample shows over the colour. */
const COATS = {
  lacquer: { clearcoat: 0.6, clearcoatRoughness: 0.35 },
  gloss: { clearcoat: 1, clearcoatRoughness: 0.04 },
} as const;

/**
 * The material of a finish: the live view, the pictures and the exports all draw a finish alike.
 * Wood and stone carry their generated pattern (media/surfaces.ts), its mean brightness taken out
 * of the colour so the swatch's colour is what the eye averages; lacquer and gloss a clear coat.
 */
export function finishMaterial(finish: Finish): MeshStandardMaterial {
  const common = {
    color: finish.color,
    roughness: finish.roughness,
    metalness: finish.metalness,
    transparent: finish.opacity < 1,
    opacity: finish.opacity,
    side: finish.opacity < 1 ? DoubleSide : FrontSide,
  };
  const coat = finish.material === 'lacquer' || finish.material === 'gloss' ? COATS[finish.material] : null;
  const material = coat ? new MeshPhysicalMaterial({ ...common, ...coat }) : new MeshStandardMaterial(common);
  const pattern = patternOf(finish);
  if (pattern) {
    const { texture, mean } = patternTexture(pattern);
    material.map = texture;
    material.color.multiplyScalar(1 / mean);
    mapByPartSize(material);
  }
  return material;
}
