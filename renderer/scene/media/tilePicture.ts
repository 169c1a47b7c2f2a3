// The item search's pictures of articles: one article alone, from the front-right and a little above
// (so a cabinet shows its front, side and top), framing the whole article, on a transparent
// background (the tile's colour shows through: one picture for the light and dark themes). Drawn by
// the same builders and the same hidden renderer as every other picture (renderPicture.ts).
import type { Part } from '../parts';
import type { SceneItem } from '../model/sceneItem';
import type { PictureSpec } from './pictureCamera';
import { drawPicture } from './renderPicture';

/** Three-quarter view, narrow field of view (little perspective distortion on a small picture). */
export const TILE_VIEW = { fov: 30, azimuth: 32, elevation: 24 } as const;

let format: 'image/webp' | 'image/png' | null = null;

/** WebP where the browser writes it (a third of PNG's bytes, with transparency); Safari writes only PNG. */
function pictureFormat(): 'image/webp' | 'image/png' {
  if (!format) {
    const probe = document.createElement('canvas');
    probe.width = probe.height = 1;
    format = probe.toDataURL('image/webp').startsWith('data:image/webp') ? 'image/webp' : 'image/png';
  }
  return format;
}

/**
 * Renders one article's parts as a square picture of `size` device pixels (WebP, else PNG). Rejects
 * when nothing can be drawn (no parts) or the browser has no WebGL.
 */
export async function renderTilePicture(parts: readonly Part[], size: number): Promise<Blob> {
  if (parts.length === 0) throw new Error('Nothing to draw');
  const spec: PictureSpec = { width: size, height: size, ...TILE_VIEW };
  const item: SceneItem = { id: 'tile', kind: 'row', x: 0, y: 0, elevation: 0, rotation: 0, parts };
  // Snapshot taken synchronously by toBlob: the shared canvas may draw the next picture meanwhile.
  // A small environment and no shadow map: at 64 to 192 px they show no difference, and a software
  // rasteriser (a browser without GPU) draws the first picture in a fraction of the time.
  const canvas = drawPicture({
    room: null,
    items: [item],
    spec,
    floor: false,
    background: null,
    environmentSize: 32,
    shadows: false,
    sun: 'left',
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, pictureFormat(), 0.92));
  if (!blob) throw new Error('This browser cannot encode pictures');
  return blob;
}
