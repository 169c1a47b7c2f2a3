import type { LoadedCatalog } from '../../state/catalogs';
import { freshProject, insertRow } from '../../../core/project/edits';
import { rowShape } from '../../state/scene';
import { frontPictureSvg, type PicturePiece } from '../../scene/model/frontPicture';

/** One piece of a picture: a model of a loaded catalogue with a variant string. */
export interface PictureRequest {
  loaded: LoadedCatalog;
  model: string;
  variant: string;
}

const cache = new Map<string, string | null>();

/**
 * The front view of pieces as an SVG data URL, drawn from their evaluated geometry by the same 3D
 * builders as the room (so a gallery's picture is the unit that will be placed). null: no geometry.
 */
export function piecesPicture(
  requests: readonly PictureRequest[],
  title: string,
  lang: string,
): string | null {
  const key = `${lang}|${title}|${requests.map((r) => `${r.loaded.document.catalog.cod}/${r.model}/${r.variant}`).join('|')}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const pieces: PicturePiece[] = [];
  let project = freshProject();
  for (const request of requests) {
    try {
      project = insertRow(project, request.loaded, {
        catalog: request.loaded.document.catalog.cod,
        model: request.model,
        variant: request.variant,
        lang,
      });
    } catch {
      continue;
    }
    const shape = rowShape(project.rows.at(-1)!, request.loaded, lang);
    if (shape && shape.parts.length > 0)
      pieces.push({ parts: shape.parts, elevation: shape.elevation, width: shape.width });
  }
  const url = pieces.length
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(frontPictureSvg(pieces, title))}`
    : null;
  cache.set(key, url);
  return url;
}
