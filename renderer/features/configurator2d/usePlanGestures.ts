import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Collision, LayoutItem } from '../../../core/layout/collision';
import { moveGroup } from '../../../core/layout/group';
import { placeItem } from '../../../core/layout/place';
import type { Vec2 } from '../../../core/layout/vector';
import { freeOpeningOffset } from '../../../core/room/drawing';
import type { Room } from '../../../core/room/walls';
import type { DrawingEditorState } from '../../state/drawingEditor';
import { OPENING_MARGIN } from '../../../core/layout/openings';
import { panBy, toPlan, zoomAt, type PlanView, type ViewSize } from './planView';

/** A move being dragged: where the dragged rows would go and whether it would be accepted. */
export interface MovePreview {
  poses: ReadonlyMap<string, { x: number; y: number; rotation: number }>;
  accepted: boolean;
  /** Dragged rows that collide, and what they hit (rows only: walls and openings are named in the alert). */
  hit: ReadonlySet<string>;
  collisions: Collision[];
}

export interface OpeningPreview {
  wallId: string;
  openingId: string;
  offset: number;
}

type Gesture =
  | { kind: 'pan'; start: Vec2; view: PlanView; moved: boolean; empty: boolean; wallId?: string }
  | { kind: 'move'; start: Vec2; ids: string[]; moved: boolean }
  | {
      kind: 'opening';
      start: Vec2;
      wallId: string;
      openingId: string;
      t0: number;
      offset0: number;
      moved: boolean;
    }
  | { kind: 'box'; start: Vec2; additive: boolean }
  | { kind: 'click'; start: Vec2; moved: boolean; view: PlanView }
  | { kind: 'pinch'; distance: number; mid: Vec2; view: PlanView };

export interface GestureHandlers {
  /** Click with the pen or with an opening chosen: a plan point. */
  onClickPlan(point: Vec2): void;
  onSelectRows(ids: string[], additive: boolean): void;
  onSelectWall(wallId: string | null): void;
  onSelectOpening(selection: { wallId: string; openingId: string } | null): void;
  onCommitMove(ids: string[], preview: MovePreview, single: LayoutItem | null): void;
  onCommitOpening(preview: OpeningPreview): void;
  /** Two clicks or taps on the same wall (the edit-wall dialog). */
  onDoubleWall(wallId: string): void;
}

/** Where a plan point falls along a wall's centre line (not clamped: the pointer may leave the wall). */
function alongWall(wall: { start: Vec2; end: Vec2 }, p: Vec2): number {
  const dx = wall.end.x - wall.start.x;
  const dy = wall.end.y - wall.start.y;
  const length = Math.hypot(dx, dy) || 1;
  return ((p.x - wall.start.x) * dx + (p.y - wall.start.y) * dy) / length;
}

const DOUBLE_CLICK_MS = 450;

interface Inputs {
  room: Room | null;
  items: readonly LayoutItem[];
  editor: DrawingEditorState;
  /** The selected rows (the selection record): a drag that starts on one of them moves them all. */
  selectedRows: readonly string[];
  view: PlanView;
  size: ViewSize;
  setView(view: PlanView): void;
  /** 'area': a drag on empty space selects an area (touch has no Shift key). */
  tool: 'select' | 'area' | 'draw' | 'opening';
  handlers: GestureHandlers;
}

const DRAG_THRESHOLD = 4;

/**
 * Pointer gestures of the plan, mouse, pen and touch alike (pointer events): drag furniture (snapped
 * and checked as it moves), slide doors and windows along their wall, pan empty space, Shift-drag or
 * the area tool to select an area, two fingers to pinch-zoom and pan, clicks for the pen.
 */
export function usePlanGestures({
  room,
  items,
  editor,
  selectedRows,
  view,
  size,
  setView,
  tool,
  handlers,
}: Inputs) {
  const pointers = useRef(new Map<number, Vec2>());
  const gesture = useRef<Gesture | null>(null);
  const [movePreview, setMovePreview] = useState<MovePreview | null>(null);
  const [openingPreview, setOpeningPreview] = useState<OpeningPreview | null>(null);
  const [box, setBox] = useState<{ a: Vec2; b: Vec2 } | null>(null);
  const [cursor, setCursor] = useState<Vec2 | null>(null);
  const latestMove = useRef<MovePreview | null>(null);
  const latestOpening = useRef<OpeningPreview | null>(null);
  const lastWallTap = useRef<{ wallId: string; at: number } | null>(null);

  const local = (e: ReactPointerEvent): Vec2 => {
    const rect = (e.currentTarget as Element).getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  const previewMove = useCallback(
    (ids: string[], dx: number, dy: number): MovePreview => {
      if (ids.length === 1) {
        const item = items.find((i) => i.id === ids[0]);
        if (item) {
          const result = placeItem(room, items, item, { x: item.x + dx, y: item.y + dy }, editor);
          return {
            poses: new Map([
              [item.id, { x: result.item.x, y: result.item.y, rotation: result.item.rotation }],
            ]),
            accepted: result.accepted,
            hit: new Set(
              result.collisions.length
                ? [item.id, ...result.collisions.flatMap((c) => (c.kind === 'item' ? [c.id] : []))]
                : [],
            ),
            collisions: result.collisions,
          };
        }
      }
      const group = moveGroup(room, items, new Set(ids), dx, dy);
      const collisions = group.collisions.flatMap((c) => c.collisions);
      return {
        poses: new Map(group.moved.map((m) => [m.id, { x: m.x, y: m.y, rotation: m.rotation }])),
        accepted: !editor.collision || collisions.length === 0,
        hit: new Set([
          ...group.collisions.map((c) => c.id),
          ...collisions.flatMap((c) => (c.kind === 'item' ? [c.id] : [])),
        ]),
        collisions,
      };
    },
    [items, room, editor],
  );

  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    const at = local(e);
    pointers.current.set(e.pointerId, at);
    if (pointers.current.size === 2) {
      const [p, q] = [...pointers.current.values()] as [Vec2, Vec2];
      gesture.current = {
        kind: 'pinch',
        distance: Math.hypot(p.x - q.x, p.y - q.y) || 1,
        mid: { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 },
        view,
      };
      setMovePreview(null);
      setBox(null);
      return;
    }
    const target = e.target as Element;
    if (tool === 'draw' || tool === 'opening') {
      gesture.current = { kind: 'click', start: at, moved: false, view };
      return;
    }
    const row = editor.layers.furniture ? target.closest('[data-row]')?.getAttribute('data-row') : null;
    const opening = editor.layers.openings ? target.closest('[data-opening]') : null;
    const wall = editor.layers.walls ? target.closest('[data-wall]')?.getAttribute('data-wall') : null;
    if (row) {
      if (e.shiftKey) {
        handlers.onSelectRows([row], true);
        gesture.current = null;
        return;
      }
      const selected = selectedRows.includes(row) ? [...selectedRows] : [row];
      if (!selectedRows.includes(row)) handlers.onSelectRows([row], false);
      gesture.current = { kind: 'move', start: at, ids: selected, moved: false };
      return;
    }
    if (opening && room) {
      const wallId = opening.getAttribute('data-wall-of')!;
      const openingId = opening.getAttribute('data-opening')!;
      const w = room.walls.find((x) => x.id === wallId);
      const o = w?.openings.find((x) => x.id === openingId);
      handlers.onSelectOpening({ wallId, openingId });
      if (w && o) {
        const p = toPlan(view, size, at);
        const t0 = alongWall(w, p);
        gesture.current = {
          kind: 'opening',
          start: at,
          wallId,
          openingId,
          t0,
          offset0: o.offset,
          moved: false,
        };
      }
      return;
    }
    if (wall) {
      // Selected on release, when it was a tap or a click: a pan or a pinch that starts on a wall
      // leaves the selection as it was.
      gesture.current = { kind: 'pan', start: at, view, moved: false, empty: false, wallId: wall };
      return;
    }
    if (e.shiftKey || tool === 'area') {
      gesture.current = { kind: 'box', start: at, additive: e.shiftKey };
      setBox({ a: at, b: at });
      return;
    }
    gesture.current = { kind: 'pan', start: at, view, moved: false, empty: true };
  };

  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const at = local(e);
    if (pointers.current.has(e.pointerId)) pointers.current.set(e.pointerId, at);
    setCursor(toPlan(view, size, at));
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch') {
      if (pointers.current.size < 2) return;
      const [p, q] = [...pointers.current.values()] as [Vec2, Vec2];
      const distance = Math.hypot(p.x - q.x, p.y - q.y) || 1;
      const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      const panned = panBy(g.view, mid.x - g.mid.x, mid.y - g.mid.y);
      setView(zoomAt(panned, size, mid, distance / g.distance));
      return;
    }
    const far = Math.hypot(at.x - g.start.x, at.y - g.start.y) > DRAG_THRESHOLD;
    // Captured only once it is a drag: a click or double-click keeps its target (a wall, an opening).
    if (far && !(e.currentTarget as Element).hasPointerCapture?.(e.pointerId)) {
      (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    }
    if (g.kind === 'click') {
      if (far) g.moved = true;
      if (g.moved) setView(panBy(g.view, at.x - g.start.x, at.y - g.start.y));
      return;
    }
    if (g.kind === 'pan') {
      if (far) g.moved = true;
      if (g.moved) setView(panBy(g.view, at.x - g.start.x, at.y - g.start.y));
      return;
    }
    if (g.kind === 'box') {
      setBox({ a: g.start, b: at });
      return;
    }
    if (g.kind === 'move') {
      if (!far && !g.moved) return;
      g.moved = true;
      const preview = previewMove(g.ids, (at.x - g.start.x) / view.k, -(at.y - g.start.y) / view.k);
      latestMove.current = preview;
      setMovePreview(preview);
      return;
    }
    if (g.kind === 'opening' && room) {
      if (!far && !g.moved) return;
      g.moved = true;
      const wall = room.walls.find((w) => w.id === g.wallId);
      const opening = wall?.openings.find((o) => o.id === g.openingId);
      if (!wall || !opening) return;
      const t = alongWall(wall, toPlan(view, size, at));
      const wanted = g.offset0 + (t - g.t0);
      const snapped = editor.snap ? Math.round(wanted / 10) * 10 : wanted;
      const free = freeOpeningOffset(wall, opening.id, opening.width, snapped, OPENING_MARGIN);
      if (free === null) return;
      latestOpening.current = { wallId: wall.id, openingId: opening.id, offset: free };
      setOpeningPreview(latestOpening.current);
    }
  };

  const finish = (e: ReactPointerEvent<SVGSVGElement>, cancelled: boolean) => {
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (g?.kind === 'pinch') {
      if (pointers.current.size === 0) gesture.current = null;
      return;
    }
    gesture.current = null;
    if (!g || cancelled) {
      setMovePreview(null);
      setOpeningPreview(null);
      setBox(null);
      return;
    }
    const at = local(e);
    if (g.kind === 'click' && !g.moved) handlers.onClickPlan(toPlan(view, size, at));
    if (g.kind === 'pan' && !g.moved && g.wallId) {
      handlers.onSelectWall(g.wallId);
      const last = lastWallTap.current;
      if (last && last.wallId === g.wallId && e.timeStamp - last.at < DOUBLE_CLICK_MS) {
        lastWallTap.current = null;
        handlers.onDoubleWall(g.wallId);
      } else lastWallTap.current = { wallId: g.wallId, at: e.timeStamp };
    }
    if (g.kind === 'pan' && !g.moved && g.empty) {
      handlers.onSelectRows([], false);
      handlers.onSelectWall(null);
      handlers.onSelectOpening(null);
    }
    if (g.kind === 'move') {
      const preview = latestMove.current;
      latestMove.current = null;
      setMovePreview(null);
      if (g.moved && preview) {
        handlers.onCommitMove(
          g.ids,
          preview,
          g.ids.length === 1 ? (items.find((i) => i.id === g.ids[0]) ?? null) : null,
        );
      }
    }
    if (g.kind === 'opening') {
      const preview = latestOpening.current;
      latestOpening.current = null;
      setOpeningPreview(null);
      if (g.moved && preview) handlers.onCommitOpening(preview);
    }
    if (g.kind === 'box') {
      setBox(null);
      const [a, b] = [toPlan(view, size, g.start), toPlan(view, size, at)];
      const [x0, x1, y0, y1] = [
        Math.min(a.x, b.x),
        Math.max(a.x, b.x),
        Math.min(a.y, b.y),
        Math.max(a.y, b.y),
      ];
      const inside = items.filter((i) => i.x >= x0 && i.x <= x1 && i.y >= y0 && i.y <= y1).map((i) => i.id);
      handlers.onSelectRows(inside, g.additive);
    }
  };

  return {
    movePreview,
    openingPreview,
    box,
    cursor,
    bind: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (e: ReactPointerEvent<SVGSVGElement>) => finish(e, false),
      onPointerCancel: (e: ReactPointerEvent<SVGSVGElement>) => finish(e, true),
      onPointerLeave: () => setCursor(null),
    },
  };
}
