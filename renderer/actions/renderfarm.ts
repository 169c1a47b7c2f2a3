// The render farm (issue 22): a photo-real picture of the open project's room, rendered by the farm's
// workers. The scene code loads with the first use (import() in perform).
import type { RenderJob } from '../api/renderfarm';
import { projectAtom } from '../state/project';
import { defineAction } from './define';
import type { SubmitRenderArgs } from './renderFlows';

export const submitRenderAction = defineAction<SubmitRenderArgs, RenderJob>({
  name: 'submitRender',
  label: 'renderfarm:actions.submitRender',
  undoable: false,
  enabled: (ctx) => ctx.store.get(projectAtom) !== null,
  perform: async (ctx, args) => (await import('./renderFlows')).submitRender(ctx, args),
});
