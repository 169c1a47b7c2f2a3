import { describe, expect, it } from 'vitest';
import { Scene, toWavefront } from './scene';

const cube = Scene.parse({
  meshes: [
    {
      name: 'top panel',
      vertices: [
        [0, 0, 0],
        [600, 0, 0],
        [600, 0, 560],
        [0, 0, 560],
      ],
      faces: [[0, 1, 2, 3]],
      material: { name: 'oak', color: '#ff8000', opacity: 0.5 },
    },
    {
      name: 'side',
      vertices: [
        [0, 0, 0],
        [0, 720, 0],
        [0, 720, 560],
      ],
      faces: [[0, 1, 2]],
    },
  ],
});

describe('scene JSON to Wavefront', () => {
  it('writes objects, 1-based global face indices and the material library', () => {
    const { obj, mtl } = toWavefront(cube);
    const lines = obj.trim().split('\n');
    expect(lines).toContain('mtllib scene.mtl');
    expect(lines).toContain('o top_panel');
    expect(lines).toContain('f 1 2 3 4');
    // The second mesh's vertices follow the first's four.
    expect(lines).toContain('f 5 6 7');
    expect(lines.filter((line) => line.startsWith('v '))).toHaveLength(7);
    expect(mtl).toContain('newmtl oak\nKd 1 0.501961 0\nd 0.5');
    expect(mtl).toContain('newmtl default\nKd 0.8 0.8 0.8\nd 1');
    expect(lines.filter((line) => line.startsWith('usemtl'))).toEqual(['usemtl oak', 'usemtl default']);
  });

  it('refuses faces naming missing vertices, short faces, bad colours and empty scenes', () => {
    const mesh = {
      name: 'm',
      vertices: [
        [0, 0, 0],
        [1, 0, 0],
        [0, 1, 0],
      ],
    };
    expect(Scene.safeParse({ meshes: [{ ...mesh, faces: [[0, 1, 3]] }] }).success).toBe(false);
    expect(Scene.safeParse({ meshes: [{ ...mesh, faces: [[0, 1]] }] }).success).toBe(false);
    expect(
      Scene.safeParse({ meshes: [{ ...mesh, faces: [[0, 1, 2]], material: { color: 'red' } }] }).success,
    ).toBe(false);
    expect(Scene.safeParse({ meshes: [] }).success).toBe(false);
  });
});
