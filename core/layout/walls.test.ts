import { describe, expect, it } from 'vitest';
import { createRoom, wallsFromPoints, type Room } from '../room/walls';
import { faceCoordinates, openingSpan, pointOnFace, wallFaces } from './walls';
import { square } from './test-fixtures';

const r6 = (n: number) => Math.round(n * 1e6) / 1e6 + 0;
const rounded = (v: { x: number; y: number }) => ({ x: r6(v.x), y: r6(v.y) });

describe('wall faces', () => {
  it('runs each face between the inner corners, normal into the room, with the rotation that backs onto it', () => {
    const faces = wallFaces(square);
    expect(faces.map((f) => [rounded(f.start), rounded(f.end), Math.round(f.length)])).toEqual([
      [{ x: 50, y: 4950 }, { x: 4950, y: 4950 }, 4900],
      [{ x: 4950, y: 4950 }, { x: 4950, y: 50 }, 4900],
      [{ x: 4950, y: 50 }, { x: 50, y: 50 }, 4900],
      [{ x: 50, y: 50 }, { x: 50, y: 4950 }, 4900],
    ]);
    expect(faces.map((f) => rounded(f.normal))).toEqual([
      { x: 0, y: -1 },
      { x: -1, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 0 },
    ]);
    expect(faces.map((f) => Math.round(((f.rotation % 360) + 360) % 360))).toEqual([0, 270, 180, 90]);
  });

  it('finds the room side whichever way a drawn room (rt11) was clicked', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 4000, y: 0 },
      { x: 4000, y: 3000 },
      { x: 0, y: 3000 },
    ];
    const room: Room = { type: 'rt11', height: 2400, closed: true, walls: wallsFromPoints(points, true) };
    const inside = { x: 2000, y: 1500 };
    for (const face of wallFaces(room)) expect(faceCoordinates(face, inside).distance).toBeGreaterThan(0);
  });

  it('gives an open room (rt2) faces that end at the open side', () => {
    const faces = wallFaces(createRoom('rt2'));
    expect(faces).toHaveLength(3);
    expect(faces[0]!.length).toBeCloseTo(5000 - 50, 6);
  });

  it('measures openings along the face from the wall start, and maps points both ways', () => {
    const wall = {
      ...square.walls[0]!,
      openings: [{ id: 'd1', kind: 'door' as const, offset: 1000, width: 800, height: 2100, sill: 0 }],
    };
    const [face] = wallFaces({ ...square, walls: [wall, ...square.walls.slice(1)] });
    expect(openingSpan(face!, wall.openings[0]!)).toEqual({ from: 950, to: 1750 });
    const p = pointOnFace(face!, 300, 290);
    expect(faceCoordinates(face!, p).t).toBeCloseTo(300, 9);
    expect(faceCoordinates(face!, p).distance).toBeCloseTo(290, 9);
  });
});
