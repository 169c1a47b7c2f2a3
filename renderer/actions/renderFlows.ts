// The heavy half of renderfarm.ts: the open project's scene as the 3D view builds it (mediaFlows'
// projectScene: same placement and parts), with the camera the user chose, sent to the render farm.
import type { RenderCamera, RenderJob, RenderRequest } from '../api/renderfarm';
import { lastViewpoint } from '../scene/media/liveView';
import { PROJECT_PICTURE, pictureCamera } from '../scene/media/pictureCamera';
import { boundsOf, buildSceneContent, disposeContent } from '../scene/media/sceneGraph';
import { projectAtom } from '../state/project';
import { renderFarmApi } from '../state/renderFarm';
import { projectScene } from './mediaFlows';
import type { ActionContext } from './types';

export interface SubmitRenderArgs extends Omit<RenderRequest, 'scene' | 'projectId'> {
  /** A saved camera; none: the 3D view's camera now, else the project picture's angle. */
  camera?: RenderCamera;
}

export async function submitRender(ctx: ActionContext, args: SubmitRenderArgs): Promise<RenderJob> {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  const { room, items } = await projectScene(ctx, project);
  const { camera: chosen, ...request } = args;
  const camera = chosen ?? lastViewpoint() ?? framingCamera(room, items, args.width / args.height);
  return renderFarmApi(ctx.store).submit({
    ...request,
    ...(typeof project.id === 'number' ? { projectId: project.id } : {}),
    scene: { room, items: [...items], camera },
  });
}

/** Without a 3D view open: the project picture's angles, framing the room at the render's shape. */
function framingCamera(
  room: Parameters<typeof buildSceneContent>[0],
  items: Parameters<typeof buildSceneContent>[1],
  aspect: number,
): RenderCamera {
  const content = buildSceneContent(room, items);
  const box =
    boundsOf(content.walls.length ? content.walls : [content.furniture]) ?? boundsOf([content.furniture]);
  disposeContent(content.furniture);
  for (const wall of content.walls) disposeContent(wall);
  const min = box ? (box.min.toArray() as [number, number, number]) : ([0, 0, 0] as [number, number, number]);
  const max = box ? (box.max.toArray() as [number, number, number]) : ([1, 1, 1] as [number, number, number]);
  const shot = pictureCamera(
    { min, max },
    { ...PROJECT_PICTURE, width: Math.round(1000 * aspect), height: 1000 },
  );
  return { position: shot.position, target: shot.target, fov: shot.fov };
}
