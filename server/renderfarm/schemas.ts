// The render farm's API shapes (issue 22). The scene is what the 3D view builds (renderer/scene:
// SceneItem parts and the room), checked here so a worker never gets malformed input.
import { z } from 'zod';
import { renderLightings, renderQualities, renderStatuses } from '../storage/schema';

export const MAX_RENDER_SIDE = 4096;
export const MIN_RENDER_SIDE = 64;
/** A 50-article kitchen is about 1,500 parts; this leaves room for ten times that. */
export const MAX_SCENE_PARTS = 20_000;
export const RENDER_BODY_LIMIT = 20 * 1024 * 1024;

const finite = z.number().finite();
const vec3 = z.tuple([finite, finite, finite]);

const Part = z.object({
  shape: z.enum(['box', 'cylinder']),
  size: vec3,
  position: vec3,
  turn: z.union([z.literal(0), z.literal(1)]).optional(),
  finish: z.object({
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A finish colour is #RRGGBB'),
    roughness: finite.min(0).max(1),
    metalness: finite.min(0).max(1),
    opacity: finite.min(0).max(1),
  }),
  merge: z.enum(['carcass', 'fronts']).optional(),
});

const SceneItem = z.object({
  id: z.string().max(200),
  kind: z.enum(['row', 'wall']),
  x: finite,
  y: finite,
  elevation: finite,
  rotation: finite,
  parts: z.array(Part).max(MAX_SCENE_PARTS),
});

export const RenderCamera = z.object({
  position: vec3,
  target: vec3,
  fov: finite.min(5).max(120),
});

export const RenderScene = z
  .object({
    /** core/room's Room (walls and openings), or null for furniture without a room. */
    room: z.record(z.string(), z.unknown()).nullable(),
    items: z.array(SceneItem).max(5_000),
    camera: RenderCamera,
  })
  .refine((scene) => scene.items.reduce((sum, item) => sum + item.parts.length, 0) <= MAX_SCENE_PARTS, {
    message: `A render may hold at most ${MAX_SCENE_PARTS} parts`,
  });
export type RenderScene = z.infer<typeof RenderScene>;

const side = z
  .number()
  .int('Width and height are whole pixels')
  .min(MIN_RENDER_SIDE, `Width and height are at least ${MIN_RENDER_SIDE} pixels`)
  .max(MAX_RENDER_SIDE, `Width and height are at most ${MAX_RENDER_SIDE} pixels`);

export const RenderRequest = z.object({
  name: z.string().trim().min(1, 'A render needs a name').max(120),
  width: side,
  height: side,
  quality: z.enum(renderQualities),
  lighting: z.enum(renderLightings),
  projectId: z.number().int().positive().max(2_147_483_647).optional(),
  scene: RenderScene,
});
export type RenderRequest = z.infer<typeof RenderRequest>;

export const RenderJobReply = z.object({
  id: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  quality: z.enum(renderQualities),
  lighting: z.enum(renderLightings),
  status: z.enum(renderStatuses),
  progress: z.number(),
  error: z.string().nullable(),
  owner: z.string(),
  mine: z.boolean(),
  projectId: z.number().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  renderMs: z.number().nullable(),
});
export type RenderJobReply = z.infer<typeof RenderJobReply>;

export const RenderJobList = z.object({ jobs: z.array(RenderJobReply) });
export const RenderJobId = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, 'Unknown render job') });
