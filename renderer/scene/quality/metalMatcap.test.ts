import { describe, expect, it } from 'vitest';
import { MATCAP_SIZE, metalMatcapPixels, studioLight } from './metalMatcap';

const size = MATCAP_SIZE;
const grey = (pixels: Uint8Array, column: number, row: number) => pixels[(row * size + column) * 4]!;

describe('metal matcap', () => {
  const pixels = metalMatcapPixels();

  it('is an opaque square of the stated size', () => {
    expect(pixels.length).toBe(size * size * 4);
    for (let i = 3; i < pixels.length; i += 4) expect(pixels[i]).toBe(255);
  });

  it('reflects a bright ceiling above, a darker floor below and a dark horizon line between', () => {
    const centre = size / 2;
    // Up-facing normals (upper rows) look at the ceiling, down-facing ones at the floor.
    const top = grey(pixels, centre, size - 8);
    const bottom = grey(pixels, centre, 8);
    expect(top).toBeGreaterThan(200);
    expect(bottom).toBeLessThan(top - 30);
    // Off the centre the reflection runs along the horizon: darker than the floor.
    const horizon = Math.min(grey(pixels, 10, centre), grey(pixels, size - 10, centre));
    expect(horizon).toBeLessThan(bottom);
  });

  it('is bright where a face turns to the camera (the front of a bar handle)', () => {
    expect(grey(pixels, size / 2, size / 2)).toBeGreaterThan(190);
  });

  it('has the contrast of polished metal, not of a flat grey', () => {
    let min = 255;
    let max = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      min = Math.min(min, pixels[i]!);
      max = Math.max(max, pixels[i]!);
    }
    expect(max - min).toBeGreaterThan(120);
  });

  it('keeps the studio within 0-1', () => {
    for (const [x, y, z] of [
      [0, 1, 0],
      [0, -1, 0],
      [0.45, 0.6, 0.6],
      [1, 0, 0],
    ] as const) {
      const value = studioLight(x, y, z);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });
});
