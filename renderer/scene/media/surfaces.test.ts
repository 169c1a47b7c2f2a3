import { MeshPhysicalMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import { FINISHES } from '../parts/finishes';
import { finishMaterial } from './materials';
import { PATTERN_SIZE, patternPixels, patternTexture } from './surfaces';

const n = PATTERN_SIZE;
/** Mean absolute change from one pixel to the next, along u (x) or along v (y). */
function roughness(pixels: Float32Array, along: 'u' | 'v'): number {
  let sum = 0;
  for (let y = 0; y < n - 1; y++)
    for (let x = 0; x < n - 1; x++) {
      const next = along === 'u' ? pixels[y * n + x + 1]! : pixels[(y + 1) * n + x]!;
      sum += Math.abs(next - pixels[y * n + x]!);
    }
  return sum / (n - 1) ** 2;
}

describe('generated surface patterns', () => {
  it('wood has grain: it changes across the grain (u) far more than along it (v)', () => {
    const wood = patternPixels('wood');
    expect(roughness(wood, 'u')).toBeGreaterThan(2 * roughness(wood, 'v'));
  });

  it('stone has veins: a light ground with darker lines', () => {
    const stone = patternPixels('stone');
    const sorted = Float32Array.from(stone).sort();
    expect(sorted[Math.floor(n * n * 0.5)]!).toBeGreaterThan(0.85);
    expect(sorted[Math.floor(n * n * 0.02)]!).toBeLessThan(0.75);
  });

  it('patterns tile: the last column and row run on into the first as any neighbours do', () => {
    for (const pattern of ['wood', 'stone'] as const) {
      const p = patternPixels(pattern);
      let seam = 0;
      for (let y = 0; y < n; y++) seam += Math.abs(p[y * n]! - p[y * n + n - 1]!);
      expect(seam / n).toBeLessThan(3 * roughness(p, 'u') + 0.01);
    }
  });

  it('are made once and the same on every run', () => {
    expect(patternTexture('wood')).toBe(patternTexture('wood'));
    expect(patternPixels('stone')).toEqual(patternPixels('stone'));
  });
});

describe('finish materials', () => {
  it('wood and stone carry their pattern, lacquer and gloss a clear coat, metal neither', () => {
    const wood = finishMaterial({ ...FINISHES.wood, material: 'wood' });
    expect(wood.map?.name).toBe('arredo-wood');
    expect(finishMaterial({ ...FINISHES.frontWhite, material: 'stone' }).map?.name).toBe('arredo-stone');
    const gloss = finishMaterial({ ...FINISHES.frontWhite, material: 'gloss' });
    const lacquer = finishMaterial({ ...FINISHES.frontWhite, material: 'lacquer' });
    expect(gloss).toBeInstanceOf(MeshPhysicalMaterial);
    expect((gloss as MeshPhysicalMaterial).clearcoat).toBe(1);
    expect((lacquer as MeshPhysicalMaterial).clearcoatRoughness).toBeGreaterThan(
      (gloss as MeshPhysicalMaterial).clearcoatRoughness,
    );
    const steel = finishMaterial({ ...FINISHES.steel, material: 'metal' });
    expect(steel.map).toBeNull();
    expect(steel).not.toBeInstanceOf(MeshPhysicalMaterial);
  });
});
