// Share links of a project (spec 2 arWebView, the QR dialog): issue and revoke with a session, read
// with the link's token and no session at all (a customer's phone that scans the code).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../api/auth';
import { forbidden, notFound } from '../api/errors';
import { ErrorReply, errorReplies } from '../api/schemas';
import type { CatalogStore } from '../catalog/store';
import { who } from './access';
import { findProject } from './repository';
import { ProjectId } from './schemas';
import { projectRoute } from './route-families';
import type { ProjectService } from './service';
import { checkShareLink, issueShareLink, revokeShareLinks, SHARE_LINK_TTL_MS } from './share-links';
import { sceneCatalogCodes, sceneDocumentOf, withoutPrices } from './share-scene';

/** The header that carries a share token (kept out of the API's URLs, and so out of access logs). */
export const SHARE_TOKEN_HEADER = 'x-share-token';
export const SHARE_LINK_INVALID = 'This share link is not valid: ask for a new one';
export const SHARE_LINK_EXPIRED = 'This share link has expired: ask for a new one';
/** Spec-free choice: a session issues at most 30 links a minute (each dialog opening makes one). */
export const DEFAULT_SHARE_ISSUE_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };

/** The page a link opens (spec 2 route arWebView), relative to the app's origin. */
export const sharePagePath = (projectId: number, token: string) =>
  `/arwebView/${projectId}?share=${encodeURIComponent(token)}`;

const ShareLinkReply = z
  .object({
    projectId: z.number().int(),
    token: z.string().describe(`The read-only token; sent back in the ${SHARE_TOKEN_HEADER} header`),
    path: z.string().describe('The AR page with the token: /arwebView/{id}?share={token}'),
    expiresAt: z.string().describe('ISO time after which the link no longer opens the project'),
  })
  .meta({ id: 'ShareLink' });

const SharedSceneReply = z
  .object({
    id: z.number().int(),
    expiresAt: z.string(),
    project: z
      .record(z.string(), z.unknown())
      .describe('The project reduced to its scene: schemaVersion, id, des, envWall, rows (no prices)'),
    catalogs: z
      .array(z.object({ catalog: z.string(), document: z.record(z.string(), z.unknown()) }))
      .describe("The rows' catalogue documents, without price lists"),
  })
  .meta({ id: 'SharedScene' });

const ShareHeaders = z.object({
  [SHARE_TOKEN_HEADER]: z
    .string({ error: `Missing share token (${SHARE_TOKEN_HEADER} header)` })
    .min(1, `Missing share token (${SHARE_TOKEN_HEADER} header)`)
    .max(200, 'The share token is too long'),
});

export interface ShareRoutesOptions {
  service: ProjectService;
  catalogs: CatalogStore;
  /** Reads with a token, per client address: as the guest-reachable routes (DEFAULT_GUEST_RATE_LIMIT). */
  readRateLimit: { max: number; timeWindowMs: number };
  issueRateLimit?: { max: number; timeWindowMs: number };
}

export const shareRoutes: FastifyPluginAsyncZod<ShareRoutesOptions> = async (app, options) => {
  const { service, catalogs, readRateLimit } = options;
  const issueLimit = options.issueRateLimit ?? DEFAULT_SHARE_ISSUE_RATE_LIMIT;
  const db = service.db;

  app.post(
    '/projects/:id/share-links',
    {
      config: {
        rateLimit: {
          max: issueLimit.max,
          timeWindow: issueLimit.timeWindowMs,
          keyGenerator: (request: FastifyRequest) => request.auth?.session.id ?? request.ip,
        },
      },
      ...projectRoute('Issue a read-only share link of a project the caller may open (the AR page QR code)', {
        description:
          `The link opens /arwebView/{id} with no session for ${SHARE_LINK_TTL_MS / 86_400_000} days, ` +
          'showing the furniture and the room only (no prices, customer data or notes). ' +
          'Only its SHA-256 is stored: the token is shown once, here.',
        response: { 201: ShareLinkReply, 429: ErrorReply },
      }),
    },
    async (request, reply) => {
      const auth = requireSession(request);
      const project = await service.readable(auth, request.params.id, false);
      const { token, expiresAt } = await issueShareLink(db, { projectId: project.id, createdBy: who(auth) });
      return reply.code(201).send({
        projectId: project.id,
        token,
        path: sharePagePath(project.id, token),
        expiresAt: expiresAt.toISOString(),
      });
    },
  );

  app.delete(
    '/projects/:id/share-links',
    projectRoute('Revoke every live share link of a project (needs the right to change it)', {
      response: { 200: z.object({ revoked: z.number().int() }) },
    }),
    async (request) => {
      const auth = requireSession(request);
      const project = await service.editable(auth, request.params.id, false);
      return { revoked: await revokeShareLinks(db, project.id) };
    },
  );

  app.get(
    '/shared/projects/:id',
    {
      config: {
        rateLimit: { max: readRateLimit.max, timeWindow: readRateLimit.timeWindowMs, hook: 'onRequest' },
      },
      schema: {
        tags: ['projects'],
        summary: 'Read a shared project scene with its share token, without a session',
        description:
          "A forged, revoked or other project's token answers 404 SHARE_LINK_INVALID, like an unknown " +
          'project; an expired link of this project answers 403 SHARE_LINK_EXPIRED.',
        security: [],
        params: ProjectId,
        headers: ShareHeaders,
        response: {
          200: SharedSceneReply,
          ...errorReplies(400, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const check = await checkShareLink(db, id, request.headers[SHARE_TOKEN_HEADER]);
      if (!check.ok && check.reason === 'expired') throw forbidden(SHARE_LINK_EXPIRED, 'SHARE_LINK_EXPIRED');
      const record = check.ok ? await findProject(db, id) : undefined;
      // The cascade deletes a deleted project's links, so a missing record is a race: same answer.
      if (!check.ok || !record) throw notFound(SHARE_LINK_INVALID, 'SHARE_LINK_INVALID');
      const project = sceneDocumentOf(record.data, record.id);
      const documents = await Promise.all(sceneCatalogCodes(project).map((cod) => catalogs.find(cod)));
      // The link may be revoked at any time: nobody keeps a copy.
      void reply.header('cache-control', 'no-store');
      return {
        id: record.id,
        expiresAt: check.expiresAt.toISOString(),
        project,
        catalogs: documents.flatMap((stored) =>
          stored ? [{ catalog: stored.cod, document: withoutPrices(stored.document) }] : [],
        ),
      };
    },
  );
};
