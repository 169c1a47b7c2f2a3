import { describe, expect, it } from 'vitest';
import type { Part } from '../parts';
import { explodeItems, explodeParts } from './explode';
import type { SceneItem } from './sceneItem';

const finish = { color: '#ffffff', roughness: 0.5, metalness: 0, opacity: 1 };
const box = (position: [number, number, number], size: [number, number, number]): Part => ({
  shape: 'box',
  size,
  position,
  finish,
});
// A 600 wide, 700 high, 500 deep carcass: two sides, a bottom, a door in front.
const unit = [
  box([-291, 350, 0], [18, 700, 500]),
  box([291, 350, 0], [18, 700, 500]),
  box([0, 9, 0], [564, 18, 500]),
  box([0, 350, 259], [596, 696, 18]),
];

describe('explodeParts', () => {
  it('leaves an assembled unit alone at 0', () => {
    expect(explodeParts(unit, 0)).toEqual(unit);
  });

  it('pulls parts away from the centre, none below the floor, sizes unchanged', () => {
    const exploded = explodeParts(unit, 0.5);
    expect(exploded[0]!.position[0]).toBeCloseTo(-291 * 1.5);
    expect(exploded[1]!.position[0]).toBeCloseTo(291 * 1.5);
    // The door moves forwards, away from the carcass.
    expect(exploded[3]!.position[2]).toBeGreaterThan(unit[3]!.position[2]);
    for (const [i, part] of exploded.entries()) {
      expect(part.size).toEqual(unit[i]!.size);
      expect(part.position[1] - part.size[1] / 2).toBeGreaterThanOrEqual(0);
    }
  });

  it('explodes only the chosen items', () => {
    const items: SceneItem[] = [
      { id: 'a', kind: 'row', x: 0, y: 0, elevation: 0, rotation: 0, parts: unit },
      { id: 'b', kind: 'row', x: 1000, y: 0, elevation: 0, rotation: 0, parts: unit },
    ];
    const [a, b] = explodeItems(items, 0.4, new Set(['b']));
    expect(a!.parts).toBe(unit);
    expect(b!.parts[0]!.position[0]).toBeLessThan(-291);
  });
});
