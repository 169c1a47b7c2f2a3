// GET /api/v1/walls: the wall types a new room is built from (spec 7), any session.
import { resolve } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeLanguage } from '../../core/locale/languages';
import { DEFAULT_WALL_HEIGHT } from '../../core/room';
import { requireSession } from '../api/auth';
import { errorReplies } from '../api/schemas';
import { defaultPaths } from '../paths';
import { localisedWalls, readWallCatalog, type WallCatalogFile } from './catalog';

export { localisedWalls, readWallCatalog } from './catalog';

export const WallsReply = z
  .object({
    defaultHeight: z.number().describe('Wall height when a type gives none (spec 9: 2700 mm)'),
    walls: z.array(
      z.object({
        cod: z.string(),
        des: z.string(),
        thickness: z.number().describe('mm'),
        height: z.number().describe('mm'),
        material: z.string(),
      }),
    ),
  })
  .meta({ id: 'WallCatalog' });

export const wallRoutes: FastifyPluginAsyncZod<{ resourcesDir?: string }> = async (app, options) => {
  const file = resolve(options.resourcesDir ?? defaultPaths().resourcesDir, 'walls.json');
  // Read once: a broken file fails the start (and its test), not a room creation later.
  const catalog: WallCatalogFile = await readWallCatalog(file);

  app.get(
    '/walls',
    {
      schema: {
        tags: ['rooms'],
        summary: 'The wall catalogue for room creation (thickness, height, material, localised des)',
        querystring: z.object({
          lang: z.string().trim().max(35).optional().describe("Description language; default the caller's"),
        }),
        response: { 200: WallsReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      const auth = requireSession(request);
      const language = normalizeLanguage(request.query.lang || auth.account.language);
      return { defaultHeight: DEFAULT_WALL_HEIGHT, walls: localisedWalls(catalog, language) };
    },
  );
};
