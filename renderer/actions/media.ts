// Pictures and scene exports (issue 11, spec 7 take picture / export, spec 9 pictures). The three.js
// code loads with the first use (import() in perform): this file is part of the home's action table.
import { projectAtom } from '../state/project';
import { defineAction } from './define';

export type SceneFormat = 'GLB' | 'OBJ' | 'IGX';

/**
 * takePicture (spec 5, 9): the room at width x height pixels (1000 x 1000 by default), from the live
 * 3D view's camera when it is open, else framed like the project picture. Rendered off screen: the
 * view on screen does not change. Resolves a PNG data URL.
 */
export const takePictureAction = defineAction<{ width?: number; height?: number } | void, string>({
  name: 'takePicture',
  label: 'scenemedia:actions.takePicture',
  undoable: false,
  enabled: (ctx) => ctx.store.get(projectAtom) !== null,
  perform: async (ctx, args) => (await import('./mediaFlows')).takePicture(ctx, args ?? {}),
});

/** Downloads the room's model: GLB (glTF binary), or the server's OBJ (dump.zip) and IGX (IGXfile.zip). */
export const exportSceneAction = defineAction<{ format: SceneFormat }, { fileName: string; bytes: number }>({
  name: 'exportScene',
  label: 'scenemedia:actions.exportScene',
  undoable: false,
  enabled: (ctx) => ctx.store.get(projectAtom) !== null,
  perform: async (ctx, args) => (await import('./mediaFlows')).exportScene(ctx, args.format),
});
