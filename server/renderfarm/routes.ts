// /api/v1/renderfarm: submit renders, list the caller's jobs (ETag: the job view polls cheaply),
// read, cancel, retry and delete a job, download its pictures. Professionals only (spec 2 /renderfarm);
// a job is seen by its owner and the staff of the owner's shop, and is a 404 to anyone else.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Account } from '../accounts/accounts';
import { requireUser } from '../api/auth';
import { ApiError, forbidden, notFound } from '../api/errors';
import { binaryReply, ErrorReply, errorReplies } from '../api/schemas';
import { attachmentDisposition } from '../files/disposition';
import { installFarmCors } from '../security/cors';
import type { Database } from '../storage';
import { handoffRoutes } from './handoff';
import { jobReply, type ListedJob, type RenderFarm } from './jobs';
import { RENDER_BODY_LIMIT, RenderJobId, RenderJobList, RenderJobReply, RenderRequest } from './schemas';

export interface RenderFarmRoutesOptions {
  /** Where the hand-off keeps its narrow tokens (farm-tokens.ts). */
  db: Database;
  /** Absent: this server runs no render farm (every call answers 503). */
  farm: RenderFarm | null;
}

const errors = errorReplies(400, 401, 403, 404, 503);

function professional(request: FastifyRequest): Account & { userId: number } {
  const auth = requireUser(request);
  if (auth.account.kind !== 'pro') throw forbidden('The render farm is for professionals', 'NOT_PRO');
  return auth.account;
}

/**
 * Content-Disposition for a picture named after its job (RFC 6266): the name reduced to what file
 * systems and headers take (server/files/disposition.ts writes the header).
 */
export function pictureDisposition(name: string, ext: string): string {
  const safe =
    name
      .split(/[/\\]/)
      .pop()!
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f"'`<>:|?*;%]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/^[.\s]+|[.\s]+$/g, '')
      .slice(0, 100) || 'render';
  return attachmentDisposition(`${safe}.${ext}`);
}

const unknownJob = () => notFound('Unknown render job', 'RENDER_JOB_NOT_FOUND');

const formats = {
  png: { kind: 'png', type: 'image/png', ext: 'png' },
  jpg: { kind: 'jpeg', type: 'image/jpeg', ext: 'jpg' },
  thumb: { kind: 'thumb', type: 'image/jpeg', ext: 'jpg' },
} as const;

/** Registered under /api/v1 with the prefix /renderfarm: the CORS below covers these routes only. */
export const renderFarmRoutes: FastifyPluginAsyncZod<RenderFarmRoutesOptions> = async (app, options) => {
  // A farm of its own serves an app on another origin (its configured `sites`): server/security/cors.ts.
  await installFarmCors(app, app.sitePolicy);
  // Its session for an app whose cross-site calls do not carry the farm's cookie (handoff.ts).
  await app.register(handoffRoutes, { db: options.db });
  const running = (): RenderFarm => {
    if (!options.farm)
      throw new ApiError(503, 'The render farm is not running on this server', 'NO_RENDER_FARM');
    return options.farm;
  };
  const visibleJob = async (request: FastifyRequest, id: string): Promise<ListedJob> => {
    const job = await running().visible(professional(request), id);
    if (!job) throw unknownJob();
    return job;
  };

  app.post(
    '/jobs',
    {
      bodyLimit: RENDER_BODY_LIMIT,
      schema: { body: RenderRequest, response: { 201: RenderJobReply, ...errors } },
    },
    async (request, reply) => {
      const caller = professional(request);
      const farm = running();
      // A project of another server (an app whose farm this is) or of someone else: not this job's.
      const { projectId } = request.body;
      if (projectId !== undefined && !(await farm.projectReadable(requireUser(request), projectId))) {
        throw notFound(`Project ${projectId} not found on the render farm`, 'PROJECT_NOT_FOUND');
      }
      const id = await farm.submit(caller, request.body);
      const job = await farm.visible(caller, id);
      return reply.code(201).send(jobReply(job!, caller));
    },
  );

  app.get(
    '/jobs',
    { schema: { response: { 200: RenderJobList, ...errors } } },
    async (request, reply: FastifyReply) => {
      const caller = professional(request);
      const { rows, etag } = await running().list(caller);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return { jobs: rows.map((row) => jobReply(row, caller)) };
    },
  );

  app.get(
    '/jobs/:id',
    { schema: { params: RenderJobId, response: { 200: RenderJobReply, ...errors } } },
    async (request) => jobReply(await visibleJob(request, request.params.id), request.auth!.account),
  );

  app.get(
    '/jobs/:id/image.:format',
    {
      schema: {
        params: RenderJobId.extend({ format: z.enum(['png', 'jpg', 'thumb']) }),
        response: { 200: binaryReply(['image/png', 'image/jpeg'], 'The picture'), ...errors },
      },
    },
    async (request, reply) => {
      const caller = professional(request);
      const format = formats[request.params.format];
      const found = await running().image(caller, request.params.id, format.kind);
      if (!found) throw unknownJob();
      reply.header('content-type', format.type).header('cache-control', 'private, max-age=3600');
      if (format.kind !== 'thumb') {
        reply.header('content-disposition', pictureDisposition(found.row.name, format.ext));
      }
      return reply.send(found.bytes);
    },
  );

  // Cancel and retry move a job on from the states they take it from; from any other they are a 409.
  const moves = [
    ['cancel', 'This render has already ended', 'RENDER_JOB_ENDED'],
    ['retry', 'Only a failed or cancelled render can be tried again', 'RENDER_JOB_NOT_ENDED'],
  ] as const;
  for (const [move, refusal, code] of moves) {
    app.post(
      `/jobs/:id/${move}`,
      { schema: { params: RenderJobId, response: { 200: RenderJobReply, ...errors, 409: ErrorReply } } },
      async (request) => {
        await visibleJob(request, request.params.id);
        if (!(await running()[move](request.params.id))) throw new ApiError(409, refusal, code);
        return jobReply(await visibleJob(request, request.params.id), request.auth!.account);
      },
    );
  }

  app.delete(
    '/jobs/:id',
    { schema: { params: RenderJobId, response: { 204: z.null().describe('Deleted'), ...errors } } },
    async (request, reply) => {
      await visibleJob(request, request.params.id);
      await running().remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};
