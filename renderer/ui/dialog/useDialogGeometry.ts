import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type RefObject,
} from 'react';
import {
  dragRect,
  fitToViewport,
  POSITION_CHECK_MS,
  resizeRect,
  sameRect,
  type Point,
  type Rect,
} from './geometry';

/** Where the user put the dialog; height null keeps the content's own height (only dragged, not resized). */
interface Placement {
  x: number;
  y: number;
  width: number;
  height: number | null;
}

interface Gesture {
  kind: 'drag' | 'resize';
  start: Rect;
  from: Point;
  pointerId: number;
}

export interface DialogGeometryOptions {
  draggable: boolean;
  resizable: boolean;
  /** Off while closed or fullscreen: the dialog then takes its centred or full-screen layout. */
  active: boolean;
}

type HandleProps = {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
  onLostPointerCapture: (event: PointerEvent<HTMLElement>) => void;
};

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

function measure(element: HTMLElement): Rect {
  const r = element.getBoundingClientRect();
  return { x: r.left, y: r.top, width: r.width, height: r.height };
}

// Pressing a control in the title bar (e.g. the fullscreen toggle) must not start a drag.
const INTERACTIVE = 'button, a, input, select, textarea, [data-no-drag]';

/**
 * Drag by the title, resize by a corner grip and keep the dialog inside the viewport (spec 2 / 9).
 * Until the user moves it, the dialog keeps the positioner's centred layout; from the first gesture
 * on it is placed with fixed left/top, re-checked every 100 ms and on window resize.
 */
export function useDialogGeometry(contentRef: RefObject<HTMLElement | null>, options: DialogGeometryOptions) {
  const { draggable, resizable, active } = options;
  const [placement, setPlacement] = useState<Placement | null>(null);
  const placementRef = useRef<Placement | null>(null);
  const gesture = useRef<Gesture | null>(null);

  const place = useCallback((next: Placement) => {
    placementRef.current = next;
    setPlacement(next);
  }, []);

  const begin = useCallback(
    (kind: Gesture['kind']) => (event: PointerEvent<HTMLElement>) => {
      const element = contentRef.current;
      if (!active || !element || event.button !== 0) return;
      if (kind === 'drag' && (event.target as Element).closest(INTERACTIVE)) return;
      const start = measure(element);
      gesture.current = {
        kind,
        start,
        from: { x: event.clientX, y: event.clientY },
        pointerId: event.pointerId,
      };
      event.currentTarget.setPointerCapture(event.pointerId);
      event.preventDefault();
      const height = kind === 'resize' ? start.height : (placementRef.current?.height ?? null);
      place({ x: start.x, y: start.y, width: start.width, height });
    },
    [active, contentRef, place],
  );

  const move = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = gesture.current;
      const placed = placementRef.current;
      if (!current || !placed || current.pointerId !== event.pointerId) return;
      const to = { x: event.clientX, y: event.clientY };
      if (current.kind === 'drag') {
        const r = dragRect(current.start, current.from, to, viewport());
        place({ ...placed, x: r.x, y: r.y });
      } else {
        const r = resizeRect(current.start, current.from, to, viewport());
        place({ ...placed, width: r.width, height: r.height });
      }
    },
    [place],
  );

  const end = useCallback((event: PointerEvent<HTMLElement>) => {
    if (gesture.current?.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }, []);

  useEffect(() => {
    if (!active) return;
    const check = () => {
      const element = contentRef.current;
      const placed = placementRef.current;
      if (!element || !placed || gesture.current) return;
      const actual = measure(element);
      const fitted = fitToViewport(actual, viewport());
      if (sameRect(actual, fitted)) return;
      const height = placed.height === null ? null : fitted.height;
      place({ x: fitted.x, y: fitted.y, width: fitted.width, height });
    };
    const timer = setInterval(check, POSITION_CHECK_MS);
    window.addEventListener('resize', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('resize', check);
    };
  }, [active, contentRef, place]);

  const handle = (kind: Gesture['kind']): HandleProps => ({
    onPointerDown: begin(kind),
    onPointerMove: move,
    onPointerUp: end,
    onPointerCancel: end,
    // e.g. the window lost focus mid-drag: the gesture is over even without a pointerup.
    onLostPointerCapture: end,
  });

  const style: CSSProperties | undefined =
    active && placement
      ? {
          position: 'fixed',
          left: placement.x,
          top: placement.y,
          width: placement.width,
          height: placement.height ?? undefined,
          margin: 0,
          maxWidth: 'none',
          maxHeight: '100dvh',
        }
      : undefined;

  return {
    style,
    dragHandleProps: draggable ? handle('drag') : undefined,
    resizeHandleProps: resizable ? handle('resize') : undefined,
  };
}
