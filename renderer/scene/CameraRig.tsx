import type { OrbitControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef, type ComponentRef } from 'react';
import { cameraFor, type Bounds, type CameraPreset } from './cameraPresets';

export interface CameraRigProps {
  /** The view preset the user picked (top, front, 3D ...). */
  view: CameraPreset;
  /** The room's extent (cameraPresets.ts sceneBounds): the preset frames it. */
  bounds: Bounds;
}

/**
 * Puts the camera where a view preset says, when the user picks a preset and when the walls' extent
 * changes; never because the document changed otherwise. Selecting a unit gives new scene items and
 * so a new bounds object with the same values: re-framing on that threw away the user's pinch or
 * orbit at every tap, and the click that ends a tap then missed the unit it had just selected (the
 * camera had jumped), which cleared the selection again (issue 11). A room without walls is framed
 * on its units as they stood when it opened: moving one does not move the camera.
 */
export function CameraRig({ view, bounds }: CameraRigProps) {
  const { camera, controls, invalidate, size } = useThree();
  const latestBounds = useRef(bounds);
  // The canvas's shape when a preset frames the room, not a reason to re-frame: a phone's canvas
  // changes height as its address bar comes and goes, which must not undo the user's orbit.
  const latestAspect = useRef(size.width / Math.max(1, size.height));
  useLayoutEffect(() => {
    latestBounds.current = bounds;
    latestAspect.current = size.width / Math.max(1, size.height);
  }, [bounds, size]);
  const framing = bounds.room?.walls.length ? `${bounds.centre.join()} ${bounds.radius}` : 'units';
  useEffect(() => {
    const { position, target } = cameraFor(view, latestBounds.current, latestAspect.current);
    camera.position.set(...position);
    const orbit = controls as unknown as ComponentRef<typeof OrbitControls> | null;
    if (orbit) {
      orbit.target.set(...target);
      orbit.update();
    } else {
      camera.lookAt(...target);
    }
    invalidate();
  }, [view, framing, camera, controls, invalidate]);
  return null;
}
