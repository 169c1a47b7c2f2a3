import { describe, expect, it } from 'vitest';
import { openingOnWall } from '../../core/layout/openings';
import { square } from '../../core/layout/test-fixtures';
import { addOpening } from '../../core/room/walls';
import { swingSegments } from './DoorSwings';

const withDoor = () => {
  const wall = square.walls[1]!;
  const door = openingOnWall(wall, { kind: 'door', width: 800, height: 2100, sill: 0 }, 'd1')!;
  return {
    room: { ...square, walls: square.walls.map((w) => (w === wall ? addOpening(w, door) : w)) },
    door,
  };
};

describe('door swings on the 3D floor', () => {
  it('draw the open leaf and the arc on the floor, mirrored by the hinge side; none for a sliding door', () => {
    const { room } = withDoor();
    const left = swingSegments(room, new Map([['d1', 'left']]));
    const right = swingSegments(room, new Map([['d1', 'right']]));
    // The leaf and 12 arc segments, two points of three numbers each.
    expect(left).toHaveLength((1 + 12) * 2 * 3);
    for (let i = 1; i < left.length; i += 3) expect(left[i]).toBeCloseTo(0.002, 6);
    expect(left).not.toEqual(right);
    expect(swingSegments(room, new Map([['d1', 'slide']]))).toEqual([]);
  });

  it('a room without doors draws none', () => {
    expect(swingSegments(square, new Map())).toEqual([]);
  });
});
