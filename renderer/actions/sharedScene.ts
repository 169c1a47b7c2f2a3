// The scene a share link opens (spec 2 arWebView from the QR code): read with the link's token, no
// session, and built with the same placement and parts as the 3D view. The catalogue documents come
// with the reply (without prices), so the page needs no catalogue call and so no session at all.
import type { CatalogDocument } from '../../core/catalog/schema';
import { loadProject } from '../../core/project/load';
import type { LoadedCatalog } from '../state/catalogs';
import { languageOf } from './catalogs';
import { sceneOfProject, type ProjectScene } from './mediaFlows';
import type { ActionContext } from './types';

export interface SharedProjectScene extends ProjectScene {
  /** When the link stops working (ISO time). */
  expiresAt: string;
  /** The project's title, for the page's heading. */
  title: string | null;
}

export async function sharedProjectScene(
  ctx: ActionContext,
  id: number,
  token: string,
): Promise<SharedProjectScene> {
  const [{ loadCatalog }, shared] = await Promise.all([
    import('../../core/catalog/load'),
    ctx.api.shares.read(id, token),
  ]);
  const documents: Record<string, LoadedCatalog> = {};
  for (const { document } of shared.catalogs) {
    const loaded: CatalogDocument = loadCatalog(document);
    documents[loaded.catalog.cod] = { document: loaded, priceList: null, currency: null };
  }
  const project = loadProject({ ...shared.project, id: shared.id });
  return {
    ...sceneOfProject(project, documents, languageOf(ctx)),
    expiresAt: shared.expiresAt,
    title: project.des?.trim() || null,
  };
}
