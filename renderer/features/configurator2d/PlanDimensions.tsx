import type { LayoutItem } from '../../../core/layout/collision';
import { wallDimensions, type DimensionSegment } from '../../../core/layout/dimensions';
import { wallFaces } from '../../../core/layout/walls';
import { footprintCovers } from '../../../core/layout/footprint';
import { add, scale, type Vec2 } from '../../../core/layout/vector';
import { cornerAngles } from '../../../core/room/drawing';
import { wallLength, type Room } from '../../../core/room/walls';
import { useLengths } from '../../state/measures';
import type { QuoteFlag } from '../../state/drawingEditor';
import { C } from './planColors';

type Project = (p: Vec2) => Vec2;

/** One measure: extension lines, the dimension line with ticks, its text upright along it. */
function Dim({
  a,
  b,
  text,
  strong,
  kind = 'wall',
}: {
  a: Vec2;
  b: Vec2;
  text: string;
  strong: boolean;
  kind?: string;
}) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length < 6) return null;
  let angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle <= -90) angle += 180;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const tick = (p: Vec2) => `M${p.x - 4},${p.y + 4}L${p.x + 4},${p.y - 4}`;
  const colour = strong ? C.accent : C.line;
  const fits = length > text.length * 6.5 + 6;
  return (
    <g data-dimension={text} data-kind={kind} data-highlight={strong || undefined}>
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} style={{ stroke: colour, strokeWidth: strong ? 1.6 : 0.9 }} />
      <path d={tick(a) + tick(b)} style={{ stroke: colour, strokeWidth: strong ? 1.6 : 1 }} />
      {fits && (
        <text
          x={mid.x}
          y={mid.y}
          dy={-4}
          textAnchor="middle"
          transform={`rotate(${angle.toFixed(1)} ${mid.x.toFixed(1)} ${mid.y.toFixed(1)})`}
          style={{
            fill: strong ? C.accent : C.text,
            fontSize: 11,
            fontWeight: strong ? 700 : 400,
            paintOrder: 'stroke',
            stroke: C.floor,
            strokeWidth: 3,
          }}
        >
          {text}
        </text>
      )}
    </g>
  );
}

/**
 * The dimension quotes (spec 3 quote flags): outside each wall the chain of its doors and windows,
 * the chain of the furniture along it and its overall length; the inner angle at each corner. The
 * selection's measures are highlighted.
 */
export function PlanDimensions({
  room,
  items,
  at,
  k,
  quotes,
  selected,
}: {
  room: Room;
  items: readonly LayoutItem[];
  at: Project;
  k: number;
  quotes: Record<QuoteFlag, boolean>;
  selected: ReadonlySet<string>;
}) {
  const fmt = useLengths().dimension;
  const faces = wallFaces(room);
  const chains = wallDimensions(room, items);
  const gap = 18 / k;
  return (
    <g data-layer="dimensions" pointerEvents="none">
      {quotes.linear &&
        faces.map((face, i) => {
          const chain = chains[i]!;
          const out = scale(face.normal, -1);
          const along = (t: number, rank: number) =>
            at(add(add(face.start, scale(face.direction, t)), scale(out, face.wall.thickness + gap * rank)));
          const lines: { segments: DimensionSegment[]; key: string }[] = [];
          if (chain.openings.some((s) => s.kind === 'opening'))
            lines.push({ segments: chain.openings, key: 'o' });
          // One line per layer of items (a wall unit over a base unit is not in the base units' chain).
          chain.layers.forEach((layer, n) => lines.push({ segments: layer, key: `i${n}` }));
          const overall = lines.length + 1;
          // The overall measure: the wall's own length (its centre line), beyond the chains.
          const shift = (p: Vec2) => at(add(p, scale(out, gap * overall)));
          const startOuter = add(face.wall.start, scale(out, face.wall.thickness / 2));
          const endOuter = add(face.wall.end, scale(out, face.wall.thickness / 2));
          return (
            <g key={face.wall.id} data-wall-dimensions={face.wall.id}>
              {lines.map((line, rank) =>
                line.segments.map((s) => (
                  <Dim
                    key={`${line.key}${s.from}`}
                    a={along(s.from, rank + 1)}
                    b={along(s.to, rank + 1)}
                    text={fmt(s.length)}
                    kind={s.kind}
                    strong={quotes.highlight && !!s.ref && selected.has(s.ref)}
                  />
                )),
              )}
              <Dim
                a={shift(startOuter)}
                b={shift(endOuter)}
                text={fmt(wallLength(face.wall))}
                strong={quotes.highlight && selected.has(face.wall.id)}
              />
            </g>
          );
        })}
      {quotes.angle &&
        cornerAngles(room).map((corner) => {
          const face = faces.find((f) => f.wall.id === corner.wallId);
          if (!face) return null;
          // Into the room, off the corner: the bisector of the two faces' normals.
          const previous = faces[(face.index - 1 + faces.length) % faces.length]!;
          const bisector = add(face.normal, previous.normal);
          const l = Math.hypot(bisector.x, bisector.y) || 1;
          const spot = add(face.start, scale(bisector, 26 / k / l));
          // A unit standing in the corner hides it: its angle would be written over the unit's name.
          if (items.some((item) => footprintCovers(item, spot))) return null;
          const q = at(spot);
          return (
            <text
              key={corner.wallId}
              x={q.x}
              y={q.y}
              textAnchor="middle"
              dominantBaseline="central"
              data-angle={corner.angle}
              style={{ fill: C.muted, fontSize: 10.5 }}
            >
              {`${corner.angle}°`}
            </text>
          );
        })}
    </g>
  );
}
