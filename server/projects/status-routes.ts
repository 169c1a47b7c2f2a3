// /api/v1/projects/:id: versions (create, list, restore) and set status (status, shop, user, extra
// data). These change the stored project without a base revision from the client, so each one
// re-reads the project and retries its compare-and-set a few times before giving up with 409.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession, requireUser, type AuthContext } from '../api/auth';
import { badRequest, conflict, forbidden, notFound } from '../api/errors';
import { ErrorReply } from '../api/schemas';
import type { GuestQuota } from '../limits/quotas';
import { notifications, shops, users } from '../storage/schema';
import { who, type ProjectRecord } from './access';
import {
  createVersion,
  findVersion,
  listVersions,
  updateIfRevision,
  type LogEntry,
  type NewProject,
} from './repository';
import { errors, ProjectId, ProjectReply, StatusBody, VersionBody, VersionList } from './schemas';
import type { ProjectService } from './service';
import { fieldsOf, parseProject, statusOf } from './service';

const ATTEMPTS = 3;
const RESERVED_EXTRA = ['id', 'status', 'schemaVersion'];
/** Statuses that pass the project on as an order: its rows must be within their rules (issue 19). */
const ORDER_STATUSES = new Set(['awaitingOrder', 'ordered']);

export const VERSION_NOT_FOUND = 'Version not found';

/** Applies `changesFor(current)` with a compare-and-set, re-reading the project when another change won. */
async function change(
  service: ProjectService,
  auth: AuthContext,
  id: number,
  changesFor: (current: ProjectRecord) => Promise<Partial<NewProject>>,
  entryFor: (current: ProjectRecord) => LogEntry,
): Promise<{ before: ProjectRecord; after: ProjectRecord }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const before = await service.editable(auth, id);
    const after = await updateIfRevision(
      service.db,
      id,
      before.revision,
      await changesFor(before),
      entryFor(before),
    );
    if (after) return { before, after };
  }
  throw conflict('The project keeps changing: try again', 'BUSY');
}

export const projectStatusRoutes: FastifyPluginAsyncZod<{
  service: ProjectService;
  quota: GuestQuota;
}> = async (app, { service, quota }) => {
  const db = service.db;

  app.post(
    '/projects/:id/versions',
    {
      schema: {
        tags: ['projects'],
        summary: 'Create a named version: a snapshot of the current project',
        params: ProjectId,
        body: VersionBody,
        response: { 201: VersionList.shape.versions.element, ...errors, 409: ErrorReply, 413: ErrorReply },
      },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      const project = await service.editable(auth, request.params.id);
      await quota.assertRoom(auth, { copying: project.id, newProject: false });
      const { name } = request.body;
      const created = await createVersion(db, project, name, {
        who: who(auth),
        action: 'create version',
        detail: { name, revision: project.revision },
      });
      if (!created) throw conflict(`A version named "${name}" already exists`, 'VERSION_EXISTS');
      const version = await findVersion(db, project.id, name);
      return reply
        .code(201)
        .send({ name, revision: project.revision, createdAt: version!.createdAt.toISOString() });
    },
  );

  app.get(
    '/projects/:id/versions',
    {
      schema: {
        tags: ['projects'],
        summary: 'The named versions, oldest first',
        params: ProjectId,
        response: { 200: VersionList, ...errors },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      await service.readable(auth, request.params.id);
      const versions = await listVersions(db, request.params.id);
      return { versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })) };
    },
  );

  app.post(
    '/projects/:id/versions/restore',
    {
      schema: {
        tags: ['projects'],
        summary: "Restore a version by name: the project gets the version's data as a new revision",
        params: ProjectId,
        body: VersionBody,
        response: { 200: ProjectReply, ...errors, 409: ErrorReply, 422: ErrorReply },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      const { name } = request.body;
      const { after } = await change(
        service,
        auth,
        request.params.id,
        async (current) => {
          const version = await findVersion(db, current.id, name);
          if (!version) throw notFound(VERSION_NOT_FOUND, 'VERSION_NOT_FOUND');
          return fieldsOf(parseProject(version.data), current.isOffer, auth);
        },
        () => ({ who: who(auth), action: 'restore version', detail: { name } }),
      );
      return service.reply(auth, after);
    },
  );

  app.post(
    '/projects/:id/status',
    {
      schema: {
        tags: ['projects'],
        summary: 'Set status (and optionally shop, user, extra data); replies the merged project',
        description: 'Shop and user reassignments are for shop staff. The owner is notified of the change.',
        params: ProjectId,
        body: StatusBody,
        response: { 200: ProjectReply, ...errors, 409: ErrorReply, 422: ErrorReply },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      const body = request.body;
      const status = statusOf(body.status);
      if ((body.shop || body.user) && auth.account.kind !== 'pro') {
        throw forbidden('Only shop staff may move a project to another shop or user', 'STAFF_ONLY');
      }
      const reserved = Object.keys(body.extra ?? {}).filter((key) => RESERVED_EXTRA.includes(key));
      if (reserved.length)
        throw badRequest(`Extra data may not set ${reserved.join(', ')}`, 'RESERVED_FIELD');
      const shopId = body.shop ? await idOf(db, 'shop', body.shop) : undefined;
      const userId = body.user ? await idOf(db, 'user', body.user) : undefined;

      const { before, after } = await change(
        service,
        auth,
        request.params.id,
        async (current) => {
          const changes: Partial<NewProject> = { status };
          if (shopId !== undefined) changes.shopId = shopId;
          if (userId !== undefined) changes.userId = userId;
          const merged = body.extra
            ? parseProject({ ...(current.data as Record<string, unknown>), ...body.extra })
            : null;
          if (merged) Object.assign(changes, fieldsOf(merged, current.isOffer, auth));
          if (ORDER_STATUSES.has(status)) await service.assertOrderable(auth, merged ?? current.data);
          return changes;
        },
        (current) => ({
          who: who(auth),
          action: 'set status',
          detail: {
            from: current.status,
            to: status,
            ...(body.shop ? { shop: body.shop } : {}),
            ...(body.user ? { user: body.user } : {}),
          },
        }),
      );
      await notifyOwner(db, auth, before, after);
      return service.reply(auth, after);
    },
  );
};

async function idOf(db: ProjectService['db'], kind: 'shop' | 'user', name: string): Promise<number> {
  const table = kind === 'shop' ? shops : users;
  const column = kind === 'shop' ? shops.cod : users.username;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${column}) = lower(${name})`);
  if (!row)
    throw badRequest(
      `Unknown ${kind} "${name.slice(0, 40)}"`,
      kind === 'shop' ? 'UNKNOWN_SHOP' : 'UNKNOWN_USER',
    );
  return row.id;
}

/** The project's user hears of a status change made by someone else. */
async function notifyOwner(
  db: ProjectService['db'],
  auth: AuthContext,
  before: ProjectRecord,
  after: ProjectRecord,
) {
  if (after.userId === null || after.userId === auth.account.userId) return;
  if (before.status === after.status && before.userId === after.userId) return;
  const title = after.des ? ` "${after.des}"` : '';
  await db.insert(notifications).values({
    userId: after.userId,
    rowId: randomUUID(),
    text: `Project ${after.id}${title}: status ${before.status} → ${after.status} (by ${who(auth)})`,
  });
}
