import type { OrbitControls } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import { useEffect, useRef, useState, type ComponentRef, type RefObject } from 'react';
import { Plane, Raycaster, Vector2, Vector3 } from 'three';
import { toPlan } from './model/sceneItem';
import type { MotionSignal } from './quality/AdaptiveResolution';

const grabPoint = new Vector3();
const dragRay = new Raycaster();
const pointerNdc = new Vector2();
/** How far (CSS px) a press must travel before it drags an item: less is a click or a tap. */
const MOUSE_DRAG_SLOP_PX = 3;
const TOUCH_DRAG_SLOP_PX = 8;

export interface ItemDragOptions {
  /** A press on an item selects it. */
  onSelect(id: string): void;
  /** While an item is dragged on the floor: its id and where the pointer is, in plan millimetres. */
  onDrag?(id: string, at: { x: number; y: number }): void;
  onDragEnd?(id: string): void;
  /** Told of every move and of the release (the adaptive resolution, the moving frames' detail). */
  motion: MotionSignal;
}

/**
 * Selecting and dragging an item on the floor, at the height where it was grabbed. `pick` is the
 * furniture's pointer-down handler (an owner's id and the event); `dragging` is the held item's id;
 * `controls` goes to the orbit controls, which are off while an item is held (the press drags the
 * item, not the view).
 */
export function useItemDrag({ onSelect, onDrag, onDragEnd, motion }: ItemDragOptions): {
  pick(id: string, event: ThreeEvent<PointerEvent>): void;
  dragging: string | null;
  controls: RefObject<ComponentRef<typeof OrbitControls> | null>;
} {
  const [dragging, setDragging] = useState<string | null>(null);
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const grabPlane = useRef(new Plane(new Vector3(0, 1, 0), 0));
  // The latest handlers, for the window listeners of a drag that started on an earlier render.
  const handlers = useRef({ onDrag, onDragEnd });
  useEffect(() => {
    handlers.current = { onDrag, onDragEnd };
  }, [onDrag, onDragEnd]);

  const pick = (id: string, event: ThreeEvent<PointerEvent>) => {
    event.stopPropagation();
    // A second finger (a two-finger tap, a pinch whose second finger lands on a unit) neither
    // selects nor drags: the pinch is the orbit controls', and a held unit follows only its finger.
    if (!event.nativeEvent.isPrimary) return;
    const pointerId = event.nativeEvent.pointerId;
    onSelect(id);
    if (!onDrag) return;
    // Everything a drag needs is set up here, synchronously: the orbit controls stop before their
    // own pointer-down handler runs, and the moves and the release are caught on the window
    // whatever lies under the pointer (another item, a wall, outside the canvas) and however late
    // React renders under load.
    if (controls.current) controls.current.enabled = false;
    grabPlane.current.constant = -event.point.y;
    const canvas = event.nativeEvent.target as HTMLElement;
    const camera = event.camera;
    const planPoint = (e: PointerEvent) => {
      const rect = canvas.getBoundingClientRect();
      pointerNdc.set(
        ((e.clientX - rect.left) / rect.width) * 2 - 1,
        -((e.clientY - rect.top) / rect.height) * 2 + 1,
      );
      dragRay.setFromCamera(pointerNdc, camera);
      const at = dragRay.ray.intersectPlane(grabPlane.current, grabPoint);
      return at ? toPlan(at.x, at.z) : null;
    };
    // A press that travels less than the slop is a tap or a click: it selects and moves nothing (a
    // finger's jitter, or the snap of an unmoved item, must not change the project).
    const from = { x: event.nativeEvent.clientX, y: event.nativeEvent.clientY };
    const slop = event.nativeEvent.pointerType === 'mouse' ? MOUSE_DRAG_SLOP_PX : TOUCH_DRAG_SLOP_PX;
    let moving = false;
    const move = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      moving ||= Math.hypot(e.clientX - from.x, e.clientY - from.y) > slop;
      if (!moving) return;
      motion.moved();
      const at = planPoint(e);
      if (at) handlers.current.onDrag?.(id, at);
    };
    const end = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      if (e.type === 'pointerup') move(e);
      handlers.current.onDragEnd?.(id);
      motion.ended();
      if (controls.current) controls.current.enabled = true;
      setDragging(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    setDragging(id);
  };
  return { pick, dragging, controls };
}
