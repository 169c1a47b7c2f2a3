import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openingProblem, wallLength, type Room } from '../room/walls';
import { hingeOf } from './autoPlace';
import {
  doorSwing,
  openingOnWall,
  LINTEL_MIN,
  OPENING_MARGIN,
  openingOfGeometry,
  openingPose,
  openingRowsIn,
  putOpeningRow,
  slideOpening,
} from './openings';
import { square } from './test-fixtures';
import { wallFaces } from './walls';

const ids = { catalog: 'DOORS', model: 'INTDOOR' };
const door = { opening: 'door' as const, width: 800, height: 2100 };
const window_ = { opening: 'window' as const, width: 1200, height: 1400, elevation: 900 };

describe('openingOfGeometry: the catalogue says what is a door or window', () => {
  it('is null for a model without opening, a door starts at the floor, a window at its elevation', () => {
    expect(openingOfGeometry({ width: 600, height: 870 }, 2700)).toBeNull();
    expect(openingOfGeometry({ ...door, elevation: 300 }, 2700)).toEqual({
      kind: 'door',
      width: 800,
      height: 2100,
      sill: 0,
    });
    expect(openingOfGeometry(window_, 2700)?.sill).toBe(900);
    // A low wall lowers the sill so a lintel is left; never below the floor.
    expect(openingOfGeometry(window_, 2200)?.sill).toBe(2200 - 1400 - LINTEL_MIN);
    expect(openingOfGeometry(window_, 1000)?.sill).toBe(0);
  });
});

describe('putOpeningRow', () => {
  it('takes the least busy wall, centred, with the row id', () => {
    const busy = new Map([
      ['w1', 2],
      ['w2', 1],
      ['w3', 0],
      ['w4', 3],
    ]);
    const placed = putOpeningRow(square, door, '7', ids, busy)!;
    expect(placed.wallId).toBe('w3');
    expect(placed.opening).toMatchObject({ kind: 'door', rowId: '7', offset: (5000 - 800) / 2, id: 'd1' });
  });

  it('never overlaps another opening nor leaves its wall (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kind: fc.constantFrom('door' as const, 'window' as const),
            width: fc.integer({ min: 400, max: 2400 }),
            height: fc.integer({ min: 500, max: 2300 }),
          }),
          { maxLength: 25 },
        ),
        (requests) => {
          let room: Room = square;
          requests.forEach((r, i) => {
            const placed = putOpeningRow(
              room,
              { opening: r.kind, width: r.width, height: r.height, elevation: 900 },
              String(i),
              ids,
            );
            if (!placed) return;
            room = placed.room;
            const wall = room.walls.find((w) => w.id === placed.wallId)!;
            expect(openingProblem(wall, placed.opening)).toBeNull();
            expect(placed.opening.offset).toBeGreaterThanOrEqual(OPENING_MARGIN);
            expect(placed.opening.offset + placed.opening.width).toBeLessThanOrEqual(
              wallLength(wall) - OPENING_MARGIN,
            );
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('openingPose and openingRowsIn: the model stands in its wall', () => {
  it('centred on the wall centre line at the opening, facing the room, bottom at the sill', () => {
    const placed = putOpeningRow(square, window_, '3', ids)!;
    const pose = openingPose(placed.room, placed.wallId, placed.opening);
    const wall = placed.room.walls.find((w) => w.id === placed.wallId)!;
    const face = wallFaces(placed.room).find((f) => f.wall.id === wall.id)!;
    expect(pose.rotation).toBeCloseTo(face.rotation);
    expect(pose.elevation).toBe(900);
    // On the centre line: zero distance across the wall, at the opening's middle along it.
    const dir = { x: (wall.end.x - wall.start.x) / 5000, y: (wall.end.y - wall.start.y) / 5000 };
    const rel = { x: pose.x - wall.start.x, y: pose.y - wall.start.y };
    expect(rel.x * dir.y - rel.y * dir.x).toBeCloseTo(0);
    expect(rel.x * dir.x + rel.y * dir.y).toBeCloseTo(placed.opening.offset + 600);
    const rows = openingRowsIn(placed.room, (id) => ({
      rowId: id,
      width: 1200,
      depth: 70,
      height: 1400,
      elevation: 900,
    }));
    expect(rows).toEqual([
      { shape: expect.objectContaining({ rowId: '3' }), layout: pose, wallId: wall.id, openingId: 'win1' },
    ]);
  });

  it('slides along its own wall to the free place nearest the pointer', () => {
    const first = putOpeningRow(square, door, '1', ids)!;
    const second = putOpeningRow(first.room, door, '2', ids, new Map([['w1', 0]]))!;
    const wall = second.room.walls.find((w) => w.id === first.wallId)!;
    // Dragged far past the wall's end: it stops at the margin, on the same wall.
    const far = { x: wall.end.x * 3 - wall.start.x * 2, y: wall.end.y * 3 - wall.start.y * 2 };
    const slid = slideOpening(second.room, wall.id, first.opening.id, far)!;
    expect(slid.offset).toBe(5000 - OPENING_MARGIN - 800);
    expect(slid.layout.wallId).toBe(wall.id);
    // Dragged onto another opening of the wall: it stops beside it.
    if (second.wallId === wall.id) {
      const onOther = openingPose(second.room, wall.id, second.opening);
      const beside = slideOpening(second.room, wall.id, first.opening.id, onOther)!;
      const other = second.opening;
      expect(beside.offset + 800 <= other.offset || beside.offset >= other.offset + other.width).toBe(true);
    }
  });
});

describe('doorSwing: the hinge side the model says, into the room', () => {
  const xs = square.walls.map((w) => w.start.x);
  const ys = square.walls.map((w) => w.start.y);
  const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
  const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

  for (const wall of square.walls) {
    it(`on ${wall.id}: left is left seen from the room, the leaf sweeps a quarter circle into the room`, () => {
      const opening = openingOnWall(wall, { kind: 'door', width: 800, height: 2100, sill: 0 }, 'd1')!;
      const left = doorSwing(square, wall.id, opening, 'left')!;
      const right = doorSwing(square, wall.id, opening, 'right')!;
      expect(dist(left.hinge, right.hinge)).toBeCloseTo(800, 6);
      for (const swing of [left, right]) {
        expect(dist(swing.hinge, swing.open)).toBeCloseTo(800, 6);
        for (const p of swing.arc) {
          expect(dist(swing.hinge, p)).toBeCloseTo(800, 6);
          // Inside the room: nearer its centre than the wall's middle is.
          expect(dist(p, centre)).toBeLessThan(2500);
        }
      }
      // Facing the wall from the room's centre, the left hinge lies to the left of the right one.
      const middle = { x: (left.hinge.x + right.hinge.x) / 2, y: (left.hinge.y + right.hinge.y) / 2 };
      const facing = { x: middle.x - centre.x, y: middle.y - centre.y };
      const toLeft = { x: -facing.y, y: facing.x };
      expect((left.hinge.x - middle.x) * toLeft.x + (left.hinge.y - middle.y) * toLeft.y).toBeGreaterThan(0);
    });
  }

  it('a sliding door has no swing; the hinge comes from the catalogue geometry', () => {
    const wall = square.walls[0]!;
    const opening = openingOnWall(wall, { kind: 'door', width: 800, height: 2100, sill: 0 }, 'd1')!;
    expect(doorSwing(square, wall.id, opening, 'slide')).toBeNull();
    // DIN left (hinges on the left seen from the push side) is hinged on the right seen from the room.
    expect(hingeOf({ opening: 'door', params: { HINGE_LEFT: 1 } })).toBe('right');
    expect(hingeOf({ opening: 'door', params: { HINGE_LEFT: 0 } })).toBe('left');
    expect(hingeOf({ opening: 'door', params: { HINGE_LEFT: 1, POCKET: 1 } })).toBe('slide');
    expect(hingeOf({ opening: 'window', params: { HINGE_LEFT: 1 } })).toBeUndefined();
  });
});
