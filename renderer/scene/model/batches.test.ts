import { Matrix4, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { createRoom } from '../../../core/room/walls';
import { FINISHES } from '../parts/finishes';
import { buildBatches } from './batches';
import { wallItems, wallPieces } from './wallPieces';

describe('scene batches', () => {
  it('groups parts by shape and finish and places each instance in scene metres', () => {
    const part = {
      shape: 'box' as const,
      size: [600, 720, 580] as const,
      position: [0, 360, 0] as const,
      finish: FINISHES.frontWhite,
    };
    const batches = buildBatches([
      { id: 'a', kind: 'row', x: 1000, y: 2000, elevation: 0, rotation: 0, parts: [part] },
      {
        id: 'b',
        kind: 'row',
        x: 3000,
        y: 2000,
        elevation: 1400,
        rotation: 90,
        parts: [part, { ...part, finish: FINISHES.steel }],
      },
    ]);
    expect(batches).toHaveLength(2);
    const white = batches.find((b) => b.finish === FINISHES.frontWhite)!;
    expect(white.owners).toEqual(['a', 'b']);
    const centre = new Vector3().setFromMatrixPosition(new Matrix4().fromArray(white.matrices, 16));
    expect(centre.x).toBeCloseTo(3, 6);
    expect(centre.y).toBeCloseTo(1.76, 6);
    expect(centre.z).toBeCloseTo(-2, 6);
  });

  it('turns a part by its yaw about the vertical through its centre (a leaf ajar)', () => {
    const leaf = {
      shape: 'box' as const,
      size: [800, 2000, 40] as const,
      position: [0, 1000, 0] as const,
      finish: FINISHES.frontWhite,
      yaw: 90,
    };
    const [batch] = buildBatches([
      { id: 'd', kind: 'row', x: 0, y: 0, elevation: 0, rotation: 0, parts: [leaf] },
    ]);
    const matrix = new Matrix4().fromArray(batch!.matrices);
    // The unit box's x edge (the leaf's width) now runs along z: 0.8 m deep, 0.04 m wide.
    const end = new Vector3(0.5, 0, 0).applyMatrix4(matrix);
    expect(Math.abs(end.z)).toBeCloseTo(0.4, 5);
    expect(end.x).toBeCloseTo(0, 5);
  });

  it('leans a part by its tilt about x, its top towards the front (a tilt sash ajar)', () => {
    const sash = {
      shape: 'box' as const,
      size: [800, 1000, 40] as const,
      position: [0, 500, 0] as const,
      finish: FINISHES.frontWhite,
      tilt: 10,
    };
    const [batch] = buildBatches([
      { id: 'w', kind: 'row', x: 0, y: 0, elevation: 0, rotation: 0, parts: [sash] },
    ]);
    const matrix = new Matrix4().fromArray(batch!.matrices);
    // The unit box's top edge now stands 0.5 m * sin 10° in front of its centre (scene z is the front).
    const top = new Vector3(0, 0.5, 0).applyMatrix4(matrix);
    expect(top.z).toBeCloseTo(Math.sin(Math.PI / 18) * 0.5, 5);
  });

  it('cuts openings out of walls: pieces beside, under the sill and over the lintel', () => {
    const [wall] = createRoom('rt1').walls;
    const pieces = wallPieces({
      ...wall!,
      openings: [{ id: 'w', kind: 'window', offset: 1000, width: 1200, height: 1200, sill: 900 }],
    });
    expect(pieces.map((p) => [Math.round(p.size[0]), Math.round(p.size[1])])).toEqual([
      [1000, 2700],
      [1200, 900],
      [1200, 600],
      [2800, 2700],
    ]);
    expect(wallItems(createRoom('rt1'))).toHaveLength(4);
  });
});
