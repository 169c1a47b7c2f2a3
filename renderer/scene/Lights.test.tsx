import { act, createRoot, extend } from '@react-three/fiber';
import * as THREE from 'three';
import { afterEach, describe, expect, it } from 'vitest';
import { Lights } from './Lights';
import { vertexLitMaterial } from './quality/vertexLit';

// The per-vertex light of a software rasteriser (quality/vertexLit.ts) writes out by hand what three's
// Lambert sums per pixel, for the kinds of light the live view's rig has. A light of another kind
// added to the rig would light the GPU's picture and be missing from the software one's: this test
// renders the rig and fails until vertexLit sums every kind in it.

/** What the vertex shader must compute for each kind of light three has (by Light.type). */
const SUMMED_AS: Record<string, string> = {
  AmbientLight: 'getAmbientLightIrradiance( ambientLightColor )',
  LightProbe: 'getLightProbeIrradiance( lightProbe,',
  HemisphereLight: 'getHemisphereLightIrradiance( hemisphereLights[ i ],',
  DirectionalLight: 'dot( geometryNormal, directionalLights[ i ].direction )',
  PointLight: 'pointLights[ i ]',
  SpotLight: 'spotLights[ i ]',
  RectAreaLight: 'rectAreaLights[ i ]',
};

// Every light class three has, for the reconciler (the Canvas does this in the app). Picked by name,
// so that no deprecated export is touched.
extend(
  Object.fromEntries(
    Object.keys(THREE)
      .filter((name) => /Light(Probe)?$/.test(name))
      .map((name) => [name, THREE[name as keyof typeof THREE]]),
  ) as never,
);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const canvas = {
  style: {},
  width: 100,
  height: 100,
  addEventListener() {},
  removeEventListener() {},
} as unknown as HTMLCanvasElement;
/** No WebGL here: r3f takes a renderer that draws nothing, the rig's objects are what is read. */
const renderer = { render() {}, setPixelRatio() {}, setSize() {}, shadowMap: {}, domElement: canvas };
let root: ReturnType<typeof createRoot> | null = null;

/** The rig's lights, as three objects in a scene: rendered by r3f as the live view renders them. */
async function rigLights(centre: [number, number, number] = [2, 0, -1.5]): Promise<THREE.Light[]> {
  root = createRoot(canvas);
  const scene = new THREE.Scene();
  await act(async () => {
    await root!.configure({
      gl: renderer as never,
      scene,
      frameloop: 'never',
      events: undefined,
      size: { width: 100, height: 100, top: 0, left: 0 },
    });
  });
  await act(async () => root!.render(<Lights centre={centre} radius={3} shadowMapSize={2048} />));
  scene.updateMatrixWorld(true);
  const lights: THREE.Light[] = [];
  scene.traverse((object) => {
    if ((object as THREE.Light).isLight) lights.push(object as THREE.Light);
  });
  return lights;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
});

function vertexShader(receivesShadows: boolean): string {
  const shader = {
    vertexShader: THREE.ShaderLib.lambert.vertexShader,
    fragmentShader: THREE.ShaderLib.lambert.fragmentShader,
    toneMapping: THREE.NeutralToneMapping,
    outputColorSpace: THREE.SRGBColorSpace,
  } as unknown as THREE.WebGLProgramParametersWithUniforms;
  vertexLitMaterial('#ffffff', receivesShadows).onBeforeCompile(shader, {} as THREE.WebGLRenderer);
  return shader.vertexShader;
}

describe('the light rig and the per-vertex light', () => {
  it('the per-vertex light sums every kind of light the rig has', async () => {
    const lights = await rigLights();
    expect(lights.length).toBeGreaterThan(0);
    for (const receivesShadows of [false, true]) {
      const shader = vertexShader(receivesShadows);
      for (const light of lights) {
        const sum = SUMMED_AS[light.type];
        expect(sum, `a ${light.type} is a kind of light this test does not know`).toBeDefined();
        expect(shader, `vertexLit.ts does not sum the rig's ${light.type}`).toContain(sum);
      }
    }
  });

  it("the rig's only shadow is a directional light's, the one vertexLit takes out where it falls", async () => {
    const casting = (await rigLights()).filter((light) => light.castShadow);
    expect(casting.map((light) => light.type)).toEqual(['DirectionalLight']);
    // vertexLit keeps the first shadow-casting directional light's share apart (three sorts the
    // shadow-casting lights first) and looks up directionalShadowMap[ 0 ] for it.
    const shader = vertexShader(true);
    expect(shader).toContain('UNROLLED_LOOP_INDEX == 0');
    expect(shader).toContain(
      'keyIrradiance = saturate( dot( geometryNormal, directionalLights[ i ].direction ) )',
    );
  });

  it('the lights fall on a room the same way wherever it lies in the plan', async () => {
    // Where a directional light comes from is its position less its target's. A target left at the
    // scene's origin (three's default) made the light depend on where the room was drawn: a room from
    // (0, 0) had its key light grazing the far wall's fronts (white fronts 189 of 255, a dull grey).
    const directions = async (centre: [number, number, number]) => {
      const lights = (await rigLights(centre)).filter(
        (l): l is THREE.DirectionalLight => l.type === 'DirectionalLight',
      );
      const found = lights.map((light) => {
        const from = new THREE.Vector3().setFromMatrixPosition(light.matrixWorld);
        const to = new THREE.Vector3().setFromMatrixPosition(light.target.matrixWorld);
        return { direction: from.sub(to).normalize().toArray(), target: to.toArray() };
      });
      await act(async () => root?.unmount());
      return found;
    };
    const near = await directions([2.5, 0, -2.5]);
    const far = await directions([14, 0, -9]);
    expect(near.length).toBe(2);
    for (const [i, light] of far.entries()) {
      light.direction.forEach((value, axis) => expect(value).toBeCloseTo(near[i]!.direction[axis]!, 6));
      // Aimed at the room's centre: the key light's shadow box is centred on the room it covers.
      expect(light.target).toEqual([14, 0, -9]);
    }
    // The key light comes from above and the viewer's side (+z), so the fronts facing the default
    // three-quarter view are lit by it.
    expect(near[0]!.direction[1]).toBeGreaterThan(0.6);
    expect(near[0]!.direction[2]).toBeGreaterThan(0.4);
  });
});
