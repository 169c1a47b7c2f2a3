// The export call (spec 7 'exportobjscenedownload'): expKey IGX or OBJ, jsonScene, and jsonData or
// _UID (a stored project the caller may open). The reply is a zip (spec 9 names: IGXfile.zip for
// IGX, dump.zip otherwise). See README.md for what each zip holds. The zip is built on a worker thread
// (scene-zip.ts through server/offload): a 48 MB scene held the event loop for 6.6 s.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../api/auth';
import { binaryReply, errorReplies, storedInt } from '../api/schemas';
import { offloadPoolOf } from '../limits/install';
import { jobCaller } from '../offload/pool';
import { assertReadable } from '../projects/access';
import { findProject } from '../projects/repository';
import type { Database } from '../storage';

export { IGX_FORMAT, IGX_VERSION } from './scene-zip';

export const EXPORT_FILE_NAMES = { IGX: 'IGXfile.zip', OBJ: 'dump.zip' } as const;
/** A furnished room's scene is a few MB; MAX_VERTICES (scene.ts) of them is about 40 MB of JSON. */
export const EXPORT_BODY_LIMIT = 50 * 1024 * 1024;
/** Spec-free choice: 20 exports per minute per session; a user exports a scene now and then. */
export const DEFAULT_EXPORT_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

const jsonValue = (what: string) => z.unknown().describe(`${what}: an object, or its JSON text`);

export const ExportBody = z
  .object({
    expKey: z
      .string({ error: 'Missing expKey: IGX or OBJ' })
      .trim()
      .transform((key) => key.toUpperCase())
      .pipe(z.enum(['IGX', 'OBJ'], { error: 'expKey must be IGX or OBJ' })),
    jsonScene: jsonValue('The scene (meshes with vertices, faces and material colour)'),
    jsonData: jsonValue('The project data').optional(),
    _UID: storedInt('Missing id project (_UID)', { coerce: true })
      .optional()
      .describe('Id of a stored project, used without jsonData'),
  })
  .meta({ id: 'ExportRequest' });

export interface ExportRoutesOptions {
  db: Database;
  /** Exports allowed per session (or address) and time window. */
  exportRateLimit?: { max: number; timeWindowMs: number };
}

export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (
  app,
  { db, exportRateLimit },
) => {
  const pool = offloadPoolOf(app);
  const limit = exportRateLimit ?? DEFAULT_EXPORT_RATE_LIMIT;
  app.post(
    '/exports/scene',
    {
      bodyLimit: EXPORT_BODY_LIMIT,
      // Refused before the 50 MB body is read when the pool or the caller's share of it is full.
      onRequest: async (request) => {
        if (request.auth) pool.refuseEarly(jobCaller(request.auth, request.ip), 'Scene export');
      },
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          hook: 'onRequest' as const,
          keyGenerator: (request: FastifyRequest) => request.auth?.session.id ?? request.ip,
        },
      },
      schema: {
        tags: ['exports'],
        summary: "Export 'exportobjscenedownload': the scene as a zip (IGX interchange or Wavefront OBJ)",
        body: ExportBody,
        response: {
          200: binaryReply(
            ['application/zip'],
            'The zip, as an attachment: IGXfile.zip (IGX) or dump.zip (OBJ)',
          ),
          ...errorReplies(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      const body = request.body;
      let data: unknown = body.jsonData;
      if (data === undefined && body._UID !== undefined) {
        const record = assertReadable(auth, await findProject(db, body._UID));
        data = { ...(record.data as Record<string, unknown>), id: record.id, status: record.status };
      }
      const zip = await pool.run(
        'sceneZip',
        { expKey: body.expKey, jsonScene: body.jsonScene, data },
        jobCaller(auth, request.ip),
        'Scene export',
      );
      const fileName = EXPORT_FILE_NAMES[body.expKey];
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
};
