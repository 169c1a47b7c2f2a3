import { describe, expect, it } from 'vitest';
import { Mesh, Vector3 } from 'three';
import type { SceneItem } from '../scene/model/sceneItem';
import { CONTACT_DARKNESS, contactAlpha, contactShadows, footprintOf } from './contactShadows';

const finish = { color: '#ffffff', roughness: 0.5, metalness: 0, opacity: 1 };
const cabinet = (over: Partial<SceneItem> = {}): SceneItem => ({
  id: 'r1',
  kind: 'row',
  x: 1000,
  y: 2000,
  elevation: 0,
  rotation: 0,
  parts: [
    { shape: 'box', size: [600, 720, 560], position: [0, 510, 0], finish },
    { shape: 'box', size: [600, 720, 20], position: [0, 510, 290], finish },
  ],
  ...over,
});

describe('render farm contact shadows', () => {
  it("takes the footprint of an item's parts, and none for hung items or walls", () => {
    const box = footprintOf(cabinet())!;
    expect([box.minX, box.maxX, box.minZ, box.maxZ].map((v) => +v.toFixed(3))).toEqual([
      -0.3, 0.3, -0.28, 0.3,
    ]);
    expect(footprintOf(cabinet({ elevation: 1450 }))).toBeNull();
    expect(footprintOf(cabinet({ kind: 'wall' }))).toBeNull();
  });

  it('is darkest at the footprint and fades to nothing at the decal edge', () => {
    const size = 64;
    const alpha = contactAlpha(0.8, 0.8, 0.1, size);
    const at = (i: number, j: number) => alpha[j * size + i]!;
    expect(at(32, 32)).toBeCloseTo(CONTACT_DARKNESS);
    expect(at(0, 32)).toBeLessThan(0.02);
    // Monotonic from the middle outwards along a row.
    for (let i = 1; i < 32; i++) expect(at(i, 32)).toBeGreaterThanOrEqual(at(i - 1, 32));
  });

  it('puts the decal under the item where the furniture stands, turned with it', () => {
    const group = contactShadows([cabinet({ rotation: 90 }), cabinet({ id: 'w', elevation: 1450 })]);
    const meshes: Mesh[] = [];
    group.traverse((o) => o instanceof Mesh && meshes.push(o));
    expect(meshes).toHaveLength(1);
    group.updateMatrixWorld(true);
    const centre = meshes[0]!.getWorldPosition(new Vector3());
    // Plan (1000, 2000) mm is scene (1, -2) m; the footprint's centre (0, 0.01) local turns with it.
    expect(centre.x).toBeCloseTo(1.01, 2);
    expect(centre.z).toBeCloseTo(-2, 2);
    expect(centre.y).toBeGreaterThan(0);
  });
});
