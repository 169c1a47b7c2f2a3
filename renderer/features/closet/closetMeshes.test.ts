// The closet tool's meshes change in place on an edit (issue 21's one-frame figure): the same meshes,
// unit shapes and materials, only moved and scaled, so nothing is uploaded to the GPU again.
import type { Mesh } from 'three';
import { Box3, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { applyClosetEdit } from '../../../core/closet';
import { closet } from '../../../core/closet/test-fixtures';
import { sampleCatalog } from '../../../tests/catalogs/samples';
import { partsFor } from '../../scene/parts';
import type { ClosetModel } from '../../../core/closet';
import { ClosetMeshes } from './closetMeshes';

const variables = sampleCatalog('CLOSET').variables;
const partsOf = (model: ClosetModel) =>
  partsFor({
    catalog: 'CLOSET',
    model: 'WARDROBE',
    geometry: { ...model.structure, params: {} },
    values: {},
    variables,
    closet: model,
  });
const built = closet({
  dividers: [800, 1600],
  items: [{ type: 'rail', section: 2, y: 1500, height: 800 }],
  merges: [{ from: 1, to: 3 }],
  frontals: [{ type: 'sliding', from: 1, to: 3, panels: 2 }],
});

describe('ClosetMeshes', () => {
  it('draws each part at its size and place, in metres', () => {
    const meshes = new ClosetMeshes();
    const parts = partsOf(built);
    meshes.update(parts);
    expect(meshes.group.children).toHaveLength(parts.length);
    meshes.group.updateMatrixWorld(true);
    parts.forEach((part, i) => {
      const box = new Box3().setFromObject(meshes.group.children[i]!);
      const size = box.getSize(new Vector3()).multiplyScalar(1000);
      const centre = box.getCenter(new Vector3()).multiplyScalar(1000);
      // A rail lies along x (turn 1): its length is its width.
      const [w, h, d] = part.turn === 1 ? [part.size[1], part.size[0], part.size[2]] : part.size;
      expect(size.x).toBeCloseTo(w, 3);
      expect(size.y).toBeCloseTo(h, 3);
      expect(size.z).toBeCloseTo(d, 3);
      expect(centre.toArray()).toEqual(part.position.map((v) => expect.closeTo(v, 3)));
    });
  });

  it('keeps its meshes, shapes and materials through an edit that moves every board', () => {
    const meshes = new ClosetMeshes();
    meshes.update(partsOf(built));
    const before = [...meshes.group.children] as Mesh[];
    const wider = applyClosetEdit(built, { op: 'setStructure', width: 2600 });
    meshes.update(partsOf(wider));
    const after = meshes.group.children as Mesh[];
    expect(after).toHaveLength(before.length);
    after.forEach((mesh, i) => {
      expect(mesh).toBe(before[i]);
    });
    expect(new Set(after.map((m) => m.geometry)).size).toBe(2);
    const materials = new Set(after.map((m) => m.material));
    expect(materials.size).toBeLessThan(6);
    // Fewer parts (no sliding fronts) drop meshes; more add them.
    const count = after.length;
    const open = closet({ dividers: [800, 1600] }, { width: 2600 });
    meshes.update(partsOf(open));
    expect(meshes.group.children).toHaveLength(partsOf(open).length);
    expect(partsOf(open).length).toBeLessThan(count);
    meshes.update(partsOf(wider));
    expect(meshes.group.children).toHaveLength(count);
  });
});
