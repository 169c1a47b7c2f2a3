import { Html } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { BufferGeometry, Float32BufferAttribute, Vector3 } from 'three';
import type { LayoutItem } from '../../core/layout/collision';
import type { WallDimensions } from '../../core/layout/dimensions';
import { isAgainst } from '../../core/layout/runs';
import { faceCoordinates, pointOnFace, wallFaces } from '../../core/layout/walls';
import type { Room } from '../../core/room/walls';
import { visibleLabels, type LabelBox } from './model/labelLayout';
import { toScene } from './model/sceneItem';

export interface DimensionOverlayProps {
  room: Room;
  /** The measures, from core/layout's dimension chains (the drawings show the same numbers). */
  dimensions: readonly WallDimensions[];
  items: readonly LayoutItem[];
  /** A length for a label, e.g. "600". */
  format(length: number): string;
  color?: string;
}

interface Label {
  key: string;
  at: [number, number, number];
  text: string;
  kind: 'item' | 'gap' | 'opening' | 'wall';
}

/** Lines lie a little above the floor so they never flicker with it. */
const LIFT = 4;
/** End ticks, across the dimension line (mm). */
const TICK = 60;
/** Which label stays when two would cover each other: the wall's length, then units, openings, gaps. */
const RANK: Record<Label['kind'], number> = { wall: 0, item: 1, opening: 2, gap: 3 };
const projected = new Vector3();

/**
 * Dimension lines on the floor in front of each wall: the chain of units and gaps along it, and
 * the wall's inner length beyond it. One line mesh for all of them; the numbers are HTML labels
 * (crisp at any zoom, readable by a screen reader and a test).
 */
export function DimensionOverlay({
  room,
  dimensions,
  items,
  format,
  color = '#1f4e79',
}: DimensionOverlayProps) {
  const { positions, labels } = useMemo(() => {
    const positions: number[] = [];
    const labels: Label[] = [];
    const faces = wallFaces(room);
    for (const dims of dimensions) {
      const face = faces.find((f) => f.wall.id === dims.wallId);
      if (!face || dims.innerLength <= 0) continue;
      // In front of the deepest unit on the wall, so the line is not under the furniture.
      const depth = Math.max(
        0,
        ...items
          .filter((item) => item.elevation < 300 && isAgainst(face, item))
          .map((item) => faceCoordinates(face, item).distance + item.depth / 2),
      );
      const rows: {
        distance: number;
        segments: { from: number; to: number; length: number; kind: Label['kind'] }[];
      }[] = [];
      if (dims.items.some((s) => s.kind === 'item'))
        rows.push({ distance: depth + 150, segments: dims.items.map((s) => ({ ...s, kind: s.kind })) });
      rows.push({
        distance: depth + (rows.length ? 380 : 150),
        segments: [{ from: 0, to: dims.innerLength, length: dims.innerLength, kind: 'wall' }],
      });
      for (const [r, row] of rows.entries()) {
        for (const [s, segment] of row.segments.entries()) {
          const a = pointOnFace(face, segment.from, row.distance);
          const b = pointOnFace(face, segment.to, row.distance);
          positions.push(...toScene(a.x, a.y, LIFT), ...toScene(b.x, b.y, LIFT));
          for (const end of [segment.from, segment.to]) {
            const t0 = pointOnFace(face, end, row.distance - TICK);
            const t1 = pointOnFace(face, end, row.distance + TICK);
            positions.push(...toScene(t0.x, t0.y, LIFT), ...toScene(t1.x, t1.y, LIFT));
          }
          const mid = pointOnFace(face, (segment.from + segment.to) / 2, row.distance);
          labels.push({
            key: `${dims.wallId}-${r}-${s}`,
            at: toScene(mid.x, mid.y, LIFT),
            text: format(segment.length),
            kind: segment.kind,
          });
        }
      }
    }
    return { positions, labels };
  }, [room, dimensions, items, format]);

  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(positions, 3));
    return g;
  }, [positions]);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);

  // Short segments and a unit standing on a line put labels on top of each other: on every drawn
  // frame (the camera may have moved), the less important of two overlapping labels is hidden.
  const spans = useRef(new Map<string, HTMLSpanElement>());
  useFrame(({ camera, size }) => {
    const boxes: LabelBox[] = labels.map((label) => {
      projected.set(...label.at).project(camera);
      const span = spans.current.get(label.key);
      return {
        x: ((projected.x + 1) / 2) * size.width,
        y: ((1 - projected.y) / 2) * size.height,
        width: span?.offsetWidth ?? 0,
        height: span?.offsetHeight ?? 0,
        rank: RANK[label.kind],
      };
    });
    visibleLabels(boxes).forEach((visible, i) => {
      const span = spans.current.get(labels[i]!.key);
      if (span) span.style.visibility = visible ? 'visible' : 'hidden';
    });
  });

  return (
    <group>
      <lineSegments geometry={geometry} renderOrder={2}>
        <lineBasicMaterial color={color} depthTest={false} />
      </lineSegments>
      {labels.map((label) => (
        <Html key={label.key} position={label.at} center zIndexRange={[10, 0]}>
          <span
            ref={(span) => {
              if (span) spans.current.set(label.key, span);
              else spans.current.delete(label.key);
            }}
            data-testid="dimension-label"
            data-kind={label.kind}
            style={{
              font: '600 11px/1.2 system-ui, sans-serif',
              color: label.kind === 'gap' ? '#5b6470' : color,
              background: 'rgba(255, 255, 255, 0.85)',
              padding: '1px 4px',
              borderRadius: 3,
              whiteSpace: 'nowrap',
              pointerEvents: 'none',
            }}
          >
            {label.text}
          </span>
        </Html>
      ))}
    </group>
  );
}
