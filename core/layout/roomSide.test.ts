// The room side of every wall, for closed and open rooms clicked either way round: items snap to the
// face that looks into the room, touch it and never sit in the wall. The inside is checked against
// the outline's own geometry (a convex outline's centre), not against wallFaces, which snapping uses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRoom, wallsFromPoints, type Room, type Wall } from '../room/walls';
import { corners, polygonsOverlap } from './footprint';
import { snapBox } from './snap';
import { baseUnit, wallUnit } from './test-fixtures';
import { faceCoordinates, wallFaces, wallPolygon, winding } from './walls';
import { dot, normalize, sub, type Vec2 } from './vector';

/** Signed distance of a point from the wall's centre line (positive on its left). */
function fromCentreLine(wall: Wall, p: Vec2): number {
  const d = normalize(sub(wall.end, wall.start));
  return dot(sub(p, wall.start), { x: -d.y, y: d.x });
}

/** A convex outline: corners on an ellipse at increasing angles (counter-clockwise), rounded to the mm. */
function convexCorners(rx: number, ry: number, angles: readonly number[]): Vec2[] {
  return [...angles]
    .sort((a, b) => a - b)
    .map((a) => ({ x: Math.round(rx * Math.cos(a)), y: Math.round(ry * Math.sin(a)) }));
}

function room(points: readonly Vec2[], closed: boolean, thickness: readonly number[]): Room {
  const walls = wallsFromPoints(points, closed).map((w, i) => ({ ...w, thickness: thickness[i % 4]! }));
  return { type: 'rt11', height: 2700, closed, walls };
}

const rounded = (v: Vec2) => ({ x: Math.round(v.x * 1e6) / 1e6 + 0, y: Math.round(v.y * 1e6) / 1e6 + 0 });

describe('the room side of open rooms', () => {
  it('an open U drawn counter-clockwise has its faces inside the U, as when drawn clockwise', () => {
    const clockwise = createRoom('rt2');
    const points = [
      { x: 5000, y: 0 },
      { x: 5000, y: 5000 },
      { x: 0, y: 5000 },
      { x: 0, y: 0 },
    ];
    const counter: Room = { ...clockwise, walls: wallsFromPoints(points, false) };
    const inside = { x: 2500, y: 2500 };
    for (const r of [clockwise, counter]) {
      const faces = wallFaces(r);
      for (const face of faces) expect(faceCoordinates(face, inside).distance).toBeGreaterThan(0);
      // A unit dropped near the north wall snaps against it, facing the room (south).
      const snapped = snapBox(baseUnit('a', 2000, 4600, 0), [], faces);
      expect(r.walls.find((w) => w.id === snapped.wallId)?.start.y).toBe(5000);
      expect(snapped.y).toBeCloseTo(4950 - 290, 9);
      expect(snapped.rotation).toBe(0);
    }
  });

  it('an L of two walls holds the room in its bend, whichever end was drawn first', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 0, y: 3000 },
      { x: 4000, y: 3000 },
    ];
    for (const run of [points, [...points].reverse()]) {
      const faces = wallFaces(room(run, false, [100, 100, 100, 100]));
      for (const face of faces)
        expect(faceCoordinates(face, { x: 1000, y: 1000 }).distance).toBeGreaterThan(0);
    }
  });

  it('a straight run faces south (east-west) or east (north-south) for both drawing directions', () => {
    const east = [
      { x: 0, y: 3000 },
      { x: 2000, y: 3000 },
      { x: 4000, y: 3000 },
    ];
    const north = [
      { x: 0, y: 0 },
      { x: 0, y: 4000 },
    ];
    for (const run of [east, [...east].reverse()]) {
      const faces = wallFaces(room(run, false, [100, 100, 100, 100]));
      expect(faces.map((f) => rounded(f.normal))).toEqual(faces.map(() => ({ x: 0, y: -1 })));
    }
    for (const run of [north, [...north].reverse()]) {
      expect(rounded(wallFaces(room(run, false, [100, 100, 100, 100]))[0]!.normal)).toEqual({ x: 1, y: 0 });
    }
  });

  it('random closed and open convex rooms, either way round: snapped items touch the inner face, never the wall', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2500, max: 6000 }),
        fc.integer({ min: 2500, max: 6000 }),
        // Corners 30° apart or more on the ellipse keep walls long enough for a unit.
        fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { minLength: 3, maxLength: 8 }),
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 60, max: 300 }), { minLength: 4, maxLength: 4 }),
        fc.nat(),
        fc.double({ min: 0.3, max: 0.7, noNaN: true }),
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.boolean(),
        (rx, ry, slots, jitter, open, clockwise, thickness, pick, along, short, hung) => {
          // No gap between corners wider than 120°: the ellipse's centre is well inside every wall.
          const sorted = [...slots].sort((a, b) => a - b);
          fc.pre(sorted.every((s, i) => (i ? s - sorted[i - 1]! : s + 12 - sorted.at(-1)!) <= 4));
          const loop = convexCorners(
            rx,
            ry,
            slots.map((s) => (s * Math.PI) / 6 + jitter),
          );
          const centre = { x: 0, y: 0 };
          // Open rooms leave out up to (walls - 2) walls of the loop, starting anywhere along it.
          const closedWalls = loop.length;
          const drop = Math.min(open, closedWalls - 2);
          const start = pick % closedWalls;
          const rotated = [...loop.slice(start), ...loop.slice(0, start)];
          const run = open > 0 ? rotated.slice(0, closedWalls + 1 - drop) : rotated;
          const ordered = clockwise ? [...run].reverse() : run;
          const r = room(ordered, open === 0, thickness);
          const faces = wallFaces(r);
          const reversed = wallFaces(room([...ordered].reverse(), open === 0, thickness));
          // The same side whichever way it was drawn, and that side is the room's.
          for (const face of faces) {
            expect(faceCoordinates(face, centre).distance).toBeGreaterThan(0);
            const twin = reversed.find(
              (f) =>
                Math.abs(fromCentreLine(f.wall, face.wall.start)) < 1e-6 &&
                Math.abs(fromCentreLine(f.wall, face.wall.end)) < 1e-6,
            )!;
            expect(dot(twin.normal, face.normal)).toBeCloseTo(1, 9);
          }
          const face = faces[pick % faces.length]!;
          const make = hung ? wallUnit : baseUnit;
          const probe = make('a', 0, 0, 0);
          const t = face.length * along;
          const distance = probe.depth / 2 + short;
          const x = face.start.x + face.direction.x * t + face.normal.x * distance;
          const y = face.start.y + face.direction.y * t + face.normal.y * distance;
          const snapped = snapBox(make('a', x, y, face.rotation), [], faces);
          const wall = r.walls.find((w) => w.id === snapped.wallId);
          expect(wall).toBeDefined();
          const footprint = corners({ ...probe, ...snapped });
          // The back corners lie on the room face: half the wall's thickness from its centre line,
          // on the side the room's centre is.
          const side = Math.sign(fromCentreLine(wall!, centre));
          for (const back of [footprint[0]!, footprint[3]!]) {
            expect(side * fromCentreLine(wall!, back)).toBeCloseTo(wall!.thickness / 2, 6);
          }
          expect(polygonsOverlap(footprint, wallPolygon(wall!), 1e-6)).toBe(false);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('winding agrees for a closed outline and the same outline left open by one wall', () => {
    const loop = convexCorners(3000, 2000, [0, 1.5, 3, 4.5]);
    expect(winding({ walls: wallsFromPoints(loop, true), closed: true })).toBe(-1);
    expect(winding({ walls: wallsFromPoints(loop, false), closed: false })).toBe(-1);
    expect(winding({ walls: wallsFromPoints([...loop].reverse(), false), closed: false })).toBe(1);
  });
});
