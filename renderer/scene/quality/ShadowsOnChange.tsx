import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { MotionDetail } from './motionDetail';

export interface ShadowsOnChangeProps {
  /** A new value whenever what casts or receives shadows (the parts, the room) changes. */
  version: unknown;
  /** The live view's detail switch: a change during a gesture waits for its end. */
  detail: MotionDetail;
}

/**
 * The sun does not move with the camera, so its shadow map only changes with the room's content:
 * drawn once per change instead of once per frame, which halves an orbiting frame's draw calls; and
 * during a gesture (a drag changes the content every frame) once at its end (motionDetail.ts).
 */
export function ShadowsOnChange({ version, detail }: ShadowsOnChangeProps) {
  const get = useThree((state) => state.get);
  useEffect(() => {
    const { gl, invalidate } = get();
    detail.contentChanged(gl.shadowMap);
    invalidate();
  }, [get, version, detail]);
  return null;
}
