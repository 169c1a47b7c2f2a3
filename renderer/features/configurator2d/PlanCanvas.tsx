import { useEffect, useRef, type PointerEventHandler } from 'react';
import type { DoorHinge } from '../../../core/layout/autoPlace';
import type { LayoutItem } from '../../../core/layout/collision';
import type { Vec2 } from '../../../core/layout/vector';
import type { Point } from '../../../core/room/presets';
import type { Room } from '../../../core/room/walls';
import type { DrawingEditorState } from '../../state/drawingEditor';
import { useLengths } from '../../state/measures';
import { C } from './planColors';
import { PlanDimensions } from './PlanDimensions';
import { PlanFurniture, type FurnitureItem } from './PlanFurniture';
import { PlanDraft, PlanOpenings, PlanWalls } from './PlanWalls';
import { niceStep, toScreen, zoomAt, type PlanView, type ViewSize } from './planView';

export interface PenState {
  points: readonly Point[];
  next: Point | null;
  closing: boolean;
  thickness: number;
  label: string | null;
}

interface Props {
  room: Room | null;
  furniture: readonly FurnitureItem[];
  items: readonly LayoutItem[];
  editor: DrawingEditorState;
  view: PlanView;
  size: ViewSize;
  setView(view: PlanView): void;
  /** The selection record's rows, wall and opening (state/selection.ts). */
  selectedRows: readonly string[];
  selectedWall: string | null;
  selectedOpening: string | null;
  /** How each article door opens, by opening id (core/layout: the row's hinge). */
  hinges?: ReadonlyMap<string, DoorHinge>;
  refused: ReadonlySet<string>;
  /** Enter or Space on a unit reached with Tab: select it (Shift adds it to the selection). */
  onSelectRow(rowId: string, additive: boolean): void;
  pen: PenState | null;
  box: { a: Vec2; b: Vec2 } | null;
  cursorStyle: string;
  label: string;
  bind: {
    onPointerDown: PointerEventHandler<SVGSVGElement>;
    onPointerMove: PointerEventHandler<SVGSVGElement>;
    onPointerUp: PointerEventHandler<SVGSVGElement>;
    onPointerCancel: PointerEventHandler<SVGSVGElement>;
    onPointerLeave: PointerEventHandler<SVGSVGElement>;
  };
}

/** The grid: minor lines every tenth of the 2D scale when they are far enough apart, major every scale. */
function Grid({ view, size, scale }: { view: PlanView; size: ViewSize; scale: number }) {
  const lines: { d: string; major: boolean }[] = [];
  const minor = niceStep(Math.max(scale / 10, 12 / view.k));
  for (const step of minor < scale ? [minor, scale] : [scale]) {
    const major = step === scale;
    const x0 = view.cx - size.width / 2 / view.k;
    const y0 = view.cy - size.height / 2 / view.k;
    if (size.width / (step * view.k) > 400) continue;
    let d = '';
    for (let x = Math.ceil(x0 / step) * step; x <= x0 + size.width / view.k; x += step) {
      const sx = toScreen(view, size, { x, y: 0 }).x.toFixed(1);
      d += `M${sx},0V${size.height}`;
    }
    for (let y = Math.ceil(y0 / step) * step; y <= y0 + size.height / view.k; y += step) {
      const sy = toScreen(view, size, { x: 0, y }).y.toFixed(1);
      d += `M0,${sy}H${size.width}`;
    }
    lines.push({ d, major });
  }
  return (
    <g pointerEvents="none">
      {lines.map((l) => (
        <path
          key={String(l.major)}
          d={l.d}
          style={{ stroke: l.major ? C.gridMajor : C.grid, strokeWidth: 1 }}
        />
      ))}
    </g>
  );
}

/** Height (px) of the strip the scale bar takes at the bottom of the view; fitting keeps it free. */
export const SCALE_BAR_STRIP = 40;

/**
 * The scale bar: the 2D scale's length on the plan, labelled, on its own plate in the bottom-left
 * corner (the strip fitting keeps free), so lines panned under it never cross its text.
 */
function ScaleBar({ view, size, scale }: { view: PlanView; size: ViewSize; scale: number }) {
  const lengths = useLengths();
  const length = scale * view.k;
  if (length < 20 || length > size.width / 2) return null;
  const plate = { x: 8, y: size.height - SCALE_BAR_STRIP + 6, width: Math.max(length, 56) + 20, height: 28 };
  const x0 = plate.x + 10;
  const y = plate.y + plate.height - 6;
  return (
    <g pointerEvents="none" data-testid="scale-bar">
      <rect
        {...plate}
        rx={4}
        style={{ fill: C.item, fillOpacity: 0.92, stroke: C.gridMajor, strokeWidth: 1 }}
      />
      <path
        d={`M${x0},${y - 5}V${y}H${x0 + length}V${y - 5}`}
        style={{ fill: 'none', stroke: C.text, strokeWidth: 1.5 }}
      />
      <text x={x0} y={y - 8} style={{ fill: C.text, fontSize: 11 }}>
        {lengths.format(scale)}
      </text>
    </g>
  );
}

/** The plan as SVG (spec 9 rcanvas): grid, floor, layers, the pen and the area being selected. */
export function PlanCanvas(props: Props) {
  const { room, view, size, setView, editor } = props;
  const svg = useRef<SVGSVGElement>(null);
  const at = (p: Vec2) => toScreen(view, size, p);
  const selected = new Set(props.selectedRows);

  // Wheel zoom about the pointer; a passive listener could not keep the page from scrolling.
  const latest = useRef({ view, size, setView });
  useEffect(() => {
    latest.current = { view, size, setView };
  });
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = element.getBoundingClientRect();
      const { view: v, size: s, setView: set } = latest.current;
      set(zoomAt(v, s, { x: e.clientX - rect.left, y: e.clientY - rect.top }, Math.exp(-e.deltaY * 0.0015)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const floor = room?.closed && room.walls.length > 2 ? room.walls.map((w) => at(w.start)) : null;
  const quoted = new Set([...props.selectedRows, props.selectedWall ?? '', props.selectedOpening ?? '']);
  return (
    <svg
      ref={svg}
      id="rcanvas"
      role="application"
      aria-label={props.label}
      width={size.width}
      height={size.height}
      data-testid="plan"
      style={{
        display: 'block',
        touchAction: 'none',
        userSelect: 'none',
        cursor: props.cursorStyle,
        background: 'var(--chakra-colors-bg-subtle)',
      }}
      {...props.bind}
    >
      <Grid view={view} size={size} scale={editor.scale} />
      {floor && (
        <path
          d={floor.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join('') + 'Z'}
          style={{ fill: C.floor, opacity: 0.85 }}
          pointerEvents="none"
        />
      )}
      {/* Before the walls: walls, openings and measures draw over the furniture. */}
      {editor.layers.furniture && (
        <PlanFurniture
          items={props.furniture}
          at={at}
          k={view.k}
          selected={selected}
          refused={props.refused}
          showLabels={editor.quotes.text}
          onSelect={props.onSelectRow}
        />
      )}
      {room && editor.layers.walls && <PlanWalls room={room} at={at} selectedWall={props.selectedWall} />}
      {room && editor.layers.openings && (
        <PlanOpenings room={room} at={at} k={view.k} selected={props.selectedOpening} hinges={props.hinges} />
      )}
      {room && editor.layers.dimensions && (
        <PlanDimensions
          room={room}
          items={props.items}
          at={at}
          k={view.k}
          quotes={editor.quotes}
          selected={quoted}
        />
      )}
      {props.pen && (
        <PlanDraft
          points={props.pen.points}
          next={props.pen.next}
          closing={props.pen.closing}
          thickness={props.pen.thickness}
          at={at}
          k={view.k}
          label={props.pen.label}
        />
      )}
      {props.box && (
        <rect
          x={Math.min(props.box.a.x, props.box.b.x)}
          y={Math.min(props.box.a.y, props.box.b.y)}
          width={Math.abs(props.box.a.x - props.box.b.x)}
          height={Math.abs(props.box.a.y - props.box.b.y)}
          data-testid="area-selection"
          style={{ fill: C.accent, fillOpacity: 0.08, stroke: C.accent, strokeDasharray: '5 3' }}
        />
      )}
      <ScaleBar view={view} size={size} scale={editor.scale} />
    </svg>
  );
}
