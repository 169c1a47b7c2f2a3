import { useCallback, useRef, useState } from 'react';
import type { Collision } from '../../../core/layout/collision';
import { slideOpening } from '../../../core/layout/openings';
import { placeItem } from '../../../core/layout/place';
import type { Room } from '../../../core/room/walls';
import type { DrawingEditorState } from '../../state/drawingEditor';
import { layoutItemOf } from '../../../core/layout/autoPlace';
import type { OpeningRow, PlacedRow } from '../../state/scene';

export interface DragPreview {
  rowId: string;
  x: number;
  y: number;
  rotation: number;
  accepted: boolean;
  collisions: Collision[];
  /** A door or window slid along its wall: where it goes. */
  opening?: { wallId: string; openingId: string; offset: number };
}

/**
 * Dragging an item in the 3D room: every pointer move is placed by core/layout (the same snapping
 * and collision as the 2D plan) and previewed; the drop commits the last accepted pose through
 * `commit`, or reports the refusal.
 */
export function useRoomDrag(
  room: Room | null,
  placed: readonly PlacedRow[],
  editor: DrawingEditorState,
  commit: (rowId: string, pose: { x: number; y: number; rotation: number }) => void,
  refuse: (collisions: Collision[] | null) => void,
  openings: readonly OpeningRow[] = [],
  commitOpening?: (wallId: string, openingId: string, offset: number) => void,
) {
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const frame = useRef(0);
  /** The preview the drop commits (state updates may not have landed when the pointer comes up). */
  const latest = useRef<DragPreview | null>(null);
  /** Where the dragged item was grabbed, as an offset from the pointer's floor point. */
  const grab = useRef<{ rowId: string; dx: number; dy: number } | null>(null);

  const onDrag = useCallback(
    (rowId: string, at: { x: number; y: number }) => {
      const target = placed.find((p) => p.shape.rowId === rowId);
      const inWall = target ? undefined : openings.find((o) => o.shape.rowId === rowId);
      if (inWall && room) {
        // A door or window never leaves its wall: it slides to the free place nearest the pointer.
        const slid = slideOpening(room, inWall.wallId, inWall.openingId, at);
        if (!slid) return;
        latest.current = {
          rowId,
          x: slid.layout.x,
          y: slid.layout.y,
          rotation: slid.layout.rotation,
          accepted: true,
          collisions: [],
          opening: { wallId: inWall.wallId, openingId: inWall.openingId, offset: slid.offset },
        };
        cancelAnimationFrame(frame.current);
        frame.current = requestAnimationFrame(() => setPreview(latest.current));
        return;
      }
      if (!target) return;
      // The item keeps where it was grabbed: it moves by the pointer's travel over the floor.
      if (!grab.current || grab.current.rowId !== rowId) {
        grab.current = { rowId, dx: target.layout.x - at.x, dy: target.layout.y - at.y };
      }
      // Computed on every move (placement is cheap), so a drop always commits the last pose...
      const result = placeItem(
        room,
        placed.map((p) => layoutItemOf(p.shape, p.layout)),
        layoutItemOf(target.shape, target.layout),
        { x: at.x + grab.current.dx, y: at.y + grab.current.dy },
        editor,
      );
      latest.current = {
        rowId,
        x: result.item.x,
        y: result.item.y,
        rotation: result.item.rotation,
        accepted: result.accepted,
        collisions: result.collisions,
      };
      // ...while the screen redraws at most once a frame, however fast the pointer events come.
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => setPreview(latest.current));
    },
    [placed, openings, room, editor],
  );

  const onDragEnd = useCallback(
    (rowId: string) => {
      cancelAnimationFrame(frame.current);
      const last = latest.current;
      latest.current = null;
      grab.current = null;
      setPreview(null);
      // A click without a move is a selection, not a drop.
      if (!last || last.rowId !== rowId) return;
      refuse(last.accepted ? null : last.collisions);
      if (last.opening) commitOpening?.(last.opening.wallId, last.opening.openingId, last.opening.offset);
      else if (last.accepted) commit(rowId, { x: last.x, y: last.y, rotation: last.rotation });
    },
    [commit, commitOpening, refuse],
  );

  return { preview, onDrag, onDragEnd };
}
