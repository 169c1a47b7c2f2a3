import { BoxGeometry, CylinderGeometry, DoubleSide, FrontSide, MeshStandardMaterial } from 'three';
import type { Finish, Shape } from '../parts';

/** Unit shapes shared by every batch: instances scale them to each part's size. */
export const unitBox = new BoxGeometry(1, 1, 1);
export const unitCylinder = new CylinderGeometry(0.5, 0.5, 1, 24);

export const unitShape = (shape: Shape) => (shape === 'box' ? unitBox : unitCylinder);

/** The material of a finish: the live view, the pictures and the exports all draw a finish alike. */
export function finishMaterial(finish: Finish): MeshStandardMaterial {
  return new MeshStandardMaterial({
    color: finish.color,
    roughness: finish.roughness,
    metalness: finish.metalness,
    transparent: finish.opacity < 1,
    opacity: finish.opacity,
    side: finish.opacity < 1 ? DoubleSide : FrontSide,
  });
}
