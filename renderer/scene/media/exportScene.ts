// The room's model as files: GLB (glTF binary, three's GLTFExporter), USDZ for iOS Quick Look (three's
// USDZExporter) and the server's jsonScene for the OBJ and IGX zips. All come from one baked scene built
// from the same parts as the 3D view, so every format shows the model the user sees. No compression
// (Draco, meshopt, KTX2): a viewer would have to fetch a decoder, and nothing is fetched at run time.
import { Group, Mesh, type MeshStandardMaterial } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js';
import type { Room } from '../../../core/room/walls';
import type { SceneItem } from '../model/sceneItem';
import { keepPatterns } from './exportSurfaces';
import { buildSceneContent, disposeContent } from './sceneGraph';

export interface ExportOptions {
  /** Include the walls (downloads); AR shows the furniture alone in the user's own room. */
  walls?: boolean;
}

function bakedScene(room: Room | null, items: readonly SceneItem[], { walls = true }: ExportOptions): Group {
  const content = buildSceneContent(room, items, { merge: true });
  const root = new Group();
  root.name = 'Arredo';
  root.add(content.furniture);
  if (walls && content.walls.length) {
    const group = new Group();
    group.name = 'walls';
    group.add(...content.walls);
    root.add(group);
  } else content.walls.forEach(disposeContent);
  keepPatterns(root);
  root.updateMatrixWorld(true);
  return root;
}

/** Bakes the scene for `write` and disposes of it afterwards, whether the writing worked or not. */
async function writeBakedScene<T>(
  room: Room | null,
  items: readonly SceneItem[],
  options: ExportOptions,
  write: (root: Group) => Promise<T>,
): Promise<T> {
  const root = bakedScene(room, items, options);
  try {
    return await write(root);
  } finally {
    disposeContent(root);
  }
}

/** The model as a GLB (metres, y up, as glTF wants). */
export function sceneGlb(
  room: Room | null,
  items: readonly SceneItem[],
  options: ExportOptions = {},
): Promise<ArrayBuffer> {
  return writeBakedScene(
    room,
    items,
    options,
    async (root) =>
      (await new GLTFExporter().parseAsync(root, { binary: true, onlyVisible: false })) as ArrayBuffer,
  );
}

/** The model as USDZ, for Quick Look on iOS (model-viewer's ios-src). */
export function sceneUsdz(
  room: Room | null,
  items: readonly SceneItem[],
  options: ExportOptions = {},
): Promise<Uint8Array> {
  return writeBakedScene(room, items, options, (root) => new USDZExporter().parseAsync(root));
}

/** One mesh of the server's jsonScene (server/exports/scene.ts): vertices in metres, 0-based faces. */
export interface JsonSceneMesh {
  name: string;
  vertices: [number, number, number][];
  faces: [number, number, number][];
  material: { name: string; color: string; opacity: number };
}

/** The model as the export call's jsonScene, for the OBJ and IGX zips. */
export function sceneJson(
  room: Room | null,
  items: readonly SceneItem[],
): { units: 'm'; meshes: JsonSceneMesh[] } {
  const root = bakedScene(room, items, {});
  const meshes: JsonSceneMesh[] = [];
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const position = object.geometry.getAttribute('position');
    const index = object.geometry.getIndex();
    const round = (v: number) => Math.round(v * 1e5) / 1e5;
    const vertices: [number, number, number][] = [];
    for (let i = 0; i < position.count; i++)
      vertices.push([round(position.getX(i)), round(position.getY(i)), round(position.getZ(i))]);
    const faces: [number, number, number][] = [];
    const count = index ? index.count : position.count;
    const at = (i: number) => (index ? index.getX(i) : i);
    for (let i = 0; i + 2 < count; i += 3) faces.push([at(i), at(i + 1), at(i + 2)]);
    const material = object.material as MeshStandardMaterial;
    const parent = object.parent?.name && object.parent.name !== 'furniture' ? `${object.parent.name} ` : '';
    meshes.push({
      name: `${parent}${object.name}`.slice(0, 200),
      vertices,
      faces,
      material: {
        name: object.name.slice(0, 200),
        color: `#${material.color.getHexString()}`,
        opacity: material.opacity,
      },
    });
  });
  disposeContent(root);
  return { units: 'm', meshes };
}
