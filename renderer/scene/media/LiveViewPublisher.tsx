import type { OrbitControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useEffect, type ComponentRef } from 'react';
import { Vector3, type PerspectiveCamera } from 'three';
import { setLiveView } from './liveView';

/** Lets takePicture copy the user's viewpoint (liveView.ts); it only reads the camera. No props. */
export function LiveViewPublisher() {
  const camera = useThree((state) => state.camera);
  const controls = useThree((state) => state.controls);
  useEffect(() => {
    const orbit = controls as unknown as ComponentRef<typeof OrbitControls> | null;
    const ahead = new Vector3();
    setLiveView({
      camera: camera as PerspectiveCamera,
      target: () =>
        (orbit
          ? orbit.target.toArray()
          : camera.getWorldDirection(ahead).multiplyScalar(5).add(camera.position).toArray()) as [
          number,
          number,
          number,
        ],
    });
    return () => setLiveView(null);
  }, [camera, controls]);
  return null;
}
