import { BoxGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { boxUv } from './exportSurfaces';

describe('export map coordinates', () => {
  it('project each face on its own plane, two tiles a metre, as the live view maps merged parts', () => {
    // A 1.2 m x 0.8 m x 0.6 m box centred at the origin.
    const box = new BoxGeometry(1.2, 0.8, 0.6);
    const uv = boxUv(box);
    const normal = box.getAttribute('normal');
    const position = box.getAttribute('position');
    for (let i = 0; i < position.count; i++) {
      const [u, v] = [uv[2 * i]!, uv[2 * i + 1]!];
      if (Math.abs(normal.getZ(i)) === 1)
        expect([u, v]).toEqual([position.getX(i) * 2, position.getY(i) * 2]);
      if (Math.abs(normal.getY(i)) === 1)
        expect([u, v]).toEqual([position.getZ(i) * 2, position.getX(i) * 2]);
      if (Math.abs(normal.getX(i)) === 1)
        expect([u, v]).toEqual([position.getZ(i) * 2, position.getY(i) * 2]);
    }
  });
});
