// An item snapped to a wall touches it exactly: its back on the wall's room face, checked against
// the wall's own centre line and thickness (not against wallFaces, which snapping itself uses), in
// rooms drawn either way round with walls of different thicknesses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallsFromPoints, type Room, type Wall } from '../room/walls';
import { corners, polygonsOverlap } from './footprint';
import { placeItem } from './place';
import { snapBox } from './snap';
import { baseUnit, wallUnit } from './test-fixtures';
import { wallFaces, wallPolygon } from './walls';
import { dot, normalize, sub, type Vec2 } from './vector';

/** Signed distance of a point from the wall's centre line (positive on its left). */
function fromCentreLine(wall: Wall, p: Vec2): number {
  const d = normalize(sub(wall.end, wall.start));
  return dot(sub(p, wall.start), { x: -d.y, y: d.x });
}

/** A rectangular room, corners clicked clockwise or counter-clockwise, each wall its own thickness. */
function drawnRoom(width: number, depth: number, clockwise: boolean, thickness: readonly number[]): Room {
  const points = [
    { x: 0, y: 0 },
    { x: 0, y: depth },
    { x: width, y: depth },
    { x: width, y: 0 },
  ];
  const walls = wallsFromPoints(clockwise ? points : [...points].reverse(), true).map((wall, i) => ({
    ...wall,
    thickness: thickness[i]!,
  }));
  return { type: 'rt11', height: 2700, closed: true, walls };
}

describe('an item snapped to a wall touches it exactly', () => {
  it('in the e2e room: 4000 x 3000 drawn by its corners, the north wall 150 thick', () => {
    const drawn = drawnRoom(4000, 3000, false, [100, 100, 100, 100]);
    const isNorth = (w: Wall) => w.start.y === 3000 && w.end.y === 3000;
    const room = { ...drawn, walls: drawn.walls.map((w) => (isNorth(w) ? { ...w, thickness: 150 } : w)) };
    const north = room.walls.find(isNorth)!;
    // Dropped 30 mm short of the north wall's room face (3000 - 75).
    const item = baseUnit('a', 1500, 3000 - 75 - 290 - 30, 0);
    const placed = placeItem(room, [], item, {}, { snap: true, collision: true });
    expect(placed).toMatchObject({ accepted: true, wallId: north.id, collisions: [] });
    expect(placed.item.y + 290).toBeCloseTo(3000 - 75, 9);
    expect(placed.item.x).toBe(1500);
  });

  it('back on the room face, never in the wall, for any drop near any wall (floor and wall units)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2500, max: 7000 }),
        fc.integer({ min: 2500, max: 7000 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 60, max: 400 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.boolean(),
        (width, depth, clockwise, thickness, wallIndex, along, short, turn, hung) => {
          const room = drawnRoom(width, depth, clockwise, thickness);
          const faces = wallFaces(room);
          const face = faces[wallIndex]!;
          const start = face.start;
          const make = hung ? wallUnit : baseUnit;
          const probe = make('a', 0, 0, 0);
          // Dropped `short` mm off the face (negative: pushed into the wall), turned a little: within
          // the snapping distance even with the extent the turn adds.
          const t = face.length * along;
          const distance = probe.depth / 2 + short;
          const x = start.x + face.direction.x * t + face.normal.x * distance;
          const y = start.y + face.direction.y * t + face.normal.y * distance;
          const item = make('a', x, y, face.rotation + turn);
          const snapped = snapBox(item, [], faces);
          // Near a corner it may take the other wall: either way it must touch the one it took.
          const wall = room.walls.find((w) => w.id === snapped.wallId)!;
          expect(wall).toBeDefined();
          const at = { ...item, ...snapped };
          // The back corners (first and last of corners()) lie on the room face: half the wall's
          // thickness from its centre line, on the room side.
          const footprint = corners(at);
          const side = Math.sign(fromCentreLine(wall, at));
          for (const back of [footprint[0]!, footprint[3]!]) {
            expect(side * fromCentreLine(wall, back)).toBeCloseTo(wall.thickness / 2, 6);
          }
          // Touching, not overlapping: no part of the footprint is inside the wall's body.
          expect(polygonsOverlap(footprint, wallPolygon(wall), 1e-6)).toBe(false);
          // And idempotent in these rooms too.
          const again = snapBox(at, [], faces);
          expect(again.x).toBeCloseTo(snapped.x, 6);
          expect(again.y).toBeCloseTo(snapped.y, 6);
          expect(again.wallId).toBe(snapped.wallId);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
