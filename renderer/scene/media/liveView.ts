// The live 3D view's camera, published by RoomScene while it is mounted, so takePicture can copy the
// user's viewpoint without touching the view itself (it reads, never writes).
import type { PerspectiveCamera } from 'three';

export interface LiveView {
  camera: PerspectiveCamera;
  /** What the orbit looks at. */
  target(): [number, number, number];
}

let live: LiveView | null = null;

export function setLiveView(view: LiveView | null): void {
  live = view;
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
