// Pictures rendered off screen at their exact size: a renderer of their own on a canvas that is never
// shown, a scene built from the same parts, so the live 3D view (if open) is neither resized nor
// moved nor redrawn. Works whether or not the 3D screen is open.
import {
  AmbientLight,
  Color,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  NeutralToneMapping,
  PCFSoftShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  Scene,
  Vector3,
  WebGLRenderer,
  type Texture,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { wallFaces } from '../../../core/layout/walls';
import type { Room } from '../../../core/room/walls';
import type { SceneItem } from '../model/sceneItem';
import { pictureCamera, type PictureCamera, type PictureSpec } from './pictureCamera';
import { boundsOf, buildSceneContent, disposeContent } from './sceneGraph';

/** The live view's background and floor, so a picture looks like the 3D screen. */
const BACKGROUND = '#f4f3f0';
const FLOOR = '#d9cfc1';

let shared: { renderer: WebGLRenderer; environments: Map<number, Texture> } | null = null;

/** One hidden renderer for every picture (a WebGL context is costly; browsers cap their number). */
function pictureRenderer(): WebGLRenderer {
  if (shared) return shared.renderer;
  const canvas = document.createElement('canvas');
  // alpha: item-search pictures have a transparent background (one picture for the light and dark
  // themes); the others set a background colour and come out opaque.
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true, alpha: true });
  renderer.setPixelRatio(1);
  renderer.toneMapping = NeutralToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFSoftShadowMap;
  canvas.addEventListener('webglcontextlost', () => {
    shared = null;
  });
  shared = { renderer, environments: new Map() };
  return renderer;
}

/**
 * The studio environment that lights the finishes, prefiltered at `size` (cube side, px), made once.
 * Its cost grows with the square of the size: a software rasteriser takes seconds at 256.
 */
function environmentOf(renderer: WebGLRenderer, size: number): Texture {
  const known = shared?.environments.get(size);
  if (known) return known;
  const pmrem = new PMREMGenerator(renderer);
  const room = new RoomEnvironment();
  const environment = pmrem.fromScene(room, 0.04, 0.1, 100, { size }).texture;
  room.dispose();
  pmrem.dispose();
  shared?.environments.set(size, environment);
  return environment;
}

/** What a picture shows and from where. */
export interface PictureRequest {
  room: Room | null;
  items: readonly SceneItem[];
  spec: PictureSpec;
  /** A camera to copy (the live view's), else the spec's angles framing the content. */
  view?: { position: [number, number, number]; target: [number, number, number]; fov: number };
  /** Draw the floor (project pictures) or only the items on the background (row pictures). */
  floor?: boolean;
  /** The background colour (row pictures: a darker one, so white fronts stand out); null: transparent. */
  background?: string | null;
  /** Cube side of the prefiltered environment (default 256; small pictures need far less). */
  environmentSize?: number;
  /** Shadows of the furniture on itself and the floor (default true). */
  shadows?: boolean;
  /**
   * Where the sun stands, seen from the front: 'right' (default) or 'left' (a picture taken from the
   * right then shows a lit front and top and a shaded side, so a white cabinet reads as a box).
   */
  sun?: 'right' | 'left';
  /** Frame these items (a row photo in its room) instead of the whole room. */
  frame?: readonly SceneItem[];
  /** PNG (takePicture) or JPEG (stored pictures: a tenth of the bytes in every save and PDF). */
  type?: 'image/png' | 'image/jpeg';
}

/** Renders one picture: a data URL of exactly spec.width x spec.height pixels. */
export function renderPicture(request: PictureRequest): string {
  return drawPicture(request).toDataURL(request.type ?? 'image/png', 0.9);
}

/**
 * Draws one picture on the shared hidden canvas and returns it; read it (toDataURL, toBlob) before
 * the next picture is drawn.
 */
export function drawPicture(request: PictureRequest): HTMLCanvasElement {
  const renderer = pictureRenderer();
  const environment = environmentOf(renderer, request.environmentSize ?? 256);
  renderer.shadowMap.enabled = request.shadows ?? true;
  const { spec } = request;
  const max = renderer.capabilities.maxTextureSize;
  if (spec.width > max || spec.height > max) {
    throw new RangeError(`This device draws pictures up to ${max} x ${max} pixels`);
  }
  const scene = new Scene();
  const background = request.background === undefined ? BACKGROUND : request.background;
  scene.background = background === null ? null : new Color(background);
  renderer.setClearColor(0x000000, 0);
  scene.environment = environment;
  scene.environmentIntensity = 0.55;
  const content = buildSceneContent(request.room, request.items);
  scene.add(content.furniture, ...content.walls);

  const framed = request.frame
    ? framedItems(request.frame)
    : (boundsOf(content.walls.length ? content.walls : [content.furniture]) ?? boundsOf([content.furniture]));
  const min = framed ? framed.min.toArray() : [0, 0, 0];
  const max3 = framed ? framed.max.toArray() : [1, 1, 1];
  const shot: PictureCamera = request.view
    ? { ...request.view, aspect: spec.width / spec.height, near: 0.05, far: 200 }
    : pictureCamera({ min: min as [number, number, number], max: max3 as [number, number, number] }, spec);
  const camera = new PerspectiveCamera(shot.fov, shot.aspect, shot.near, shot.far);
  camera.position.set(...shot.position);
  camera.lookAt(...shot.target);
  camera.updateMatrixWorld();

  const radius = Math.max(2.5, new Vector3(...min).distanceTo(new Vector3(...max3)) / 2);
  const centre = new Vector3(...shot.target);
  lights(scene, centre, radius, request.shadows ?? true, request.sun === 'left' ? -1 : 1);
  if (request.floor ?? true) scene.add(floorAt(centre, radius));
  hideWallsFacingAway(request.room, content.walls, camera.position);

  renderer.setSize(spec.width, spec.height, false);
  renderer.render(scene, camera);
  disposeContent(scene);
  return renderer.domElement;
}

/** The bounds of some items, built apart (the scene's furniture is merged by finish). */
function framedItems(items: readonly SceneItem[]) {
  const apart = new Scene();
  const content = buildSceneContent(null, items);
  apart.add(content.furniture);
  const box = boundsOf([content.furniture]);
  disposeContent(apart);
  return box;
}

function lights(scene: Scene, centre: Vector3, radius: number, shadows: boolean, side: 1 | -1): void {
  scene.add(new HemisphereLight('#ffffff', '#d8d2c8', 0.6));
  const sun = new DirectionalLight('#ffffff', 1.6);
  sun.position.set(centre.x + 3 * side, 6, centre.z + 4);
  sun.target.position.copy(centre);
  sun.castShadow = shadows;
  sun.shadow.mapSize.set(2048, 2048);
  Object.assign(sun.shadow.camera, { left: -radius, right: radius, top: radius, bottom: -radius });
  sun.shadow.camera.updateProjectionMatrix();
  sun.shadow.bias = -0.0004;
  scene.add(sun, sun.target, new AmbientLight('#ffffff', 0.05));
}

function floorAt(centre: Vector3, radius: number): Mesh {
  const floor = new Mesh(
    new PlaneGeometry(radius * 2 + 20, radius * 2 + 20),
    new MeshStandardMaterial({ color: FLOOR, roughness: 0.85 }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.position.set(centre.x, 0, centre.z);
  floor.receiveShadow = true;
  return floor;
}

/** As in the live view (Walls.tsx): a wall is drawn only when the camera is on its room side. */
export function hideWallsFacingAway(
  room: Room | null,
  walls: readonly { visible: boolean }[],
  eye: Vector3,
): void {
  if (!room) return;
  const faces = wallFaces(room);
  walls.forEach((wall, i) => {
    const face = faces[i];
    if (!face) return;
    const toEye = new Vector3(eye.x - face.start.x * 0.001, 0, eye.z + face.start.y * 0.001);
    wall.visible = toEye.dot(new Vector3(face.normal.x, 0, -face.normal.y)) > 0 || eye.y > 12;
  });
}
