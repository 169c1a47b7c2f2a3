// The render farm's floor (issue 22): oak planks rather than one flat colour, because a plain floor
// is what made the pictures read as a model instead of a room. Planks of 150 x 1200 mm, laid in
// staggered rows with thin dark joints, each plank a little lighter or darker and cut from a
// different part of the shared wood grain (media/surfaces.ts). Generated here: nothing is fetched.
import { MeshStandardMaterial } from 'three';
import { greyTexture, patternPixels, PATTERN_SIZE } from '../scene/media/surfaces';

/** One tile of the floor texture: metres per side, pixels per side, planks across it. */
export const FLOOR_TILE_METRES = 2.4;
export const FLOOR_SIZE = 1024;
export const PLANKS_ACROSS = 16;
/** Planks along the tile in each row. */
const PLANKS_ALONG = 2;
/** Where each row's joints fall (fractions of a plank): staggered, as a fitter lays them. */
const STAGGER = [0, 0.55, 0.25, 0.8, 0.4, 0.1, 0.65, 0.35, 0.9, 0.2, 0.7, 0.45, 0.05, 0.6, 0.3, 0.85];
/** Joint width in pixels (about 2 mm) and how dark it is. */
const JOINT = 1;
const JOINT_SHADE = 0.5;

const hash = (n: number) => {
  const s = Math.sin(n * 127.1 + 311.7) * 43758.5453;
  return s - Math.floor(s);
};

/**
 * The floor's brightness per pixel (0..1, row by row), multiplying the floor's colour. Rows of
 * pixels (y) run across the planks, columns (x) along them; the tile repeats without a seam.
 */
export function plankPixels(size = FLOOR_SIZE): Float32Array {
  const grain = patternPixels('wood', PATTERN_SIZE);
  const out = new Float32Array(size * size);
  const plankWidth = size / PLANKS_ACROSS;
  for (let y = 0; y < size; y++) {
    const row = Math.floor(y / plankWidth);
    const across = (y - row * plankWidth) / plankWidth;
    for (let x = 0; x < size; x++) {
      const t = ((x / size) * PLANKS_ALONG + STAGGER[row]!) % PLANKS_ALONG;
      const along = t - Math.floor(t);
      // Each plank of the row: its own brightness and its own piece of the grain.
      const plank = row * PLANKS_ALONG + Math.floor(t);
      const tone = 0.9 + 0.2 * hash(plank);
      const gu = Math.floor((across * 0.45 + hash(plank + 50)) * PATTERN_SIZE) % PATTERN_SIZE;
      const gv = Math.floor((along * 0.6 + hash(plank + 90)) * PATTERN_SIZE) % PATTERN_SIZE;
      let value = grain[gv * PATTERN_SIZE + gu]! * tone;
      const atJoint = y % plankWidth < JOINT || Math.floor((along * size) / PLANKS_ALONG) < JOINT;
      if (atJoint) value *= JOINT_SHADE;
      out[y * size + x] = Math.min(1, Math.max(0, value));
    }
  }
  return out;
}

/** A floor material of planks in `color` for a floor of `width` x `depth` metres (a PlaneGeometry). */
export function plankFloor(color: string, width: number, depth: number): MeshStandardMaterial {
  const { texture: map, mean } = greyTexture(plankPixels(), FLOOR_SIZE);
  map.anisotropy = 8;
  map.repeat.set(width / FLOOR_TILE_METRES, depth / FLOOR_TILE_METRES);
  map.needsUpdate = true;
  const material = new MeshStandardMaterial({ color, roughness: 0.42, metalness: 0, map });
  // The swatch's colour is what the eye averages: the texture's mean brightness is taken out.
  material.color.multiplyScalar(1 / mean);
  return material;
}
