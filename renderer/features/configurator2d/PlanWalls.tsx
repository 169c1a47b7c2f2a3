import type { DoorHinge } from '../../../core/layout/autoPlace';
import { doorSwing } from '../../../core/layout/openings';
import type { Vec2 } from '../../../core/layout/vector';
import type { Point } from '../../../core/room/presets';
import type { Opening, Room, Wall } from '../../../core/room/walls';
import { C } from './planColors';
import { pointAlong, wallOutlines } from './planGeometry';

type Project = (p: Vec2) => Vec2;

const path = (points: readonly Vec2[], at: Project, close = true) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${at(p).x.toFixed(1)},${at(p).y.toFixed(1)}`).join('') +
  (close ? 'Z' : '');

/** The walls, filled, with their openings cut out (spec 3 envWall). */
export function PlanWalls({
  room,
  at,
  selectedWall,
}: {
  room: Room;
  at: Project;
  selectedWall: string | null;
}) {
  return (
    <g data-layer="walls">
      {wallOutlines(room).map(({ wall, polygon }, i) => (
        <path
          key={wall.id}
          d={path(polygon, at)}
          data-wall={wall.id}
          role="button"
          aria-label={`W${i + 1}`}
          aria-pressed={selectedWall === wall.id}
          style={{
            fill: selectedWall === wall.id ? C.wallSelected : C.wall,
            stroke: selectedWall === wall.id ? C.wallSelected : C.wall,
            strokeWidth: 1,
            cursor: 'pointer',
          }}
        />
      ))}
    </g>
  );
}

/** Normal of the wall pointing into the room (the side a door swings to). */
function inward(room: Room, wall: Wall): Vec2 {
  return wallOutlines(room).find((o) => o.wall.id === wall.id)?.normal ?? { x: 0, y: 1 };
}

/** The hinge side that puts a plan-drawn door's hinge at its wall's start, as the plan always drew it. */
function startSide(room: Room, wall: Wall, opening: Opening): 'left' | 'right' {
  const left = doorSwing(room, wall.id, opening, 'left');
  const start = pointAlong(wall, opening.offset);
  const right = doorSwing(room, wall.id, opening, 'right');
  if (!left || !right) return 'left';
  const d = (p: Vec2) => Math.hypot(p.x - start.x, p.y - start.y);
  return d(left.hinge) <= d(right.hinge) ? 'left' : 'right';
}

/** One door or window: the gap in the wall and its plan symbol (leaf and swing, or glazing). */
function OpeningSymbol({
  room,
  wall,
  opening,
  at,
  k,
  selected,
  hinge,
}: {
  room: Room;
  wall: Wall;
  opening: Opening;
  at: Project;
  k: number;
  selected: boolean;
  hinge: DoorHinge | undefined;
}) {
  const n = inward(room, wall);
  const half = wall.thickness / 2;
  const a = pointAlong(wall, opening.offset);
  const b = pointAlong(wall, opening.offset + opening.width);
  const off = (p: Vec2, d: number) => ({ x: p.x + n.x * d, y: p.y + n.y * d });
  const gap = [off(a, half), off(b, half), off(b, -half), off(a, -half)];
  const stroke = selected ? C.accent : C.opening;
  const sw = Math.max(1, Math.min(2.5, 20 * k));
  const common = { 'data-opening': opening.id, 'data-wall-of': wall.id };
  if (opening.kind === 'door' && hinge === 'slide') {
    // A pocket door: the leaf slides into the wall; drawn in the gap, dashed where it runs in.
    const [p, q] = [at(a), at(b)];
    const [r, s] = [at(pointAlong(wall, opening.offset - opening.width)), p];
    return (
      <g {...common} role="button" aria-label={opening.id} data-hinge="slide" style={{ cursor: 'grab' }}>
        <path d={path(gap, at)} style={{ fill: C.floor, stroke: C.wall, strokeWidth: 1 }} />
        <line x1={p.x} y1={p.y} x2={q.x} y2={q.y} style={{ stroke, strokeWidth: sw * 1.4 }} />
        <line
          x1={r.x}
          y1={r.y}
          x2={s.x}
          y2={s.y}
          style={{ stroke, strokeWidth: sw, strokeDasharray: '4 3' }}
        />
      </g>
    );
  }
  if (opening.kind === 'door') {
    // Opening into the room, hinged where the article says (a door drawn on the plan: its start).
    const swing = doorSwing(room, wall.id, opening, hinge ?? startSide(room, wall, opening));
    if (!swing) return null;
    const [h, t] = [at(swing.hinge), at(swing.open)];
    const arc = swing.arc.map((p) => at(p));
    return (
      <g
        {...common}
        role="button"
        aria-label={opening.id}
        data-hinge={hinge ?? 'start'}
        style={{ cursor: 'grab' }}
      >
        <path d={path(gap, at)} style={{ fill: C.floor, stroke: C.wall, strokeWidth: 1 }} />
        <line x1={h.x} y1={h.y} x2={t.x} y2={t.y} style={{ stroke, strokeWidth: sw * 1.4 }} />
        <path
          d={arc.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('')}
          style={{ fill: 'none', stroke, strokeWidth: sw, strokeDasharray: '4 3' }}
        />
        {/* A wide invisible target: the leaf is thin on a phone. */}
        <path
          d={path([off(a, half), off(b, half), off(b, opening.width), off(a, opening.width)], at)}
          style={{ fill: 'transparent' }}
        />
      </g>
    );
  }
  const glass = (d: number) => {
    const [p, q] = [at(off(a, d)), at(off(b, d))];
    return <line key={d} x1={p.x} y1={p.y} x2={q.x} y2={q.y} style={{ stroke, strokeWidth: sw }} />;
  };
  return (
    <g {...common} role="button" aria-label={opening.id} style={{ cursor: 'grab' }}>
      <path d={path(gap, at)} style={{ fill: C.floor, stroke, strokeWidth: sw }} />
      {[-half / 3, 0, half / 3].map(glass)}
    </g>
  );
}

export function PlanOpenings({
  room,
  at,
  k,
  selected,
  hinges,
}: {
  room: Room;
  at: Project;
  k: number;
  selected: string | null;
  hinges?: ReadonlyMap<string, DoorHinge>;
}) {
  return (
    <g data-layer="openings">
      {room.walls.flatMap((wall) =>
        wall.openings.map((o) => (
          <OpeningSymbol
            key={o.id}
            room={room}
            wall={wall}
            opening={o}
            at={at}
            k={k}
            selected={selected === o.id}
            hinge={hinges?.get(o.id)}
          />
        )),
      )}
    </g>
  );
}

/** The room being drawn: its corners, the walls so far and the pen's next wall. */
export function PlanDraft({
  points,
  next,
  closing,
  thickness,
  at,
  k,
  label,
}: {
  points: readonly Point[];
  next: Point | null;
  closing: boolean;
  thickness: number;
  at: Project;
  k: number;
  label: string | null;
}) {
  const all = next ? [...points, next] : points;
  const screen = all.map(at);
  const last = screen.at(-1);
  const previous = screen.at(-2);
  return (
    <g data-layer="draft" pointerEvents="none">
      <path
        d={path(all, at, false)}
        style={{
          fill: 'none',
          stroke: C.wall,
          strokeWidth: Math.max(2, thickness * k),
          strokeLinejoin: 'miter',
          opacity: 0.75,
        }}
      />
      {screen.map((p, i) => (
        <circle
          key={i}
          cx={p.x}
          cy={p.y}
          r={i === 0 && closing ? 9 : 4}
          data-corner={i < points.length || undefined}
          style={{ fill: i === 0 ? C.accent : C.wall }}
        />
      ))}
      {label && last && previous && (
        <text
          x={(last.x + previous.x) / 2}
          y={(last.y + previous.y) / 2 - 10}
          textAnchor="middle"
          data-testid="pen-label"
          style={{
            fill: C.accent,
            fontSize: 13,
            fontWeight: 600,
            paintOrder: 'stroke',
            stroke: C.floor,
            strokeWidth: 4,
          }}
        >
          {label}
        </text>
      )}
    </g>
  );
}
