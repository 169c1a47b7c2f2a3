import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Vec2 } from '../../../core/layout/vector';
import type { Room } from '../../../core/room/walls';
import type { PlanDraft } from '../../state/plan2d';
import type { PlacedRow } from '../../state/scene';
import { pointsOfRoom } from './pen';
import { SCALE_BAR_STRIP } from './PlanCanvas';
import { fitView, type PlanView, type ViewSize } from './planView';

const sameView = (a: PlanView, b: PlanView) => a.cx === b.cx && a.cy === b.cy && a.k === b.k;

interface Inputs {
  room: Room | null;
  draft: PlanDraft | null;
  placed: readonly PlacedRow[];
  size: ViewSize;
  view: PlanView;
  setView(view: PlanView): void;
}

/**
 * Fitting the plan to the room, its draft corners and its furniture: once the plan has its size,
 * again when a new room replaces the walls, whenever the returned `fit` is called (the button), and
 * when the plan changes size while the view is still as fitted (a tablet turned, a window made
 * smaller: the room would otherwise run off the plan). A view the seller zoomed or panned stays.
 */
export function usePlanFit({ room, draft, placed, size, view, setView }: Inputs): () => void {
  const fitted = useRef(false);
  const lastFit = useRef<PlanView | null>(null);
  const lastSize = useRef(size);
  const extent = useMemo(
    (): Vec2[] => [
      ...(room ? pointsOfRoom(room) : []),
      ...(draft?.points ?? []),
      ...placed.map((p) => p.layout),
    ],
    [room, draft, placed],
  );
  // Room around the walls for up to three dimension chains (18 px apart, with their text), and the
  // scale bar's strip below them.
  const fit = useCallback(() => {
    const fittedView = fitView(extent, size, { top: 96, right: 84, bottom: 96 + SCALE_BAR_STRIP, left: 84 });
    lastFit.current = fittedView;
    setView(fittedView);
  }, [extent, size, setView]);
  useEffect(() => {
    const resized = size.width !== lastSize.current.width || size.height !== lastSize.current.height;
    lastSize.current = size;
    if (size.width <= 1) return;
    if (!fitted.current) {
      fitted.current = true;
      fit();
    } else if (resized && lastFit.current && sameView(view, lastFit.current)) fit();
  }, [size, fit, view]);
  const roomKey = room?.walls.map((w) => w.id).join() + String(room?.type) + String(room?.walls.length);
  useEffect(() => {
    fitted.current = false;
  }, [roomKey]);
  return fit;
}
