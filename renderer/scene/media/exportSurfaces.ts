// Exports keep the finishes' patterns: a GLB or USDZ viewer runs none of our shaders, so each
// patterned mesh gets its map coordinates as a uv attribute, projected as the live view projects
// merged geometry (surfaces.ts), and the generated pattern as a canvas, which both exporters read.
import {
  BufferAttribute,
  CanvasTexture,
  Mesh,
  RepeatWrapping,
  SRGBColorSpace,
  type BufferGeometry,
  type MeshStandardMaterial,
  type Object3D,
} from 'three';
import { PATTERN_SIZE, TILES_PER_METRE, patternPixels, type Pattern } from './surfaces';

/** Per vertex, the map coordinates the live view's shader gives merged geometry (no part sizes). */
export function boxUv(geometry: BufferGeometry): Float32Array {
  const position = geometry.getAttribute('position');
  const normal = geometry.getAttribute('normal');
  const uv = new Float32Array(position.count * 2);
  for (let i = 0; i < position.count; i++) {
    const ax = Math.abs(normal.getX(i));
    const ay = Math.abs(normal.getY(i));
    const az = Math.abs(normal.getZ(i));
    const [x, y, z] = [position.getX(i), position.getY(i), position.getZ(i)];
    const [u, v] = ay > Math.max(ax, az) ? [z, x] : ax > az ? [z, y] : [x, y];
    uv[2 * i] = u * TILES_PER_METRE;
    uv[2 * i + 1] = v * TILES_PER_METRE;
  }
  return uv;
}

/** sRGB encoding of a linear value: a viewer decodes a colour texture so. */
const toSrgb = (linear: number) =>
  linear <= 0.0031308 ? 12.92 * linear : 1.055 * Math.pow(linear, 1 / 2.4) - 0.055;

const canvases = new Map<Pattern, HTMLCanvasElement>();

function patternCanvas(pattern: Pattern): HTMLCanvasElement {
  const known = canvases.get(pattern);
  if (known) return known;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = PATTERN_SIZE;
  const context = canvas.getContext('2d')!;
  const image = context.createImageData(PATTERN_SIZE, PATTERN_SIZE);
  patternPixels(pattern).forEach((value, i) => {
    const byte = Math.round(toSrgb(value) * 255);
    image.data.set([byte, byte, byte, 255], i * 4);
  });
  context.putImageData(image, 0, 0);
  canvases.set(pattern, canvas);
  return canvas;
}

/** Gives every patterned merged mesh under `root` a uv attribute and its pattern as a canvas texture. */
export function keepPatterns(root: Object3D): void {
  root.traverse((object) => {
    if (!(object instanceof Mesh) || 'isInstancedMesh' in object) return;
    const material = object.material as MeshStandardMaterial;
    const name = material.map?.name;
    if (name !== 'arredo-wood' && name !== 'arredo-stone') return;
    object.geometry.setAttribute('uv', new BufferAttribute(boxUv(object.geometry), 2));
    const texture = new CanvasTexture(patternCanvas(name === 'arredo-wood' ? 'wood' : 'stone'));
    texture.name = name;
    texture.wrapS = texture.wrapT = RepeatWrapping;
    texture.colorSpace = SRGBColorSpace;
    const copy = material.clone();
    copy.map = texture;
    object.material = copy;
  });
}
