import { InstancedMesh, Mesh } from 'three';
import { describe, expect, it } from 'vitest';
import type { Room } from '../../../core/room/walls';
import { buildBatches } from '../model/batches';
import type { SceneItem } from '../model/sceneItem';
import type { Part } from '../parts';
import { sceneJson } from './exportScene';
import { boundsOf, buildSceneContent } from './sceneGraph';

const white = { color: '#ffffff', roughness: 0.5, metalness: 0, opacity: 1 };
const steel = { color: '#9a9a9a', roughness: 0.3, metalness: 0.8, opacity: 1 };
/** A 600 x 870 x 580 mm unit: a body, a door and a round handle. */
const parts: Part[] = [
  { shape: 'box', size: [600, 870, 560], position: [0, 435, -10], finish: white },
  { shape: 'box', size: [596, 716, 19], position: [0, 512, 280], finish: white },
  { shape: 'cylinder', size: [12, 160, 12], position: [250, 700, 300], finish: steel },
];
const unit = (id: string, x: number): SceneItem => ({
  id,
  kind: 'row',
  x,
  y: 290,
  elevation: 0,
  rotation: 0,
  parts,
});
const room = {
  walls: [
    {
      id: 'w1',
      start: { x: 0, y: 0 },
      end: { x: 3000, y: 0 },
      thickness: 100,
      height: 2700,
      openings: [],
    },
  ],
} as unknown as Room;

describe('the off-screen scene', () => {
  it('draws one instanced mesh per shape and finish, as the live view does', () => {
    const items = [unit('a', 300), unit('b', 900), unit('c', 1500)];
    const { furniture } = buildSceneContent(null, items);
    const meshes = furniture.children as InstancedMesh[];
    expect(meshes).toHaveLength(buildBatches(items).length);
    expect(meshes.every((mesh) => mesh instanceof InstancedMesh)).toBe(true);
    expect(meshes.map((mesh) => mesh.count).sort()).toEqual([3, 6]);
    // Three units side by side from x 0 to 1.8 m, 0.87 m high.
    const box = boundsOf([furniture])!;
    expect(box.min.x).toBeCloseTo(0, 2);
    expect(box.max.x).toBeCloseTo(1.8, 2);
    expect(box.max.y).toBeCloseTo(0.87, 2);
  });

  it('bakes batches into plain meshes for the exports, with the same bounds', () => {
    const items = [unit('a', 300), unit('b', 900)];
    const baked = buildSceneContent(room, items, { merge: true });
    expect(baked.furniture.children.every((m) => m instanceof Mesh && !(m instanceof InstancedMesh))).toBe(
      true,
    );
    const live = buildSceneContent(room, items);
    const a = boundsOf([baked.furniture])!;
    const b = boundsOf([live.furniture])!;
    expect(a.min.distanceTo(b.min)).toBeLessThan(1e-4);
    expect(a.max.distanceTo(b.max)).toBeLessThan(1e-4);
    expect(baked.walls).toHaveLength(1);
  });

  it('lets the furniture cast shadows on the floor, but not the walls', () => {
    const { furniture, walls } = buildSceneContent(room, [unit('a', 300)]);
    expect(furniture.children.every((mesh) => mesh.castShadow)).toBe(true);
    const wallMeshes = walls.flatMap((wall) => wall.children);
    expect(wallMeshes.length).toBeGreaterThan(0);
    expect(wallMeshes.some((mesh) => mesh.castShadow)).toBe(false);
    expect(wallMeshes.every((mesh) => mesh.receiveShadow)).toBe(true);
  });

  it("writes the server's jsonScene: metres, triangles that name their own vertices", () => {
    const scene = sceneJson(room, [unit('a', 300)]);
    expect(scene.units).toBe('m');
    expect(scene.meshes.map((m) => m.material.color).sort()).toEqual(['#9a9a9a', '#eceae4', '#ffffff']);
    for (const mesh of scene.meshes) {
      expect(mesh.faces.length).toBeGreaterThan(0);
      expect(mesh.faces.flat().every((i) => i >= 0 && i < mesh.vertices.length)).toBe(true);
    }
    const wall = scene.meshes.find((m) => m.name.startsWith('wall:w1'))!;
    const xs = wall.vertices.map((v) => v[0]);
    expect(Math.min(...xs)).toBeCloseTo(0);
    expect(Math.max(...xs)).toBeCloseTo(3);
  });
});
