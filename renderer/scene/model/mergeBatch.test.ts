import { BoxGeometry, Mesh, Raycaster, Vector3, type BufferAttribute } from 'three';
import { describe, expect, it } from 'vitest';
import { FINISHES } from '../parts/finishes';
import { buildBatches } from './batches';
import { createMerger, mergeBatch, ownerOfVertex, tintOwner } from './mergeBatch';

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

  it('refreshes only a moved instance, in the same geometry, with its new bounds', () => {
    const batch = room();
    const merger = createMerger();
    const first = merger.update(batch, unitBox);
    const position = first.getAttribute('position') as BufferAttribute;
    const before = Array.from(position.array);
    const version = position.version;
    // Item b dragged 1 m along x: only its 16 numbers change.
    const moved = { ...batch, matrices: Float32Array.from(batch.matrices) };
    moved.matrices[16 + 12]! += 1;
    const second = merger.update(moved, unitBox);
    expect(second).toBe(first);
    expect(position.version).toBeGreaterThan(version);
    const after = Array.from(position.array);
    expect(after.slice(0, 24 * 3)).toEqual(before.slice(0, 24 * 3));
    expect(after[24 * 3]).toBeCloseTo(before[24 * 3]! + 1, 5);
    expect(+second.boundingBox!.max.x.toFixed(3)).toBe(4.29);
    // The same matrices again: nothing written, nothing uploaded.
    const unchanged = position.version;
    expect(merger.update({ ...moved, matrices: Float32Array.from(moved.matrices) }, unitBox)).toBe(first);
    expect(position.version).toBe(unchanged);
  });

  it('builds a new geometry when the batch has another number of instances', () => {
    const batch = room();
    const merger = createMerger();
    const first = merger.update(batch, unitBox);
    const one = { matrices: batch.matrices.slice(0, 16), owners: batch.owners.slice(0, 1) };
    const second = merger.update(one, unitBox);
    expect(second).not.toBe(first);
    expect(second.getAttribute('position').count).toBe(24);
  });

  it('uploads the colours again only when one changed', () => {
    const batch = room();
    const merged = mergeBatch(batch, unitBox);
    const color = merged.getAttribute('color') as BufferAttribute;
    const version = color.version;
    tintOwner(merged, batch.owners, null, [1, 0.35, 0.35]);
    expect(color.version).toBe(version);
    tintOwner(merged, batch.owners, 'a', [1, 0.35, 0.35]);
    expect(color.version).toBe(version + 1);
  });

  it("says whose part a picked face's vertex is", () => {
    const batch = room();
    const merged = mergeBatch(batch, unitBox);
    // Each box has 24 vertices: a's are 0-23, b's 24-47.
    expect([0, 23, 24, 47].map((vertex) => ownerOfVertex(merged, batch.owners, vertex))).toEqual([
      'a',
      'a',
      'b',
      'b',
    ]);
    // The vertices of the face a ray through b's middle hits are b's.
    const ray = new Raycaster(new Vector3(3, 5, -2), new Vector3(0, -1, 0));
    const [hit] = ray.intersectObject(new Mesh(merged));
    expect(ownerOfVertex(merged, batch.owners, hit!.face!.a)).toBe('b');
  });
});
