import { roomOutline, type RoomType } from '../../../../core/room';
import type { ReactNode } from 'react';

/**
 * A room shape drawn from core/room's outline (the same points the walls are built from), scaled to
 * fit; the plan's y axis points north, the drawing's down, so y is flipped. rt11 shows a pencil grid.
 */
export function RoomPreview({
  type,
  values,
  size = 96,
  label,
}: {
  type: RoomType;
  values?: readonly number[];
  size?: number;
  label: string;
}) {
  let points: { x: number; y: number }[] = [];
  let closed = true;
  try {
    const outline = roomOutline(type, values);
    points = outline.points;
    closed = outline.closed;
  } catch {
    points = [];
  }
  const pad = 8;
  if (points.length === 0) {
    return (
      <PreviewSvg size={size} label={label}>
        <rect
          x={pad}
          y={pad}
          width={size - 2 * pad}
          height={size - 2 * pad}
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.45"
          strokeDasharray="4 4"
          strokeWidth="2"
          rx="4"
        />
        <path
          d={`M ${size * 0.35} ${size * 0.65} L ${size * 0.6} ${size * 0.4} L ${size * 0.66} ${size * 0.46} L ${size * 0.41} ${size * 0.71} Z`}
          fill="currentColor"
          fillOpacity="0.6"
        />
      </PreviewSvg>
    );
  }
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxY = Math.max(...ys);
  const span = Math.max(Math.max(...xs) - minX, maxY - Math.min(...ys), 1);
  const scale = (size - 2 * pad) / span;
  const drawn = points.map((p) => `${pad + (p.x - minX) * scale},${pad + (maxY - p.y) * scale}`);
  const Shape = closed ? 'polygon' : 'polyline';
  return (
    <PreviewSvg size={size} label={label} room={type}>
      <Shape
        points={drawn.join(' ')}
        fill={closed ? 'currentColor' : 'none'}
        fillOpacity={closed ? 0.12 : undefined}
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </PreviewSvg>
  );
}

/** The preview's square picture, labelled for screen readers. */
function PreviewSvg({
  size,
  label,
  room,
  children,
}: {
  size: number;
  label: string;
  room?: string;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      style={{ width: size, height: size }}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-room={room}
    >
      {children}
    </svg>
  );
}
