import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { Room } from '../../core/room/walls';
import { cameraFor, sceneBounds, type CameraPreset } from './cameraPresets';
import { MM, toScene, type SceneItem } from './model/sceneItem';
import type { Part } from './parts';

/** A unit as one box: width x height x depth mm, standing (or hung) at (x, y). */
function unit(x: number, y: number, [w, h, d]: [number, number, number], elevation = 0): SceneItem {
  const part: Part = {
    shape: 'box',
    size: [w, h, d],
    position: [0, h / 2, 0],
    finish: { color: '#FFFFFF', roughness: 1, metalness: 0, opacity: 1 },
  };
  return { id: `${x},${y}`, kind: 'row', x, y, elevation, rotation: 0, parts: [part] };
}

/** The unit's box corners on screen (normalised, -1..1 inside the view) from a preset's camera. */
function onScreen(
  item: SceneItem,
  view: CameraPreset,
  items: SceneItem[],
  room: Room | null = null,
  aspect = 1.2,
) {
  const { position, target } = cameraFor(view, sceneBounds(room, items), aspect);
  const camera = new PerspectiveCamera(45, aspect, 0.05, 200);
  camera.position.set(...position);
  camera.lookAt(...target);
  camera.updateMatrixWorld();
  const [w, h, d] = item.parts[0]!.size;
  const corners: Vector3[] = [];
  for (const dx of [-w / 2, w / 2])
    for (const dy of [-d / 2, d / 2])
      for (const z of [item.elevation, item.elevation + h])
        corners.push(new Vector3(...toScene(item.x + dx, item.y + dy, z)).project(camera));
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  return {
    inside: corners.every((c) => Math.abs(c.x) <= 1 && Math.abs(c.y) <= 1),
    // Clear of the view's edges: a plinth on the very edge reads as cut.
    clear: corners.every((c) => Math.abs(c.x) <= 0.92 && Math.abs(c.y) <= 0.92),
    // How much of the view's height the unit takes (the view is 2 high in normalised units).
    height: (Math.max(...ys) - Math.min(...ys)) / 2,
    width: (Math.max(...xs) - Math.min(...xs)) / 2,
  };
}

describe('what the camera presets frame', () => {
  it('a single unit without walls fills a good part of the view, whole, in every preset', () => {
    // The quick quote: one base unit, no room drawn. It was framed as a 5 m floor (radius 2.5 m) and
    // its box took 24% of the view's height; now about half, its plinth clear of the view's edge.
    const base = unit(1000, 1000, [600, 870, 580]);
    const perspective = onScreen(base, 'perspective', [base]);
    expect(perspective.clear).toBe(true);
    expect(perspective.height).toBeGreaterThan(0.4);
    for (const view of ['top', 'front'] as const) expect(onScreen(base, view, [base]).clear).toBe(true);
  });

  it('a tall or wide unit alone is framed whole: its height and width count, not only its centre', () => {
    const wardrobe = unit(2000, 1500, [3000, 2360, 600]);
    const pantry = unit(0, 0, [600, 2340, 580]);
    for (const item of [wardrobe, pantry])
      for (const view of ['perspective', 'top', 'front'] as const)
        expect(onScreen(item, view, [item]).inside, `${item.id} ${view}`).toBe(true);
  });

  const room = {
    walls: [
      { id: 'w1', start: { x: 0, y: 0 }, end: { x: 4000, y: 0 } },
      { id: 'w2', start: { x: 4000, y: 0 }, end: { x: 4000, y: 3000 } },
    ],
  } as unknown as Room;

  it("a phone held upright sees the room's width: units against the side walls are not cut", () => {
    // Along the two side walls of a 4 x 3 m room, 600 mm deep, in a 390 x 460 px canvas.
    const left = unit(300, 1500, [600, 2190, 3000]);
    const right = unit(3700, 1500, [600, 2190, 3000]);
    for (const item of [left, right]) {
      expect(onScreen(item, 'perspective', [left, right], room, 390 / 460).inside, item.id).toBe(true);
      expect(onScreen(item, 'front', [left, right], room, 390 / 460).inside, item.id).toBe(true);
    }
    // A desktop's canvas is framed as it was.
    const desktop = cameraFor('perspective', sceneBounds(room, []), 1.6);
    expect(desktop).toEqual(cameraFor('perspective', sceneBounds(room, [])));
  });

  it('a room frames its walls as before, and an empty project a 5 m floor', () => {
    const bounds = sceneBounds(room, [unit(1000, 1000, [600, 870, 580])]);
    expect(bounds.radius).toBeCloseTo(2.5, 6);
    expect(bounds.centre).toEqual([2000 * MM, 0, -1500 * MM]);
    expect(sceneBounds(null, []).radius).toBe(2.5);
  });
});
