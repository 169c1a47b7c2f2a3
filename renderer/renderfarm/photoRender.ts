// The render farm's picture (issue 22): the scene the 3D view builds (scene/media/sceneGraph.ts, the
// same parts and batches), drawn for a photograph rather than for speed. Each of N samples moves the
// camera by a fraction of a pixel and the key light across its size and adds ambient occlusion
// (GTAO); their mean is the picture: antialiased, with soft shadows and contact shading, lit by an
// HDR environment that ships with the app, on an oak plank floor (floor.ts) with a contact shadow
// under each standing item (contactShadows.ts). Runs in a browser with WebGL (the worker's headless Chromium).
import {
  CustomBlending,
  OneFactor,
  BackSide,
  Color,
  DirectionalLight,
  FloatType,
  HalfFloatType,
  Mesh,
  MeshBasicMaterial,
  NeutralToneMapping,
  NoToneMapping,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  Scene,
  ShaderMaterial,
  SphereGeometry,
  SRGBColorSpace,
  Vector3,
  WebGLRenderTarget,
  WebGLRenderer,
  type Texture,
} from 'three';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { RenderPass } from 'three/examples/jsm/postprocessing/RenderPass.js';
import { GTAOPass } from 'three/examples/jsm/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { TexturePass } from 'three/examples/jsm/postprocessing/TexturePass.js';
import { FullScreenQuad } from 'three/examples/jsm/postprocessing/Pass.js';
import { HDRLoader } from 'three/examples/jsm/loaders/HDRLoader.js';
import type { Room } from '../../core/room/walls';
import type { SceneItem } from '../scene/model/sceneItem';
import { boundsOf, buildSceneContent, disposeContent } from '../scene/media/sceneGraph';
import { hideWallsFacingAway } from '../scene/media/renderPicture';
import { contactShadows, disposeContactShadows } from './contactShadows';
import { plankFloor } from './floor';
import { discSample, lightings, pixelJitter, qualities, type Lighting, type Quality } from './lighting';

export interface PhotoJob {
  scene: {
    room: Room | null;
    items: readonly SceneItem[];
    camera: { position: [number, number, number]; target: [number, number, number]; fov: number };
  };
  width: number;
  height: number;
  quality: Quality;
  lighting: Lighting;
}

export interface PhotoResult {
  /** The picture on a canvas of exactly width x height. */
  canvas: HTMLCanvasElement;
  samples: number;
}

const DEG = Math.PI / 180;

const sampleUniforms = { tDiffuse: { value: null as Texture | null }, weight: { value: 1 } };
const accumulate = new ShaderMaterial({
  uniforms: sampleUniforms,
  vertexShader: 'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }',
  fragmentShader:
    'uniform sampler2D tDiffuse; uniform float weight; varying vec2 vUv;' +
    'void main() { gl_FragColor = vec4(texture2D(tDiffuse, vUv).rgb * weight, weight); }',
  // Plain sums (one times source plus one times what is there): the weight is in the shader already.
  blending: CustomBlending,
  blendSrc: OneFactor,
  blendDst: OneFactor,
  blendSrcAlpha: OneFactor,
  blendDstAlpha: OneFactor,
  depthTest: false,
  depthWrite: false,
  transparent: true,
});

/** Loads a lighting's environment map and pre-filters it for reflections and diffuse light. */
async function environment(renderer: WebGLRenderer, url: string): Promise<Texture> {
  const equirect = await new HDRLoader().setDataType(HalfFloatType).loadAsync(url);
  const pmrem = new PMREMGenerator(renderer);
  const texture = pmrem.fromEquirectangular(equirect).texture;
  equirect.dispose();
  pmrem.dispose();
  return texture;
}

/**
 * Renders one picture. `hdrUrl(lighting)` says where the environment maps are; `onProgress` gets
 * 0..1 after each sample; a true `cancelled()` stops between samples (the promise rejects).
 */
export async function renderPhoto(
  job: PhotoJob,
  options: {
    hdrUrl: (lighting: Lighting) => string;
    onProgress?: (fraction: number) => void;
    cancelled?: () => boolean;
  },
): Promise<PhotoResult> {
  const { width, height } = job;
  const setup = lightings[job.lighting];
  const quality = qualities[job.quality];
  const canvas = document.createElement('canvas');
  const renderer = new WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true, alpha: false });
  const max = renderer.capabilities.maxTextureSize;
  if (width > max || height > max) {
    renderer.dispose();
    throw new RangeError(`This worker draws pictures up to ${max} x ${max} pixels`);
  }
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFShadowMap;
  // Samples are summed in linear light; tone mapping and sRGB are applied once, to the mean.
  renderer.toneMapping = NoToneMapping;

  const scene = new Scene();
  // The background is a far sphere rather than scene.background: ambient occlusion (GTAO) skips
  // empty depth, which left the background darkened; a surface there gets none.
  const backdrop = new Mesh(
    new SphereGeometry(150, 32, 16),
    new MeshBasicMaterial({ color: new Color(setup.background), side: BackSide }),
  );
  scene.add(backdrop);
  scene.environment = await environment(renderer, options.hdrUrl(job.lighting));
  scene.environmentIntensity = setup.environmentIntensity;

  const content = buildSceneContent(job.scene.room, job.scene.items);
  scene.add(content.furniture, ...content.walls);
  const contact = contactShadows(job.scene.items);
  scene.add(contact);
  const shot = job.scene.camera;
  const camera = new PerspectiveCamera(shot.fov, width / height, 0.05, 200);
  camera.position.set(...shot.position);
  camera.lookAt(...shot.target);
  camera.updateMatrixWorld();
  hideWallsFacingAway(job.scene.room, content.walls, camera.position);

  const framed =
    boundsOf(content.walls.length ? content.walls : [content.furniture]) ?? boundsOf([content.furniture]);
  const centre = framed ? framed.getCenter(new Vector3()) : new Vector3(...shot.target);
  centre.y = 0;
  const radius = Math.max(3, framed ? framed.min.distanceTo(framed.max) / 2 : 3);

  // In a room the floor ends at its walls (what lies beyond is the background); without one it runs
  // out of the picture.
  const size = content.walls.length && framed ? framed.getSize(new Vector3()) : null;
  const [floorWidth, floorDepth] = size ? [size.x, size.z] : [radius * 2 + 30, radius * 2 + 30];
  const floor = new Mesh(
    new PlaneGeometry(floorWidth, floorDepth),
    plankFloor(setup.floor, floorWidth, floorDepth),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.position.set(centre.x, 0, centre.z);
  floor.receiveShadow = true;
  scene.add(floor);

  // The key light comes from the map's window, turned to stand left of and in front of the camera,
  // so the fronts the camera sees are lit and the shadows fall away from it.
  const toCamera = Math.atan2(camera.position.z - centre.z, camera.position.x - centre.x) / DEG;
  const keyAzimuth = toCamera - 55;
  scene.environmentRotation.y = (setup.windowAzimuth - keyAzimuth) * DEG;
  const key = new DirectionalLight(setup.key.color, setup.key.intensity);
  key.castShadow = true;
  key.shadow.mapSize.set(quality.shadowMap, quality.shadowMap);
  Object.assign(key.shadow.camera, {
    left: -radius,
    right: radius,
    top: radius,
    bottom: -radius,
    near: 0.1,
    far: radius * 6,
  });
  key.shadow.camera.updateProjectionMatrix();
  key.shadow.bias = -0.0003;
  key.shadow.normalBias = 0.01;
  // A little filtering on top of the light's own size (the jitter below) smooths the penumbra's steps.
  key.shadow.radius = 3;
  key.target.position.copy(centre);
  scene.add(key, key.target);

  const target = () => new WebGLRenderTarget(width, height, { type: HalfFloatType, depthBuffer: true });
  const composer = new EffectComposer(renderer, target());
  composer.renderToScreen = false;
  composer.addPass(new RenderPass(scene, camera));
  const ao = new GTAOPass(scene, camera, width, height);
  ao.updateGtaoMaterial({
    radius: 0.5,
    distanceExponent: 1.5,
    thickness: 1,
    scale: 1.6,
    samples: quality.aoSamples,
  });
  ao.updatePdMaterial({ lumaPhi: 10, depthPhi: 2, normalPhi: 3, radius: 6, rings: 2, samples: 16 });
  composer.addPass(ao);

  const sum = new WebGLRenderTarget(width, height, { type: FloatType, depthBuffer: false });
  renderer.setRenderTarget(sum);
  renderer.setClearColor(0x000000, 0);
  renderer.clear();
  const quad = new FullScreenQuad(accumulate);

  const n = quality.samples;
  const probe = new Float32Array(4);
  const spread = setup.key.spreadDeg * DEG;
  const base = setup.key.elevation * DEG;
  for (let i = 0; i < n; i++) {
    if (options.cancelled?.()) throw new Error('Render cancelled');
    const [dx, dy] = discSample(i, n);
    const azimuth = keyAzimuth * DEG + dx * spread;
    const elevation = base + dy * spread;
    const distance = radius * 3;
    key.position.set(
      centre.x + Math.cos(azimuth) * Math.cos(elevation) * distance,
      Math.sin(elevation) * distance,
      centre.z + Math.sin(azimuth) * Math.cos(elevation) * distance,
    );
    const [jx, jy] = pixelJitter(i);
    camera.setViewOffset(width, height, jx, jy, width, height);
    composer.render();
    sampleUniforms.tDiffuse.value = composer.readBuffer.texture;
    sampleUniforms.weight.value = 1 / n;
    renderer.setRenderTarget(sum);
    renderer.autoClear = false;
    quad.render(renderer);
    renderer.autoClear = true;
    // WebGL runs behind the calls: reading a pixel waits for this sample, so progress is real.
    renderer.readRenderTargetPixels(sum, 0, 0, 1, 1, probe);
    options.onProgress?.((i + 1) / n);
    // Lets the page answer (progress, cancel) between samples.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  camera.clearViewOffset();

  // The mean, tone mapped and in sRGB, onto the canvas.
  renderer.toneMapping = NeutralToneMapping;
  renderer.toneMappingExposure = setup.exposure;
  renderer.outputColorSpace = SRGBColorSpace;
  const output = new EffectComposer(renderer, target());
  output.addPass(new TexturePass(sum.texture));
  output.addPass(new OutputPass());
  output.render();
  renderer.getContext().finish();

  const copy = document.createElement('canvas');
  copy.width = width;
  copy.height = height;
  copy.getContext('2d')!.drawImage(canvas, 0, 0);

  backdrop.geometry.dispose();
  backdrop.material.dispose();
  disposeContactShadows(contact);
  disposeContent(scene);
  floor.geometry.dispose();
  floor.material.map?.dispose();
  floor.material.dispose();
  scene.environment.dispose();
  composer.dispose();
  output.dispose();
  ao.dispose();
  sum.dispose();
  quad.dispose();
  renderer.dispose();
  renderer.forceContextLoss();
  return { canvas: copy, samples: n };
}
