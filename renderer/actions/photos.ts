// The photo flow (spec 4, 9; issue 22): photograph the rows that still need a photo, put a chosen
// picture on a row, and "Use in offer" for a render. The three.js half loads with the first use
// (photoFlows.ts); this file is part of the action table.
import type { EntityId } from '../../core/project/schema';
import type { UploadProgress } from '../api/transport';
import { configAtom } from '../state/app';
import { projectAtom, projectReadOnlyAtom } from '../state/project';
import { defineAction } from './define';
import { editProject } from './projectEdit';
import type { ActionContext } from './types';

/** customparams.photoRow (spec 4: the flow runs only with the photoRow configuration). */
export function photoRowEnabled(ctx: Pick<ActionContext, 'store'>): boolean {
  return ctx.store.get(configAtom)?.config.customparams.photoRow === true;
}

export interface RowPhotosResult {
  /** Rows photographed. */
  taken: number;
  /** Of them, rows whose photo the server already had (E05): the stored one is used. */
  duplicates: number;
  /** Rows that could not be drawn (no 3D shape): they still need their photo. */
  skipped: string[];
}

export const takeRowPhotosAction = defineAction<void, RowPhotosResult>({
  name: 'takeRowPhotos',
  label: 'offer:actions.takeRowPhotos',
  undoable: false,
  enabled: (ctx) => {
    // Which rows still need a photo is core's (loaded with the flow); the button shows the count.
    return ctx.store.get(projectAtom) !== null && photoRowEnabled(ctx) && !ctx.store.get(projectReadOnlyAtom);
  },
  perform: async (ctx) => (await import('./photoFlows')).takeRowPhotos(ctx),
});

export const uploadRowPhotoAction = defineAction<
  { rowId: EntityId; file: Blob; onProgress?: UploadProgress },
  { duplicate: boolean }
>({
  name: 'uploadRowPhoto',
  label: 'offer:actions.uploadRowPhoto',
  undoable: false,
  enabled: (ctx) => ctx.store.get(projectAtom) !== null && !ctx.store.get(projectReadOnlyAtom),
  perform: async (ctx, args) => (await import('./photoFlows')).uploadRowPhoto(ctx, args),
});

/** The offer PDF shows this render (its job id) as the project picture; null goes back. */
export const useRenderInOfferAction = defineAction<{ jobId: string | null }, boolean>({
  name: 'useRenderInOffer',
  label: 'renderfarm:actions.useInOffer',
  undoable: true,
  enabled: (ctx) => ctx.store.get(projectAtom) !== null && !ctx.store.get(projectReadOnlyAtom),
  perform: async (ctx, { jobId }) => {
    // The edits come from core with the first edit (projectEdit loads them): not in the home's chunk.
    await editProject(ctx, (project, edits) =>
      (project.imgFromRender ?? null) === jobId ? project : edits.setImgFromRender(project, jobId),
    );
    return true;
  },
});
