import { Box } from '@chakra-ui/react';
import { ContactShadows, OrbitControls } from '@react-three/drei';
import { Canvas, type RootState } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Part } from '../../scene/parts';
import { ClosetMeshes } from './closetMeshes';

export interface ClosetView3DProps {
  /** The closet's parts (scene/parts/closet.ts: core's parts, sections at fault marked). */
  parts: readonly Part[];
  width: number;
  height: number;
  /** What the picture shows, in words (the sections at fault named). */
  label: string;
}

const MM = 0.001;

/**
 * The closet in 3D as it will be built, in the closet tool: the same parts the room draws, on their
 * own small stage (plain meshes: a closet is a few hundred parts at most). Drawn on demand, and
 * kept readable so a test (and a screenshot) reads the marked section's red.
 *
 * An edit is drawn in the commit that shows it (issue 21: the new model and price painted on the
 * next frame): the meshes change in place in a layout effect, which draws the stage at once. As R3F
 * elements they went through R3F's own render pass, a task later, and were drawn only in the next
 * animation frame, so shown a frame after the price.
 */
export default function ClosetView3D({ parts, width, height, label }: ClosetView3DProps) {
  const h = height * MM;
  const [closet] = useState(() => new ClosetMeshes());
  const stage = useRef<RootState | null>(null);
  useLayoutEffect(() => {
    closet.update(parts);
    const s = stage.current;
    if (!s) return;
    s.gl.render(s.scene, s.camera);
    // The contact shadow is drawn in R3F's frame: the next one follows the closet's new footprint.
    s.invalidate();
  }, [closet, parts]);
  useEffect(() => () => closet.dispose(), [closet]);
  // The camera is placed once, for the closet as it opened (R3F takes it at creation only). Off to
  // the side past the closet's end, so its depth shows: from within its width (x = 0.35 w) the
  // side panel was hidden and the closet read as a flat board leaning in perspective.
  const [camera] = useState(() => {
    const w = width * MM;
    const distance = Math.max(w, h) * 1.55 + 0.6;
    return {
      position: [w * 0.5 + 0.25 * distance, h * 0.62, distance] as const,
      fov: 40,
      near: 0.05,
      far: 50,
    };
  });
  const shadowScale = Math.max(width * MM, 1) * 1.5;
  // The same element while the height stays: an edit re-renders nothing inside the canvas (its
  // props would make R3F draw again in the next animation frame, after the draw above).
  const canvas = useMemo(
    () => (
      <Canvas
        frameloop="demand"
        dpr={1}
        gl={{ preserveDrawingBuffer: true, antialias: true }}
        camera={{ ...camera, position: [...camera.position] }}
        onCreated={(state) => {
          stage.current = state;
        }}
      >
        <ambientLight intensity={1.1} />
        <directionalLight position={[2, 4, 5]} intensity={1.8} />
        <directionalLight position={[-3, 2, 2]} intensity={0.5} />
        <primitive object={closet.group} />
        {/* The closet stands on the floor: its footprint darkens the floor under and around it
            (a closet floating on white read as a picture, not a piece in a room). */}
        <ContactShadows scale={shadowScale} far={Math.min(h, 1)} blur={2.5} opacity={0.55} resolution={512} />
        <OrbitControls makeDefault target={[0, h / 2, 0]} enablePan={false} />
      </Canvas>
    ),
    [camera, closet, h, shadowScale],
  );
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="closet-3d"
      h={{ base: '320px', md: '440px' }}
      rounded="l2"
      borderWidth="1px"
      bg="bg.subtle"
      overflow="hidden"
    >
      {canvas}
    </Box>
  );
}
