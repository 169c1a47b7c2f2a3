// /api/v1/projects: save (create or update on a base revision), open, delete, clone, list, log.
import { PictureStore } from '../files/pictures';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../api/auth';
import { errorBody, notFound } from '../api/errors';
import { binaryReply, ErrorReply } from '../api/schemas';
import { readableWhere, who } from './access';
import type { PhotoStore } from './photo-store';
import { PICTURE_MISSING, PICTURE_TYPES, pictureOf } from './picture';
import { deleteProject, insertProject, listProjects, projectLogOf } from './repository';
import { ConflictReply, CreateBody, ListQuery, ListReply, LogReply, ProjectReply, SaveBody } from './schemas';
import { projectListRoute, projectRoute, projectsRoute } from './route-families';
import type { ProjectService } from './service';
import { StaleRevisionError } from './service';
import { bodyBytes, type GuestQuota } from '../limits/quotas';

/** Spec-free choice: copies are titled "<title> (copy)". */
export const CLONE_SUFFIX = ' (copy)';

/**
 * The size cap of one project (the body of a save). Projects carry pictures as data URLs: a 500-row
 * project is about 300 KB without them and a few MB with a thumbnail per row; 16 MB leaves room.
 */
export const PROJECT_BODY_LIMIT = 16 * 1024 * 1024;

/** A project reply already serialised by the service (replyJsonOf), sent as it is. */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json').send(json);

/** The 409 body: the usual error fields plus the revision and project that won. */
async function orConflict(reply: FastifyReply, work: () => Promise<string>) {
  try {
    return sendJson(reply, await work());
  } catch (error) {
    if (!(error instanceof StaleRevisionError)) throw error;
    return reply.code(409).send({
      ...errorBody(409, error.message, error.code),
      currentRevision: error.current.revision,
      project: error.current.project,
    });
  }
}

export const projectCrudRoutes: FastifyPluginAsyncZod<{
  service: ProjectService;
  photos: PhotoStore;
  quota: GuestQuota;
}> = async (app, { service, photos, quota }) => {
  const pictures = new PictureStore(service.db);
  const db = service.db;

  app.post(
    '/projects',
    {
      ...projectsRoute('Save a new project (revision 1, owned by the caller); 201 with it', {
        body: CreateBody,
        response: { 201: ProjectReply, 413: ErrorReply },
      }),
      bodyLimit: PROJECT_BODY_LIMIT,
    },
    async (request, reply) => {
      const auth = requireSession(request);
      await quota.assertRoom(request, auth, { adding: bodyBytes(request), newProject: true });
      return sendJson(
        reply.code(201),
        await service.create(auth, request.body.project, request.body.isOffer),
      );
    },
  );

  app.put(
    '/projects/:id',
    {
      ...projectRoute('Save a project over the revision it was based on', {
        description:
          'Writes only when baseRevision is still the stored revision (one compare-and-set statement); ' +
          'otherwise 409 with the current revision and project, never a silent overwrite. ' +
          'A 200 means the save is durable.',
        body: SaveBody,
        response: { 200: ProjectReply, 409: ConflictReply, 413: ErrorReply },
      }),
      bodyLimit: PROJECT_BODY_LIMIT,
    },
    async (request, reply) => {
      const auth = requireSession(request);
      const { project, baseRevision, isOffer } = request.body;
      await quota.assertRoom(request, auth, {
        adding: bodyBytes(request),
        replacing: request.params.id,
        newProject: false,
      });
      return orConflict(reply, () => service.save(auth, request.params.id, project, baseRevision, isOffer));
    },
  );

  app.get(
    '/projects/:id',
    projectRoute('Open a project', { response: { 200: ProjectReply } }),
    async (request, reply) => {
      const auth = requireSession(request);
      return sendJson(reply, await service.open(auth, request.params.id));
    },
  );

  app.delete(
    '/projects/:id',
    projectRoute('Delete a project (its versions and photos go with it; the log keeps the deletion)', {
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      const auth = requireSession(request);
      const project = await service.editable(auth, request.params.id, false);
      await deleteProject(db, project.id, { who: who(auth), action: 'delete', detail: { des: project.des } });
      await photos.removeProject(project.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/projects/:id/clone',
    projectRoute('Copy a project: new id, same data, title with " (copy)", owned by the caller', {
      response: { 201: ProjectReply, 413: ErrorReply },
    }),
    async (request, reply) => {
      const auth = requireSession(request);
      const source = await service.readable(auth, request.params.id);
      await quota.assertRoom(request, auth, { copying: source.id, newProject: true });
      const des = `${source.des}${CLONE_SUFFIX}`;
      const data = { ...(source.data as Record<string, unknown>), des };
      const record = await insertProject(
        db,
        {
          data,
          des,
          status: source.status,
          customerCod: source.customerCod,
          isOffer: source.isOffer,
          shopId: auth.account.shop?.id ?? null,
          userId: auth.account.userId,
          sessionId: auth.account.userId === null ? auth.session.id : null,
        },
        { who: who(auth), action: 'clone', detail: { from: source.id, fromRevision: source.revision } },
      );
      return sendJson(reply.code(201), await service.replyJson(auth, record));
    },
  );

  app.get(
    '/projects',
    projectListRoute("List the caller's projects: filter by status, text, customer; paged", {
      description:
        "Sellers see their shop's projects, customers their own, guests their session's, administrators all.",
      querystring: ListQuery,
      response: { 200: ListReply },
    }),
    async (request) => {
      const auth = requireSession(request);
      const { page, pageSize, status, text, customer, sort } = request.query;
      const { items, total } = await listProjects(db, {
        where: readableWhere(auth),
        status: status || undefined,
        text: text || undefined,
        customer: customer || undefined,
        sort,
        page,
        pageSize,
      });
      return {
        items: items.map((item) => ({
          ...item,
          createdAt: item.createdAt.toISOString(),
          updatedAt: item.updatedAt.toISOString(),
        })),
        total,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/projects/:id/picture',
    projectRoute("The project's picture (img) as an image, for lists", {
      response: { 200: binaryReply(PICTURE_TYPES, 'The picture saved with the project') },
    }),
    async (request, reply) => {
      const auth = requireSession(request);
      const record = await service.readable(auth, request.params.id);
      // A stored picture's reference (issue 25) or, in older projects, an inline data URL.
      const picture =
        (await pictures.bytesOf((record.data as { img?: unknown }).img)) ?? pictureOf(record.data);
      if (!picture) throw notFound(PICTURE_MISSING, 'PICTURE_MISSING');
      return reply
        .type(picture.type)
        .header('cache-control', 'private, max-age=60')
        .header('x-content-type-options', 'nosniff')
        .send(picture.bytes);
    },
  );

  app.get(
    '/projects/:id/log',
    projectRoute('The project log: who changed what, when (newest first)', { response: { 200: LogReply } }),
    async (request) => {
      const auth = requireSession(request);
      await service.readable(auth, request.params.id);
      const entries = await projectLogOf(db, request.params.id);
      return { entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) };
    },
  );
};
