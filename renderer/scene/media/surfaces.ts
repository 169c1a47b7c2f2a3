// What a finish's material looks like beyond its colour: wood grain and stone veins as textures
// generated here (no files, nothing fetched), mapped in each part's millimetres so a long worktop
// and a narrow stile show grain at the same scale; lacquer and gloss with a clear coat.
import {
  DataTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  NoColorSpace,
  RepeatWrapping,
  RGBAFormat,
  type Material,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import type { Finish } from '../parts';

/** Texture side (pixels) and how many tiles per metre: 256 px over 0.5 m, about 2 mm a pixel. */
export const PATTERN_SIZE = 256;
export const TILES_PER_METRE = 2;

/** Patterned materials: the rest are plain colour. */
export type Pattern = 'wood' | 'stone';

export const patternOf = (finish: Pick<Finish, 'material'>): Pattern | null =>
  finish.material === 'wood' || finish.material === 'stone' ? finish.material : null;

/** A periodic value noise over a lattice of `cells`, so the texture tiles without a seam. */
function periodicNoise(seed: number, cells: number): (u: number, v: number) => number {
  const lattice = new Float32Array(cells * cells);
  let s = seed;
  for (let i = 0; i < lattice.length; i++) {
    // xorshift: the same pattern on every machine and every run.
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    lattice[i] = ((s >>> 0) % 10000) / 10000;
  }
  const at = (x: number, y: number) =>
    lattice[(((y % cells) + cells) % cells) * cells + (((x % cells) + cells) % cells)]!;
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (u, v) => {
    const x = u * cells;
    const y = v * cells;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = smooth(x - x0);
    const fy = smooth(y - y0);
    const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
    const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
    return top * (1 - fy) + bottom * fy;
  };
}

/**
 * The pattern's brightness per pixel (0..1, row by row), multiplying the finish's colour. Wood:
 * growth lines across u, wavy along v, with fine pores; stone: a light ground with soft veins.
 */
export function patternPixels(pattern: Pattern, size = PATTERN_SIZE): Float32Array {
  const out = new Float32Array(size * size);
  const coarse = periodicNoise(pattern === 'wood' ? 7 : 11, 8);
  const fine = periodicNoise(pattern === 'wood' ? 13 : 17, 64);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      let value: number;
      if (pattern === 'wood') {
        // Growth lines nearly straight along v, their spacing uneven, a slow sway; fine pores.
        const sway = 0.25 * coarse(u, v) + 0.6 * coarse(u * 0.5, 0.7);
        const rings = 0.5 + 0.5 * Math.sin(2 * Math.PI * (u * 20 + sway * 3));
        const pores = fine(u, 0.5) * (0.5 + 0.5 * coarse(u, v));
        value = 0.74 + 0.14 * Math.pow(rings, 4) + 0.06 * coarse(u, 0.3) + 0.08 * pores;
      } else {
        // A light cloudy ground, one soft main vein and a thinner one crossing it.
        const drift = 0.55 * coarse(u, v) + 0.06 * fine(u, v);
        const main = 1 - Math.min(1, Math.abs(Math.sin(Math.PI * (u + v + drift))) / 0.07);
        const thin = 1 - Math.min(1, Math.abs(Math.sin(Math.PI * (2 * u - v + 1.3 * drift))) / 0.025);
        value = 0.96 - 0.05 * coarse(u * 2 - Math.floor(u * 2), v) - 0.4 * main * main - 0.25 * thin;
      }
      out[y * size + x] = Math.min(1, Math.max(0, value));
    }
  }
  return out;
}

const textures = new Map<Pattern, { texture: DataTexture; mean: number }>();

/** The pattern's texture, made on first use and shared by every material; its mean brightness. */
export function patternTexture(pattern: Pattern): { texture: DataTexture; mean: number } {
  const known = textures.get(pattern);
  if (known) return known;
  const made = greyTexture(patternPixels(pattern), PATTERN_SIZE);
  made.texture.name = `arredo-${pattern}`;
  textures.set(pattern, made);
  return made;
}

/**
 * A repeating, mipmapped grey texture of `size` x `size` from brightness values (0-1, row by row),
 * with their mean: a material multiplies its colour by the inverse so the swatch stays what the eye
 * averages.
 */
export function greyTexture(pixels: Float32Array, size: number): { texture: DataTexture; mean: number } {
  const data = new Uint8Array(pixels.length * 4);
  let sum = 0;
  for (let i = 0; i < pixels.length; i++) {
    const byte = Math.round(pixels[i]! * 255);
    data.set([byte, byte, byte, 255], i * 4);
    sum += pixels[i]!;
  }
  const texture = new DataTexture(data, size, size, RGBAFormat);
  texture.colorSpace = NoColorSpace;
  texture.wrapS = texture.wrapT = RepeatWrapping;
  texture.magFilter = LinearFilter;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  return { texture, mean: sum / pixels.length };
}

/**
 * GLSL for a vertex shader: the map's coordinates in the part's own millimetres (an instance's
 * scale times the unit shape), so grain keeps its scale on a long worktop and a narrow stile and
 * moves with the part; u runs across the grain, which follows the face's longer side (stiles
 * upright, rails and tops lengthwise). Merged geometry, already placed, maps its placed positions.
 * Needs `position`, `normal` and, when instanced, `instanceMatrix`.
 */
export const PART_UV_VERTEX = /* glsl */ `
#ifdef USE_MAP
  {
    vec3 surfaceAxis = abs( normal );
    vec3 surfaceAt = position;
    vec3 surfaceSize = vec3( 1.0 );
    #ifdef USE_INSTANCING
      surfaceSize = vec3( length( instanceMatrix[ 0 ].xyz ), length( instanceMatrix[ 1 ].xyz ), length( instanceMatrix[ 2 ].xyz ) );
      surfaceAt = position * surfaceSize;
    #endif
    vec2 surfaceUv;
    if ( surfaceAxis.y > max( surfaceAxis.x, surfaceAxis.z ) )
      surfaceUv = surfaceSize.x >= surfaceSize.z ? surfaceAt.zx : surfaceAt.xz;
    else if ( surfaceAxis.x > surfaceAxis.z )
      surfaceUv = surfaceSize.y >= surfaceSize.z ? surfaceAt.zy : surfaceAt.yz;
    else
      surfaceUv = surfaceSize.y >= surfaceSize.x ? surfaceAt.xy : surfaceAt.yx;
    vMapUv = surfaceUv * ${TILES_PER_METRE.toFixed(1)};
  }
#endif
`;

/** Maps a three material's pattern by its parts' own millimetres (after three's own uv code). */
export function mapByPartSize(material: Material): void {
  const before = material.onBeforeCompile;
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms, renderer) => {
    before.call(material, shader, renderer);
    shader.vertexShader = shader.vertexShader.replace(
      '#include <project_vertex>',
      `#include <project_vertex>\n${PART_UV_VERTEX}`,
    );
  };
}
