// The live 3D view's camera, published by RoomScene while it is mounted, so takePicture can copy the
// user's viewpoint without touching the view itself (it reads, never writes).
import type { PerspectiveCamera } from 'three';

export interface LiveView {
  camera: PerspectiveCamera;
  /** What the orbit looks at. */
  target(): [number, number, number];
}

let live: LiveView | null = null;
/** The pose the 3D view had when it closed: the render farm renders from it (issue 22). */
let last: ReturnType<typeof liveViewpoint> = null;

export function setLiveView(view: LiveView | null): void {
  if (!view && live) last = liveViewpoint();
  live = view;
}

/** The 3D view's camera now, else where it was when the view last closed; null before it opened. */
export function lastViewpoint(): ReturnType<typeof liveViewpoint> {
  return liveViewpoint() ?? last;
}

/** The live camera's pose now, or null when the 3D screen is not open. */
export function liveViewpoint(): {
  position: [number, number, number];
  target: [number, number, number];
  fov: number;
} | null {
  if (!live) return null;
  const { camera } = live;
  return {
    position: camera.position.toArray() as [number, number, number],
    target: live.target(),
    fov: camera.fov,
  };
}
