import { describe, expect, it } from 'vitest';
import { addOpening, createRoom } from '../../core/room';
import { elevationView, generateViews, planView } from './drawings';

const room = createRoom('rt1', [4000, 3000]);
const withDoor = {
  ...room,
  walls: room.walls.map((wall, i) =>
    i === 0
      ? addOpening(wall, { id: 'd1', kind: 'door', offset: 500, width: 900, height: 2100, sill: 0 })
      : wall,
  ),
};

describe('server-drawn views', () => {
  it('plans the room north up with a margin, one line per wall', () => {
    const view = planView(withDoor);
    expect(view.svg).toContain('viewBox="0 0 4400 3400"');
    expect(view.svg.match(/<polyline id="w\d"/g)).toHaveLength(4);
    expect(view.svg).toContain('class="door"');
  });

  it('draws a wall elevation with its openings at their sill', () => {
    const wall = withDoor.walls[0]!;
    const view = elevationView(wall);
    expect(view.name).toBe(`wall-${wall.id}`);
    // Default wall height 2700 (spec 9): the door (2100 high, sill 0) starts 600 below the top.
    expect(view.svg).toContain('height="2700"');
    expect(view.svg).toContain('y="800" width="900" height="2100"');
  });

  it('mode2D keeps the plan only; no walls, no views', () => {
    expect(generateViews(room, true).map((v) => v.name)).toEqual(['plan']);
    expect(generateViews(room, false)).toHaveLength(5);
    expect(generateViews({ ...room, walls: [] }, false)).toEqual([]);
  });
});
