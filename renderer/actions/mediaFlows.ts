// The heavy half of media.ts: builds the project's scene off screen (the 3D screen need not be open)
// with the same placement and parts as the 3D view, then renders pictures or writes model files.
import { roomFromEnvWall } from '../../core/room/env';
import type { Room } from '../../core/room/walls';
import type { Project, Row } from '../../core/project/schema';
import { downloadBlob } from '../api/reports';
import { extrasApi } from '../api/extras';
import type { SceneItem } from '../scene/model/sceneItem';
import { liveViewpoint } from '../scene/media/liveView';
import { PROJECT_PICTURE, ROW_PICTURE, pictureSize } from '../scene/media/pictureCamera';
import { renderPicture } from '../scene/media/renderPicture';
import type { LoadedCatalog } from '../state/catalogs';
import { projectAtom } from '../state/project';
import { logger } from '../state/logs';
import { openingRowsOf, placedRowsOf, sceneItemsOf, type OpeningRow, type PlacedRow } from '../state/scene';
import { ensureCatalogs, languageOf } from './catalogs';
import type { SceneFormat } from './media';
import type { ActionContext } from './types';

export interface ProjectScene {
  room: Room | null;
  placed: readonly PlacedRow[];
  /** Doors and windows in their walls' openings. */
  openings: readonly OpeningRow[];
  items: SceneItem[];
}

/** A project's room (envWall), or null when it has none or it cannot be read (as roomAtom). */
export function roomOfProject(project: Project): Room | null {
  const envWall = project.envWall;
  if (!envWall || (envWall.wallsVector ?? []).length === 0) return null;
  try {
    return roomFromEnvWall(envWall);
  } catch {
    return null;
  }
}

/** Any project's scene: its catalogues loaded (once per session), its rows placed and built. */
export async function projectScene(ctx: ActionContext, project: Project): Promise<ProjectScene> {
  const documents = await ensureCatalogs(
    ctx,
    project.rows.map((row) => row.catalog),
  );
  return sceneOfProject(project, documents, languageOf(ctx));
}

/** A project's scene from catalogue documents at hand: the room, its placed rows and openings. */
export function sceneOfProject(
  project: Project,
  documents: Readonly<Record<string, LoadedCatalog>>,
  lang: string,
): ProjectScene {
  const room = roomOfProject(project);
  const placed = placedRowsOf(project, documents, lang, room);
  const openings = openingRowsOf(project, documents, lang, room);
  return { room, placed, openings, items: sceneItemsOf(placed, openings) };
}

function openProject(ctx: ActionContext): Project {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  return project;
}

export async function takePicture(
  ctx: ActionContext,
  args: { width?: number; height?: number },
): Promise<string> {
  const size = pictureSize(args);
  const { room, items } = await projectScene(ctx, openProject(ctx));
  const view = liveViewpoint();
  return renderPicture({ room, items, spec: { ...PROJECT_PICTURE, ...size }, ...(view ? { view } : {}) });
}

/** A warm mid grey: white and light fronts read clearly against it, dark ones too. */
const ROW_BACKGROUND = '#d6d1c9';
const rowPictures = new Map<string, string>();
/** Enough for a large project's distinct rows; identical rows share one picture. */
const ROW_PICTURE_CACHE = 1000;

/** A row alone, at the origin, front to the camera (spec 9: 100 x 100, 45, 0/0). Cached by its parts. */
function rowPicture(shape: PlacedRow['shape']): string {
  const key = JSON.stringify(shape.parts);
  const known = rowPictures.get(key);
  if (known) return known;
  const item: SceneItem = {
    id: shape.rowId,
    kind: 'row',
    x: 0,
    y: 0,
    elevation: 0,
    rotation: 0,
    parts: shape.parts,
  };
  const url = renderPicture({
    room: null,
    items: [item],
    spec: ROW_PICTURE,
    floor: false,
    background: ROW_BACKGROUND,
    type: 'image/jpeg',
  });
  if (rowPictures.size >= ROW_PICTURE_CACHE) rowPictures.delete(rowPictures.keys().next().value!);
  rowPictures.set(key, url);
  return url;
}

/**
 * The project with its pictures (spec 9): the project picture (200 x 200, 45, 20/20) and one per
 * drawable row (100 x 100, 45, 0/0). Rows whose picture did not change keep their object.
 */
export async function withPictures(ctx: ActionContext, project: Project): Promise<Project> {
  const { room, placed, openings, items } = await projectScene(ctx, project);
  // Doors and windows are rows of the offer too: without their own picture the offer and its PDF
  // showed a letter tile for them.
  const byRow = new Map([...placed, ...openings].map((p) => [p.shape.rowId, p.shape]));
  const rows = project.rows.map((row): Row => {
    const shape = byRow.get(String(row.uniqueid));
    if (!shape) return row;
    const img = rowPicture(shape);
    return row.img === img ? row : { ...row, img };
  });
  const img = items.length
    ? renderPicture({ room, items, spec: PROJECT_PICTURE, type: 'image/jpeg' })
    : project.img;
  return { ...project, rows, ...(img ? { img } : {}) };
}

/** Spec 8: a failed capture during save is logged and the save goes on without pictures. */
export async function withPicturesOrNot(ctx: ActionContext, project: Project): Promise<Project> {
  try {
    return await withPictures(ctx, project);
  } catch (error) {
    logger.warn('Capture failed during save', (error as Error).message);
    return project;
  }
}

const GLB_NAME = 'scene.glb';

export async function exportScene(
  ctx: ActionContext,
  format: SceneFormat,
): Promise<{ fileName: string; bytes: number }> {
  const project = openProject(ctx);
  // The exporters load with the first export only, not with every save's pictures.
  const [{ room, items }, { sceneGlb, sceneJson }] = await Promise.all([
    projectScene(ctx, project),
    import('../scene/media/exportScene'),
  ]);
  if (items.length === 0 && !room) throw new Error('The project has nothing to draw yet');
  if (format === 'GLB') {
    const glb = await sceneGlb(room, items);
    downloadBlob(new Blob([glb], { type: 'model/gltf-binary' }), GLB_NAME);
    return { fileName: GLB_NAME, bytes: glb.byteLength };
  }
  const { blob, fileName } = await extrasApi.exportScene({
    expKey: format,
    jsonScene: sceneJson(room, items),
    jsonData: project,
  });
  downloadBlob(blob, fileName);
  return { fileName, bytes: blob.size };
}
