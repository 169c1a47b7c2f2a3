import { Box } from '@chakra-ui/react';
import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import type { Part } from '../../scene/parts';

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
 */
export default function ClosetView3D({ parts, width, height, label }: ClosetView3DProps) {
  const w = width * MM;
  const h = height * MM;
  const distance = Math.max(w, h) * 1.55 + 0.6;
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
      <Canvas
        frameloop="demand"
        dpr={1}
        gl={{ preserveDrawingBuffer: true, antialias: true }}
        camera={{ position: [w * 0.35, h * 0.62, distance], fov: 40, near: 0.05, far: 50 }}
      >
        <ambientLight intensity={1.1} />
        <directionalLight position={[2, 4, 5]} intensity={1.8} />
        <directionalLight position={[-3, 2, 2]} intensity={0.5} />
        <group scale={MM}>
          {parts.map((p, i) => (
            <mesh key={i} position={[...p.position]} rotation={[0, 0, p.turn === 1 ? Math.PI / 2 : 0]}>
              {p.shape === 'box' ? (
                <boxGeometry args={[...p.size]} />
              ) : (
                <cylinderGeometry args={[p.size[0] / 2, p.size[0] / 2, p.size[1], 16]} />
              )}
              <meshStandardMaterial
                color={p.finish.color}
                roughness={p.finish.roughness}
                metalness={Math.min(p.finish.metalness, 0.5)}
                transparent={p.finish.opacity < 1}
                opacity={p.finish.opacity}
                depthWrite={p.finish.opacity === 1}
              />
            </mesh>
          ))}
        </group>
        <OrbitControls makeDefault target={[0, h / 2, 0]} enablePan={false} />
      </Canvas>
    </Box>
  );
}
