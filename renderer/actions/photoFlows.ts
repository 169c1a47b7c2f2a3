// The heavy half of photos.ts: a row's 600 x 600 photo drawn off screen (spec 4, 9), in its room
// framed on the row, or alone when the row hides the ambient; a chosen picture scaled to 600 x 600;
// each uploaded with its progress on the loader, then the row's photo set and ntp cleared.
import { hidesAmbient, ROW_PHOTO_SIZE, rowsNeedingPhoto, setRowPhoto } from '../../core/project/photos';
import type { EntityId, Project, Row } from '../../core/project/schema';
import { sameId } from '../../core/project/row';
import type { UploadProgress } from '../api/transport';
import { i18n } from '../i18n';
import type { SceneItem } from '../scene/model/sceneItem';
import type { PictureSpec } from '../scene/media/pictureCamera';
import { drawPicture } from '../scene/media/renderPicture';
import { projectAtom, savedProjectAtom, storedMetaAtom } from '../state/project';
import { hideLoader, loaderMounted, showLoader, updateLoader } from '../ui/dialog';
import { projectScene } from './mediaFlows';
import type { RowPhotosResult } from './photos';
import { editProject, requireProject } from './projectEdit';
import type { ActionContext } from './types';
import '../features/offer/texts';

/** Spec 9: 600 x 600; from a little right of the front and above, as a seller photographs a unit. */
const ROW_PHOTO: PictureSpec = {
  width: ROW_PHOTO_SIZE,
  height: ROW_PHOTO_SIZE,
  fov: 45,
  azimuth: 20,
  elevation: 12,
};

/** The stored project's id, saving it first when the server does not hold these rows yet. */
async function storedId(ctx: ActionContext): Promise<number> {
  const meta = ctx.store.get(storedMetaAtom);
  if (meta && ctx.store.get(savedProjectAtom) === ctx.store.get(projectAtom)) return meta.id;
  const saved = await ctx.dispatch('saveProject');
  if (!saved) throw new Error(i18n.t('offer:photos.saveFirst'));
  return saved.id;
}

const toBlob = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(i18n.t('offer:photos.drawFailed')))),
      'image/jpeg',
      0.9,
    ),
  );

/**
 * The row's photo (JPEG): in its room framed on it, or alone when its variables hide the ambient;
 * null when the row has no 3D shape (its evaluation failed, or it is not furniture).
 */
export async function rowPhotoBlob(ctx: ActionContext, project: Project, row: Row): Promise<Blob | null> {
  const { room, placed, items } = await projectScene(ctx, project);
  const shape = placed.find((p) => p.shape.rowId === String(row.uniqueid));
  const item = items.find((i) => i.id === String(row.uniqueid));
  if (!shape || !item) return null;
  if (hidesAmbient(row)) {
    const alone: SceneItem = { ...item, x: 0, y: 0, elevation: 0, rotation: 0 };
    return toBlob(drawPicture({ room: null, items: [alone], spec: ROW_PHOTO, type: 'image/jpeg' }));
  }
  return toBlob(drawPicture({ room, items, spec: ROW_PHOTO, frame: [item], type: 'image/jpeg' }));
}

/** Spec 4 photo flow over every row still needing a photo, with the loader's progress. */
export async function takeRowPhotos(ctx: ActionContext): Promise<RowPhotosResult> {
  const id = await storedId(ctx);
  const rows = rowsNeedingPhoto(requireProject(ctx));
  const total = rows.length;
  let duplicates = 0;
  const skipped: string[] = [];
  showLoader({ percentage: 0, message: i18n.t('offer:photos.progress', { n: 1, total }) });
  try {
    await loaderMounted();
    for (const [index, row] of rows.entries()) {
      const message = i18n.t('offer:photos.progress', { n: index + 1, total });
      // The row becomes the current one (its rule loaded), as the flow moves from row to row.
      const project = { ...requireProject(ctx), currentrow: row.uniqueid };
      ctx.store.set(projectAtom, project);
      updateLoader({ percentage: index / total, message });
      const photo = await rowPhotoBlob(ctx, project, row);
      // Spec 8: a row that cannot be drawn keeps needing its photo, and the flow moves on.
      if (!photo) {
        skipped.push(String(row.uniqueid));
        continue;
      }
      const match = await ctx.api.photos.uploadRowPhoto(id, String(row.uniqueid), photo, (sent, size) =>
        updateLoader({ percentage: (index + (size ? sent / size : 0)) / total, message }),
      );
      if (match.duplicate) duplicates += 1;
      await editProject(ctx, (p) => setRowPhoto(p, row.uniqueid, match.urlpic));
    }
    updateLoader({ percentage: 1, message: i18n.t('offer:photos.saving') });
    await ctx.dispatch('saveProject');
    return { taken: total - skipped.length, duplicates, skipped };
  } finally {
    hideLoader();
  }
}

/** A picture the user chose, centred and cropped to 600 x 600 (JPEG). */
async function scaled(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(i18n.t('offer:photos.notAnImage'));
  });
  const canvas = document.createElement('canvas');
  canvas.width = ROW_PHOTO_SIZE;
  canvas.height = ROW_PHOTO_SIZE;
  const side = Math.min(bitmap.width, bitmap.height);
  canvas
    .getContext('2d')!
    .drawImage(
      bitmap,
      (bitmap.width - side) / 2,
      (bitmap.height - side) / 2,
      side,
      side,
      0,
      0,
      ROW_PHOTO_SIZE,
      ROW_PHOTO_SIZE,
    );
  bitmap.close();
  return toBlob(canvas);
}

/** A chosen picture as the row's photo: scaled, uploaded with progress, ntp cleared, saved. */
export async function uploadRowPhoto(
  ctx: ActionContext,
  args: { rowId: EntityId; file: Blob; onProgress?: UploadProgress },
): Promise<{ duplicate: boolean }> {
  if (!requireProject(ctx).rows.some((row) => sameId(row.uniqueid, args.rowId)))
    throw new Error(`Row ${String(args.rowId)} is not in the project`);
  const photo = await scaled(args.file);
  const id = await storedId(ctx);
  const match = await ctx.api.photos.uploadRowPhoto(id, String(args.rowId), photo, args.onProgress);
  await editProject(ctx, (p) => setRowPhoto(p, args.rowId, match.urlpic));
  await ctx.dispatch('saveProject');
  return { duplicate: match.duplicate };
}
