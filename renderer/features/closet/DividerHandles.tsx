import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSET_LIMITS } from '../../../core/closet';

export interface DividerHandlesProps {
  dividers: readonly number[];
  width: number;
  /** The inside's top and height in the drawing's (flipped) coordinates. */
  top: number;
  height: number;
  onMove(index: number, x: number): void;
}

/** Arrow keys move a divider 10 mm, with Shift 100 mm; a drag snaps to 10 mm. */
const STEP = 10;
const BIG_STEP = 100;

/**
 * The dividers of the front view as handles: dragged with the mouse or moved with the arrow keys
 * (each a focusable, labelled slider). A move is one closet edit; core refuses a section that would
 * be too narrow or too wide, and the refusal is listed like any other.
 */
export function DividerHandles({ dividers, width, top, height, onMove }: DividerHandlesProps) {
  const { t } = useTranslation('closet');
  const [drag, setShownDrag] = useState<{ index: number; x: number } | null>(null);
  // The drag as the pointer left it: a release reads this, not the last render's state, which lags
  // behind the pointer when moves come faster than React renders them (a quick drag on a busy machine).
  const latest = useRef<{ index: number; x: number } | null>(null);
  const setDrag = (next: { index: number; x: number } | null) => {
    latest.current = next;
    setShownDrag(next);
  };
  const { minSectionWidth: MIN } = CLOSET_LIMITS;
  const toModelX = (event: PointerEvent<SVGRectElement>) => {
    const svg = event.currentTarget.ownerSVGElement;
    const matrix = svg?.getScreenCTM()?.inverse();
    if (!svg || !matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix);
    return Math.round(point.x / STEP) * STEP;
  };
  return (
    <g>
      {dividers.map((x, index) => {
        const left = index === 0 ? 0 : (dividers[index - 1] ?? 0);
        const right = dividers[index + 1] ?? width;
        const shown = drag?.index === index ? drag.x : x;
        const keys = (event: KeyboardEvent<SVGRectElement>) => {
          const by = event.shiftKey ? BIG_STEP : STEP;
          const delta = event.key === 'ArrowLeft' ? -by : event.key === 'ArrowRight' ? by : 0;
          if (delta === 0) return;
          event.preventDefault();
          onMove(index, x + delta);
        };
        return (
          <rect
            key={`d${index}`}
            role="slider"
            tabIndex={0}
            aria-label={t('model.dividerHandle', { n: index + 1 })}
            aria-orientation="horizontal"
            aria-valuemin={left + MIN}
            aria-valuemax={right - MIN}
            aria-valuenow={x}
            aria-valuetext={t('model.dividerAt', { x })}
            data-testid="closet-divider-handle"
            x={shown - 30}
            y={top}
            width={60}
            height={height}
            fill={drag?.index === index ? '#2563eb' : 'transparent'}
            fillOpacity={0.35}
            style={{ cursor: 'ew-resize' }}
            onKeyDown={keys}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              setDrag({ index, x });
            }}
            onPointerMove={(event) => {
              const at = latest.current?.index === index ? toModelX(event) : null;
              if (at !== null) setDrag({ index, x: at });
            }}
            onPointerUp={() => {
              const released = latest.current;
              if (released?.index === index && released.x !== x) onMove(index, released.x);
              setDrag(null);
            }}
            onPointerCancel={() => setDrag(null)}
          />
        );
      })}
    </g>
  );
}
