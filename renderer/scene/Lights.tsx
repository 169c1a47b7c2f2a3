import { useMemo } from 'react';
import { Object3D } from 'three';

export interface LightsProps {
  /** The room's centre in scene metres: the lights stand relative to it. */
  centre: readonly [number, number, number];
  /** Half the extent the key light's shadow covers, metres (the room's bounding radius). */
  radius: number;
  /** The key light's shadow map, pixels per side (the device profile's). */
  shadowMapSize: number;
}

/**
 * The live view's light: a sky-and-floor hemisphere for the soft fill, a key light from above that
 * casts the shadows and a weak fill from the other side so no face goes flat. Image-based light
 * (a PMREM of three's room environment) looked alike but its cube-UV lookups cost well over half of
 * every frame's shading on a software GPU (SwiftShader: 2.4 s of CPU per frame at 500 articles with
 * it, 1.0 s without), and its generation delayed the first frame. The off-screen pictures keep it.
 * The per-vertex light of a software rasteriser (quality/vertexLit.ts) sums exactly these kinds of
 * light, the key light's shadow the first directional one's: Lights.test.tsx holds the two together.
 *
 * Both directional lights aim at the room's centre. three aims a directional light at its `target`,
 * which stays at the scene's origin unless placed: the light then came from wherever the origin lay
 * (a room drawn from (0, 0) had its key light almost grazing the fronts on the far wall, white
 * fronts read a dull grey, 189 of 255), and its shadow box, centred on that line, left part of the
 * room without shadows.
 *
 * How strong: a front facing the room, lit by half the sky and the key light from the side, gets about
 * π of irradiance, what gives a Lambert surface its own colour back (the swatch; the tone mapping,
 * quality/roomToneMapping.ts, leaves colours below its shoulder alone). At 2.2/1.6/0.5 it got 0.76 of
 * that and read darker than the sample the shop shows.
 */
export function Lights({ centre, radius, shadowMapSize }: LightsProps) {
  // In the scene (a primitive below), so three keeps its world matrix current.
  const target = useMemo(() => new Object3D(), []);
  return (
    <>
      <primitive object={target} position={[...centre]} />
      <hemisphereLight args={['#ffffff', '#b8b0a4', 2.9]} />
      <directionalLight
        position={[centre[0] + 3, 6, centre[2] + 4]}
        target={target}
        intensity={2.1}
        castShadow
        shadow-mapSize={[shadowMapSize, shadowMapSize]}
        shadow-camera-left={-radius}
        shadow-camera-right={radius}
        shadow-camera-top={radius}
        shadow-camera-bottom={-radius}
        shadow-bias={-0.0004}
      />
      <directionalLight position={[centre[0] - 4, 3, centre[2] - 3]} target={target} intensity={0.65} />
    </>
  );
}
