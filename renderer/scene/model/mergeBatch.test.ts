import { BoxGeometry, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { FINISHES } from '../parts/finishes';
import { buildBatches } from './batches';
import { mergeBatch, tintOwner } from './mergeBatch';

const unitBox = new BoxGeometry(1, 1, 1);
const part = { shape: 'box' as const, size: [600, 720, 580] as const, position: [0, 360, 0] as const };

function room() {
  return buildBatches([
    {
      id: 'a',
      kind: 'row',
      x: 1000,
      y: 2000,
      elevation: 0,
      rotation: 0,
      parts: [{ ...part, finish: FINISHES.frontWhite }],
    },
    {
      id: 'b',
      kind: 'row',
      x: 3000,
      y: 2000,
      elevation: 0,
      rotation: 90,
      parts: [{ ...part, finish: FINISHES.frontWhite }],
    },
  ])[0]!;
}

describe('merged batch', () => {
  it('puts every instance where its matrix says, in one geometry', () => {
    const batch = room();
    const merged = mergeBatch(batch, unitBox);
    expect(merged.getAttribute('position').count).toBe(2 * 24);
    expect(merged.index!.count).toBe(2 * 36);
    const box = merged.boundingBox!;
    // a: 600 x 720 x 580 mm about (1, 0.36, -2) m; b turned a quarter, 580 wide about (3, 0.36, -2).
    expect(box.min.toArray().map((n) => +n.toFixed(3))).toEqual([0.7, 0, -2.3]);
    expect(box.max.toArray().map((n) => +n.toFixed(3))).toEqual([3.29, 0.72, -1.7]);
  });

  it('keeps normals of unit length, turned with their instance', () => {
    const merged = mergeBatch(room(), unitBox);
    const normal = merged.getAttribute('normal');
    const turned = new Vector3().fromBufferAttribute(normal, 24);
    const first = new Vector3().fromBufferAttribute(normal, 0);
    expect(first.length()).toBeCloseTo(1, 6);
    expect(turned.length()).toBeCloseTo(1, 6);
    // The unit box's first face looks along +x: item a's still does, item b's (turned 90°) along -z.
    expect(first.x).toBeCloseTo(1, 6);
    expect(turned.z).toBeCloseTo(-1, 6);
  });

  it('tints the vertices of one owner only, and back to white', () => {
    const batch = room();
    const merged = mergeBatch(batch, unitBox);
    const color = merged.getAttribute('color');
    tintOwner(merged, batch.owners, 'b', [1, 0.35, 0.35]);
    expect([color.getX(0), color.getY(0)]).toEqual([1, 1]);
    expect(color.getY(24)).toBeCloseTo(0.35, 6);
    expect(color.getY(47)).toBeCloseTo(0.35, 6);
    tintOwner(merged, batch.owners, null, [1, 0.35, 0.35]);
    expect(color.getY(47)).toBe(1);
  });
});
