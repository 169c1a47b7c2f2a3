// The export call (spec 7 'exportobjscenedownload'): expKey IGX or OBJ, jsonScene, and jsonData or
// _UID (a stored project the caller may open). The reply is a zip (spec 9 names: IGXfile.zip for
// IGX, dump.zip otherwise). See README.md for what each zip holds.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import { requireSession } from '../api/auth';
import { badRequest } from '../api/errors';
import { binaryReply, ErrorReply, storedInt } from '../api/schemas';
import { assertReadable } from '../projects/access';
import { findProject } from '../projects/repository';
import type { Database } from '../storage';
import { Scene, toWavefront } from './scene';
import { parseJsonText } from '../limits/json-text';

export const EXPORT_FILE_NAMES = { IGX: 'IGXfile.zip', OBJ: 'dump.zip' } as const;
/** The IGX interchange document inside IGXfile.zip. */
export const IGX_FORMAT = 'arredo-igx';
export const IGX_VERSION = 1;
export const EXPORT_BODY_LIMIT = 50 * 1024 * 1024;

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

function parsed(value: unknown, what: string): unknown {
  if (typeof value !== 'string') return value;
  return parseJsonText(value, what, () => badRequest(`${what} is not valid JSON`, 'INVALID_EXPORT'));
}

function sceneOf(value: unknown): Scene {
  const result = Scene.safeParse(parsed(value, 'jsonScene'));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const at = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  throw badRequest(`Invalid jsonScene: ${issue?.message ?? 'not a scene'}${at}`, 'INVALID_SCENE');
}

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

export const exportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/exports/scene',
    {
      bodyLimit: EXPORT_BODY_LIMIT,
      schema: {
        tags: ['exports'],
        summary: "Export 'exportobjscenedownload': the scene as a zip (IGX interchange or Wavefront OBJ)",
        body: ExportBody,
        response: {
          200: binaryReply(
            ['application/zip'],
            'The zip, as an attachment: IGXfile.zip (IGX) or dump.zip (OBJ)',
          ),
          400: ErrorReply,
          401: ErrorReply,
          403: ErrorReply,
          404: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      const body = request.body;
      const scene = sceneOf(body.jsonScene);
      let data: unknown = body.jsonData === undefined ? undefined : parsed(body.jsonData, 'jsonData');
      if (data === undefined && body._UID !== undefined) {
        const record = assertReadable(auth, await findProject(db, body._UID));
        data = { ...(record.data as Record<string, unknown>), id: record.id, status: record.status };
      }
      const files: Record<string, Uint8Array> = {};
      if (body.expKey === 'IGX') {
        files['scene.igx.json'] = json({
          format: IGX_FORMAT,
          version: IGX_VERSION,
          scene,
          data: data ?? null,
        });
      } else {
        const { obj, mtl } = toWavefront(scene);
        files['scene.obj'] = strToU8(obj);
        files['scene.mtl'] = strToU8(mtl);
        if (data !== undefined) files['project.json'] = json(data);
      }
      const fileName = EXPORT_FILE_NAMES[body.expKey];
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zipSync(files, { level: 6 })));
    },
  );
};
