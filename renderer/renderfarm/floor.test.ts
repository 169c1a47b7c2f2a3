import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import { FLOOR_SIZE, PLANKS_ACROSS, plankFloor, plankPixels } from './floor';

const pixels = plankPixels();
const at = (x: number, y: number) => pixels[y * FLOOR_SIZE + x]!;
const plankWidth = FLOOR_SIZE / PLANKS_ACROSS;

/** Mean brightness of one row of pixels inside plank row `row` (away from its joints). */
function rowMean(row: number): number {
  const y = row * plankWidth + plankWidth / 2;
  let sum = 0;
  for (let x = 0; x < FLOOR_SIZE; x++) sum += at(x, y);
  return sum / FLOOR_SIZE;
}

describe('render farm floor planks', () => {
  it('draws joints between plank rows darker than the planks beside them', () => {
    for (let row = 1; row < PLANKS_ACROSS; row++) {
      const x = 37 + row * 11;
      const joint = at(x, row * plankWidth);
      const plank = (at(x, row * plankWidth + 4) + at(x, row * plankWidth - 4)) / 2;
      expect(joint).toBeLessThan(plank * 0.7);
    }
  });

  it('staggers the butt joints: no two neighbouring rows end their planks at the same place', () => {
    const ends = Array.from({ length: PLANKS_ACROSS }, (_, row) => {
      const y = row * plankWidth + plankWidth / 2;
      const xs: number[] = [];
      for (let x = 0; x < FLOOR_SIZE; x++) if (at(x, y) < at((x + 3) % FLOOR_SIZE, y) * 0.7) xs.push(x);
      return xs;
    });
    for (let row = 1; row < PLANKS_ACROSS; row++) {
      expect(ends[row]!.length).toBeGreaterThan(0);
      expect(ends[row]!.some((x) => ends[row - 1]!.some((prev) => Math.abs(prev - x) < 8))).toBe(false);
    }
  });

  it('gives planks different tones and grain, not one flat colour', () => {
    const means = Array.from({ length: PLANKS_ACROSS }, (_, row) => rowMean(row));
    expect(Math.max(...means) - Math.min(...means)).toBeGreaterThan(0.05);
    const y = plankWidth / 2;
    const inRow = Array.from({ length: 200 }, (_, i) => at(20 + i, y));
    expect(new Set(inRow.map((v) => v.toFixed(2))).size).toBeGreaterThan(5);
  });

  it("keeps the swatch's colour as the floor's average and repeats the tile over the floor", () => {
    const material = plankFloor('#808080', 4.8, 3.6);
    const mean = pixels.reduce((a, b) => a + b, 0) / pixels.length;
    // The material colour times the texture's mean is the swatch (0x80 in linear light).
    expect(material.color.r * mean).toBeCloseTo(new Color('#808080').r, 3);
    expect(material.map!.repeat.x).toBeCloseTo(2);
    expect(material.map!.repeat.y).toBeCloseTo(1.5);
    material.map!.dispose();
    material.dispose();
  });
});
