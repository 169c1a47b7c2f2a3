import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Vec2 } from '../../../core/layout/vector';
import type { Room } from '../../../core/room/walls';
import type { PlanDraft } from '../../state/plan2d';
import type { PlacedRow } from '../../state/scene';
import { pointsOfRoom } from './pen';
import { SCALE_BAR_STRIP } from './PlanCanvas';
import { fitView, type PlanView, type ViewSize } from './planView';

interface Inputs {
  room: Room | null;
  draft: PlanDraft | null;
  placed: readonly PlacedRow[];
  size: ViewSize;
  setView(view: PlanView): void;
}

/**
 * Fitting the plan to the room, its draft corners and its furniture: once the plan has its size,
 * again when a new room replaces the walls, and whenever the returned `fit` is called (the button).
 */
export function usePlanFit({ room, draft, placed, size, setView }: Inputs): () => void {
  const fitted = useRef(false);
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
  const fit = useCallback(
    () => setView(fitView(extent, size, { top: 96, right: 84, bottom: 96 + SCALE_BAR_STRIP, left: 84 })),
    [extent, size, setView],
  );
  useEffect(() => {
    if (size.width > 1 && !fitted.current) {
      fitted.current = true;
      fit();
    }
  }, [size, fit]);
  const roomKey = room?.walls.map((w) => w.id).join() + String(room?.type) + String(room?.walls.length);
  useEffect(() => {
    fitted.current = false;
  }, [roomKey]);
  return fit;
}
