// /api/v1/projects/:id: versions (create, list, restore) and set status (status, shop, user, extra
// data). These change the stored project without a base revision from the client, so each one
// re-reads the project and retries its compare-and-set a few times before giving up with 409.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SELLER_LEVEL_THRESHOLD } from '../../core/project/status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession, requireUser, type AuthContext } from '../api/auth';
import { badRequest, conflict, forbidden, notFound } from '../api/errors';
import { errorReplies } from '../api/schemas';
import type { GuestQuota } from '../limits/quotas';
import { notifications, shops, users } from '../storage/schema';
import { who, type ProjectRecord } from './access';
import {
  createVersion,
  findVersion,
  keepAsVersion,
  listVersions,
  updateIfRevision,
  type LogEntry,
  type NewProject,
} from './repository';
import { ProjectReply, RestoreBody, StatusBody, VersionBody, VersionList } from './schemas';
import { projectRoute, projectsRoute } from './route-families';
import type { ProjectService } from './service';
import { parseProject } from './parse';
import { fieldsOf, statusOf } from './service';

const ATTEMPTS = 3;
const RESERVED_EXTRA = ['id', 'status', 'schemaVersion'];
/** Statuses that pass the project on as an order: its rows must be within their rules (issue 19). */
const ORDER_STATUSES = new Set(['awaitingOrder', 'ordered']);

export const VERSION_NOT_FOUND = 'Version not found';

const AssigneeReply = z.object({
  shops: z.array(z.object({ cod: z.string(), des: z.string(), users: z.array(z.string()) })),
});

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
    projectRoute('Create a named version: a snapshot of the current project', {
      body: VersionBody,
      response: { 201: VersionList.shape.versions.element, ...errorReplies(409, 413) },
    }),
    async (request, reply) => {
      const auth = requireSession(request);
      const project = await service.editable(auth, request.params.id);
      await quota.assertRoom(request, auth, { copying: project.id, newProject: false });
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
    projectRoute('The named versions, oldest first', { response: { 200: VersionList } }),
    async (request) => {
      const auth = requireSession(request);
      await service.readable(auth, request.params.id);
      const versions = await listVersions(db, request.params.id);
      return { versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })) };
    },
  );

  app.post(
    '/projects/:id/versions/restore',
    projectRoute("Restore a version by name: the project gets the version's data as a new revision", {
      description:
        'The state it replaces is kept as a version first, named keepAs (default: Before restoring "<name>"), ' +
        'with " (2)", " (3)" ... when that name is taken: a restore never loses work.',
      body: RestoreBody,
      response: { 200: ProjectReply, ...errorReplies(409, 422) },
    }),
    async (request) => {
      const auth = requireSession(request);
      const { name, keepAs } = request.body;
      let keptAs = '';
      const { after } = await change(
        service,
        auth,
        request.params.id,
        async (current) => {
          const version = await findVersion(db, current.id, name);
          if (!version) throw notFound(VERSION_NOT_FOUND, 'VERSION_NOT_FOUND');
          // The state being replaced is kept first, so the restore can be undone by restoring it.
          keptAs = await keepAsVersion(
            db,
            current.id,
            current.data,
            current.revision,
            keepAs ?? `Before restoring "${name}"`,
          );
          return fieldsOf(parseProject(version.data), current.isOffer, auth);
        },
        () => ({ who: who(auth), action: 'restore version', detail: { name, keptAs } }),
      );
      return service.reply(auth, after);
    },
  );

  // The assign dialog's choices: the shops and users this caller may hand a project to, by the same
  // rule as the moves below (own shop from seller level 4, every shop for administrators).
  app.get(
    '/assignees',
    projectsRoute('Shops and users the caller may assign projects to', { response: { 200: AssigneeReply } }),
    async (request) => {
      const auth = requireUser(request);
      if (auth.account.kind !== 'pro') {
        throw forbidden('Only shop staff may move a project to another shop or user', 'STAFF_ONLY');
      }
      if (!auth.account.admin && auth.account.sellerLevel < SELLER_LEVEL_THRESHOLD) {
        throw forbidden(MOVE_LEVEL_MESSAGE, 'MOVE_LEVEL');
      }
      const ownShop = auth.account.shop?.id ?? null;
      if (!auth.account.admin && ownShop === null) return { shops: [] };
      const rows = await service.db
        .select({ cod: shops.cod, des: shops.des, username: users.username })
        .from(shops)
        .leftJoin(users, and(eq(users.shopId, shops.id), eq(users.role, 'pro')))
        .where(auth.account.admin ? undefined : eq(shops.id, ownShop!))
        .orderBy(asc(shops.cod), asc(users.username));
      const byShop = new Map<string, { cod: string; des: string; users: string[] }>();
      for (const row of rows) {
        const shop = byShop.get(row.cod) ?? { cod: row.cod, des: row.des, users: [] };
        if (row.username) shop.users.push(row.username);
        byShop.set(row.cod, shop);
      }
      return { shops: [...byShop.values()] };
    },
  );

  app.post(
    '/projects/:id/status',
    projectRoute('Set status (and optionally shop, user, extra data); replies the merged project', {
      description: 'Shop and user reassignments are for shop staff. The owner is notified of the change.',
      body: StatusBody,
      response: { 200: ProjectReply, ...errorReplies(409, 422) },
    }),
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

      const { before, after } = await change(
        service,
        auth,
        request.params.id,
        async (current) => {
          const changes: Partial<NewProject> = { status };
          const targetShop = shopId ?? current.shopId;
          const userId = body.user ? await userOfShop(db, body.user, targetShop) : undefined;
          if (
            (shopId !== undefined && shopId !== current.shopId) ||
            (userId !== undefined && userId !== current.userId)
          )
            assertMayMove(auth, targetShop);
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

export const MOVE_LEVEL_MESSAGE = `Moving a project to another shop or user needs seller level ${SELLER_LEVEL_THRESHOLD} or higher`;
export const MOVE_SHOP_MESSAGE = 'A project can only be moved within your own shop';

/**
 * Moves stay in the caller's shop (administrators excepted) and need seller level 4 (spec 9's
 * threshold): a seller could hand any project to anyone, in any shop, before.
 */
function assertMayMove(auth: AuthContext, targetShop: number | null): void {
  if (auth.account.admin) return;
  if (auth.account.sellerLevel < SELLER_LEVEL_THRESHOLD) throw forbidden(MOVE_LEVEL_MESSAGE, 'MOVE_LEVEL');
  if (targetShop === null || targetShop !== auth.account.shop?.id)
    throw forbidden(MOVE_SHOP_MESSAGE, 'MOVE_OTHER_SHOP');
}

/** The user named `name` in the shop the project goes to: 403 when the name is only another shop's. */
async function userOfShop(db: ProjectService['db'], name: string, shopId: number | null): Promise<number> {
  const found = await db
    .select({ id: users.id, shopId: users.shopId })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${name})`);
  const inShop = found.find((user) => user.shopId !== null && user.shopId === shopId);
  if (inShop) return inShop.id;
  if (found.length)
    throw forbidden(
      `User "${name.slice(0, 40)}" is not a user of the project's shop`,
      'MOVE_OTHER_SHOP_USER',
    );
  throw badRequest(`Unknown user "${name.slice(0, 40)}"`, 'UNKNOWN_USER');
}

/**
 * The project's user hears of a status change made by someone else. The title is quoted only to staff
 * of the project's shop: a customer's notice names the project by number, so no title chosen outside
 * the customer's shop reaches them under the shop's name.
 */
async function notifyOwner(
  db: ProjectService['db'],
  auth: AuthContext,
  before: ProjectRecord,
  after: ProjectRecord,
) {
  if (after.userId === null || after.userId === auth.account.userId) return;
  if (before.status === after.status && before.userId === after.userId) return;
  const [recipient] = await db
    .select({ role: users.role, shopId: users.shopId })
    .from(users)
    .where(eq(users.id, after.userId));
  const quoted = recipient?.role === 'pro' && recipient.shopId !== null && recipient.shopId === after.shopId;
  const title = quoted && after.des ? ` "${after.des}"` : '';
  await db.insert(notifications).values({
    userId: after.userId,
    rowId: randomUUID(),
    text: `Project ${after.id}${title}: status ${before.status} → ${after.status} (by ${who(auth)})`,
  });
}
