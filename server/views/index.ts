// Project views (spec 7: generate views with the mode2D flag, save view maker with its views JSON).
// Both are stored IN the project document (engine_views, viewmaker) through the projects module's
// compare-and-set save: a baseRevision is required and a stale one is a 409, as for any save.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drawingToSvg, planDrawing, roomDrawings, type DrawingLabels } from '../../core/layout/drawing';
import type { LayoutItem } from '../../core/layout/collision';
import { RoomError, roomFromEnvWall, type Room } from '../../core/room';
import { CatalogStore } from '../catalog/store';
import { requireSession, type AuthContext } from '../api/auth';
import { badRequest, errorBody } from '../api/errors';
import { routeFamily } from '../api/route-schema';
import { storedInt } from '../api/schemas';
import { configFileOf, defaultPaths } from '../paths';
import { assertEditable, assertReadable, editableWhere, who, type ProjectRecord } from '../projects/access';
import { findProject, updateIfRevision } from '../projects/repository';
import { RoStatusSource } from '../projects/ro-status';
import { ConflictReply, errors, ProjectId } from '../projects/schemas';
import { parseProject } from '../projects/parse';
import { replyOf } from '../projects/service';
import type { Database } from '../storage';
import { furnitureOf } from './furniture';
import { parseJsonText } from '../limits/json-text';

export interface ViewRoutesOptions {
  db: Database;
  /** roStatus (read-only statuses) comes from the configuration file; default the server's. */
  configFile?: string;
}

/** Every views call is on one stored project, with the project calls' error replies. */
const viewsRoute = routeFamily({ tags: ['views'], params: ProjectId }, errors);

/** View-maker JSON is small (layout and camera settings, some pictures): 10 MB is ample. */
export const VIEWS_BODY_LIMIT = 10 * 1024 * 1024;

const baseRevision = storedInt('baseRevision (the revision this save is based on) is required');

export const GenerateViewsBody = z.object({
  baseRevision,
  mode2D: z.boolean().default(false).describe('Plan only (true), or plan and wall elevations (false)'),
});

export const ViewMakerBody = z.object({
  baseRevision,
  views: z
    .unknown()
    .refine((value) => value !== undefined && value !== null, { message: 'Missing views' })
    .describe('The view maker JSON (object, array, or its JSON text)'),
});

const View = z.object({
  name: z.string(),
  kind: z.enum(['plan', 'elevation']),
  mime: z.literal('image/svg+xml'),
  svg: z.string(),
});
export const EngineViews = z
  .object({ mode2D: z.boolean(), generatedAt: z.iso.datetime(), views: z.array(View) })
  .meta({ id: 'EngineViews' });

export const ViewsReply = z
  .object({
    id: z.number().int(),
    revision: z.number().int(),
    engineViews: z.unknown().describe('The stored engine_views (EngineViews when generated here), or null'),
    viewmaker: z.unknown().describe('The stored view maker JSON, or null'),
  })
  .meta({ id: 'ProjectViews' });

export interface ProjectView {
  /** 'plan', or 'wall-<id>' for an elevation. */
  name: string;
  kind: 'plan' | 'elevation';
  mime: 'image/svg+xml';
  svg: string;
}

/** Spec-free choice: the server's drawings are titled in English (the browser's in the user's language). */
const LABELS: DrawingLabels = { plan: 'Plan', wall: (n) => `Wall ${n}` };

/**
 * The room's drawings (core/layout/drawing, the browser's Drawings screen's model) as SVG: mode2D the
 * plan only, otherwise the plan and every wall's elevation, with the furniture and its measures. A
 * room without walls has none.
 */
export function generateViews(room: Room, mode2D: boolean, items: readonly LayoutItem[] = []): ProjectView[] {
  if (room.walls.length === 0) return [];
  const drawings = mode2D ? [planDrawing(room, items, LABELS)] : roomDrawings(room, items, LABELS);
  return drawings.map((drawing) => ({
    name: drawing.name,
    kind: drawing.name === 'plan' ? 'plan' : 'elevation',
    mime: 'image/svg+xml',
    svg: drawingToSvg(drawing),
  }));
}

function viewsOf(record: ProjectRecord) {
  const data = record.data as Record<string, unknown>;
  return {
    id: record.id,
    revision: record.revision,
    engineViews: data.engine_views ?? null,
    viewmaker: data.viewmaker ?? null,
  };
}

function viewMakerJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return parseJsonText(value, 'views', () => badRequest('views is not valid JSON', 'INVALID_VIEWS'));
}

export const viewRoutes: FastifyPluginAsyncZod<ViewRoutesOptions> = async (app, options) => {
  const db = options.db;
  const catalogs = new CatalogStore(db);
  const roStatus = new RoStatusSource(options.configFile ?? configFileOf(defaultPaths()), (message) =>
    app.log.warn(message),
  );

  /**
   * Merges `fields` into the stored document over `base`: one compare-and-set statement with the
   * caller's edit rights. Answers the saved views, or 409 with what is stored when the revision moved on.
   */
  const saveViews = async (
    reply: FastifyReply,
    auth: AuthContext,
    { id, base, fields }: { id: number; base: number; fields: Record<string, unknown> },
  ) => {
    const statuses = await roStatus.get();
    const current = await findProject(db, id);
    const saved =
      current?.revision === base
        ? await updateIfRevision(
            db,
            id,
            base,
            { data: { ...(current.data as Record<string, unknown>), ...fields } },
            { who: who(auth), action: 'save views', detail: { fields: Object.keys(fields) } },
            editableWhere(auth, statuses),
          )
        : null;
    if (!saved) return reply.code(409).send(await conflict(auth, id));
    return viewsOf(saved);
  };

  const conflict = async (auth: AuthContext, id: number) => {
    const record = assertEditable(auth, await findProject(db, id), await roStatus.get());
    const current = replyOf(auth, record, await roStatus.get());
    return {
      ...errorBody(
        409,
        `The project was changed meanwhile (now revision ${current.revision}): reload it before saving`,
        'STALE_REVISION',
      ),
      currentRevision: current.revision,
      project: current.project,
    };
  };

  app.get(
    '/projects/:id/views',
    viewsRoute("The project's generated views (engine_views) and view maker JSON", {
      response: { 200: ViewsReply },
    }),
    async (request) => {
      const auth = requireSession(request);
      return viewsOf(assertReadable(auth, await findProject(db, request.params.id)));
    },
  );

  app.post(
    '/projects/:id/views',
    viewsRoute('Generate views (mode2D flag) from the stored room and save them as engine_views', {
      description:
        'Draws the plan (and, unless mode2D, one elevation per wall) as SVG from envWall. ' +
        'Needs baseRevision; a stale one is a 409 with the current project. Offer creation (spec 4) ' +
        'calls it after the save (progress 0.4).',
      body: GenerateViewsBody,
      response: { 200: ViewsReply, 409: ConflictReply },
    }),
    async (request, reply) => {
      const auth = requireSession(request);
      const { id } = request.params;
      const record = assertReadable(auth, await findProject(db, id));
      const data = record.data as Record<string, unknown>;
      const envWall = data.envWall;
      if (envWall === undefined) throw badRequest('The project has no room (envWall) to draw', 'NO_ROOM');
      let room;
      try {
        room = roomFromEnvWall(envWall);
      } catch (error) {
        if (error instanceof RoomError) throw badRequest(error.message, 'INVALID_ROOM');
        throw error;
      }
      const engineViews = {
        mode2D: request.body.mode2D,
        generatedAt: new Date().toISOString(),
        views: generateViews(
          room,
          request.body.mode2D,
          await furnitureOf(catalogs, parseProject(data), room),
        ),
      };
      return saveViews(reply, auth, {
        id,
        base: request.body.baseRevision,
        fields: { engine_views: engineViews },
      });
    },
  );

  app.put(
    '/projects/:id/viewmaker',
    {
      ...viewsRoute('Save the view maker (views JSON) on the project', {
        description: 'Needs baseRevision; a stale one is a 409 with the current project.',
        body: ViewMakerBody,
        response: { 200: ViewsReply, 409: ConflictReply },
      }),
      bodyLimit: VIEWS_BODY_LIMIT,
    },
    async (request, reply) =>
      saveViews(reply, requireSession(request), {
        id: request.params.id,
        base: request.body.baseRevision,
        fields: { viewmaker: viewMakerJson(request.body.views) },
      }),
  );
};
