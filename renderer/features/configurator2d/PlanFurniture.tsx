import type { RowLayout } from '../../../core/layout/schema';
import type { Vec2 } from '../../../core/layout/vector';
import type { RowShape } from '../../state/scene';
import { C } from './planColors';
import { fitLabel, LABEL_LEADING } from './planLabel';
import { planSymbol } from './planSymbols';
import { lineEnds } from './svgLine';

type Project = (p: Vec2) => Vec2;

export interface FurnitureItem {
  shape: RowShape;
  layout: RowLayout;
  label: string;
}

const poly = (points: readonly Vec2[], at: Project) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${at(p).x.toFixed(1)},${at(p).y.toFixed(1)}`).join('') + 'Z';

/** The outline's width and height on screen. */
function extent(outline: readonly Vec2[]): { width: number; height: number } {
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** The unit's name centred in it, on up to three lines (planLabel decides size and breaks). */
function Label({
  label,
  outline,
  centre,
  k,
  fill,
}: {
  label: string;
  outline: readonly Vec2[];
  centre: Vec2;
  k: number;
  fill: string;
}) {
  const { width, height } = extent(outline);
  const { size, lines } = fitLabel(label, width, height, k);
  if (size === 0) return null;
  const step = size * LABEL_LEADING;
  const top = centre.y - ((lines.length - 1) * step) / 2;
  return (
    <text
      x={centre.x}
      y={top}
      textAnchor="middle"
      dominantBaseline="central"
      pointerEvents="none"
      style={{ fill, fontSize: size }}
    >
      {lines.map((line, i) => (
        <tspan key={i} x={centre.x} y={top + i * step}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * Furniture seen from above, floor items first and wall units over them: carcass outline, heavier
 * front, door swings, drawer lines; wall units dashed, tall units crossed. Selected items in the
 * accent colour, refused or colliding ones in red.
 */
export function PlanFurniture({
  items,
  at,
  k,
  selected,
  refused,
  showLabels,
  onSelect,
}: {
  items: readonly FurnitureItem[];
  at: Project;
  k: number;
  selected: ReadonlySet<string>;
  refused: ReadonlySet<string>;
  showLabels: boolean;
  onSelect(rowId: string, additive: boolean): void;
}) {
  const ordered = [...items].sort((a, b) => a.layout.elevation - b.layout.elevation);
  const thin = Math.max(0.75, Math.min(1.5, 8 * k));
  return (
    <g data-layer="furniture">
      {ordered.map(({ shape, layout, label }) => {
        const symbol = planSymbol(shape, layout);
        const id = shape.rowId;
        const isSelected = selected.has(id);
        const isRefused = refused.has(id);
        const stroke = isRefused ? C.refused : isSelected ? C.accent : C.itemStroke;
        const outline = symbol.outline.map(at);
        const centre = at(layout);
        const [f0, f1] = symbol.front.map(at) as [Vec2, Vec2];
        return (
          <g
            key={id}
            data-row={id}
            role="button"
            aria-label={label}
            aria-pressed={isSelected}
            data-refused={isRefused || undefined}
            style={{ cursor: 'move' }}
            // Reached with Tab, chosen with Enter or Space: then the selection's keys (arrows, R,
            // Delete) act on it, as after a click; the pointer selects on its own press.
            tabIndex={0}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              onSelect(id, e.shiftKey);
            }}
          >
            <path
              d={poly(symbol.outline, at)}
              style={{
                fill: isRefused ? C.refusedFill : C.item,
                fillOpacity: symbol.hung ? 0.55 : 1,
                stroke,
                strokeWidth: isSelected || isRefused ? thin * 2.2 : thin,
                strokeDasharray: symbol.hung ? '6 4' : undefined,
              }}
            />
            {symbol.tall && (
              <path
                d={`M${outline[0]!.x},${outline[0]!.y}L${outline[2]!.x},${outline[2]!.y}M${outline[1]!.x},${outline[1]!.y}L${outline[3]!.x},${outline[3]!.y}`}
                style={{ stroke, strokeWidth: thin * 0.7 }}
              />
            )}
            <line {...lineEnds(f0, f1)} style={{ stroke, strokeWidth: thin * 2.4 }} />
            {symbol.drawers.map(([p, q], i) => (
              <line key={i} {...lineEnds(at(p), at(q))} style={{ stroke, strokeWidth: thin * 0.7 }} />
            ))}
            {!symbol.hung &&
              symbol.swings.map((s, i) => {
                const [h, c, o] = [at(s.hinge), at(s.closed), at(s.open)];
                const r = s.radius * k;
                const cross = (c.x - h.x) * (o.y - h.y) - (c.y - h.y) * (o.x - h.x);
                return (
                  <g key={i} style={{ stroke, fill: 'none', strokeWidth: thin * 0.7 }}>
                    <line {...lineEnds(h, o)} />
                    <path
                      d={`M${c.x},${c.y}A${r},${r} 0 0 ${cross > 0 ? 1 : 0} ${o.x},${o.y}`}
                      strokeDasharray="3 3"
                    />
                  </g>
                );
              })}
            {showLabels && <Label label={label} outline={outline} centre={centre} k={k} fill={stroke} />}
          </g>
        );
      })}
    </g>
  );
}
