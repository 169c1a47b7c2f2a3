import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { MotionDetail } from './motionDetail';

export interface CompileAheadProps {
  /** The live view's detail switch: its hidden simplified furniture is what gets compiled. */
  detail: MotionDetail;
  /** A new value whenever that furniture changes (new finishes may need new programs). */
  version: unknown;
}

/**
 * Compiles the hidden simplified furniture's shader programs once the room is drawn, at an idle
 * moment: otherwise the first frame of the first gesture would compile them (a software rasteriser
 * compiles a program in tens of milliseconds, on top of that frame).
 */
export function CompileAhead({ detail, version }: CompileAheadProps) {
  const get = useThree((state) => state.get);
  useEffect(() => {
    const compile = () => {
      const { gl, scene, camera } = get();
      if (detail.simple) gl.compile(detail.simple, camera, scene);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(compile, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(compile, 500);
    return () => clearTimeout(id);
  }, [get, detail, version]);
  return null;
}
