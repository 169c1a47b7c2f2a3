import { describe, expect, it } from 'vitest';
import { createRoom } from '../room/walls';
import type { LayoutItem } from './collision';
import { moveGroup } from './group';

const unit = (id: string, x: number): LayoutItem => ({
  id,
  x,
  y: 2000,
  rotation: 0,
  width: 600,
  depth: 580,
  height: 870,
  elevation: 0,
});

describe('moveGroup', () => {
  const room = createRoom('rt1', [5000, 4000]);
  const items = [unit('a', 1000), unit('b', 1600), unit('c', 3000)];

  it('moves the group together; members never collide with each other', () => {
    const { moved, collisions } = moveGroup(room, items, new Set(['a', 'b']), 300, 0);
    expect(moved.map((m) => m.x)).toEqual([1300, 1900]);
    expect(collisions).toEqual([]);
  });

  it('reports what the moved items run into: other items and walls', () => {
    const intoC = moveGroup(room, items, new Set(['a', 'b']), 1000, 0);
    expect(intoC.collisions).toEqual([{ id: 'b', collisions: [{ kind: 'item', id: 'c' }] }]);
    const intoWall = moveGroup(room, items, new Set(['a']), -800, 0);
    expect(intoWall.collisions[0]?.collisions[0]).toMatchObject({ kind: 'wall' });
  });
});
