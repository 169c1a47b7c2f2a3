// Stored pictures (issue 25): the browser stores a rendered picture once and saves its reference.
// Reading needs no session: the id is 128 random bits (or the hash-found id of bytes the caller
// already holds), and <img> elements cannot send the bearer token. Content never changes under an
// id, so it is cached as immutable.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../api/auth';
import { notFound } from '../api/errors';
import { binaryReply, ErrorReply, errorReplies } from '../api/schemas';
import { pictureReference } from '../../core/project';
import type { Database } from '../storage';
import { FILE_LIMITS } from './file-store';
import { PICTURE_MEDIA_TYPES, PictureStore } from './pictures';
import { IMMUTABLE } from '../static-assets';

export interface PictureRoutesOptions {
  db: Database;
}

const PictureId = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });

export const pictureRoutes: FastifyPluginAsyncZod<PictureRoutesOptions> = async (app, options) => {
  const pictures = new PictureStore(options.db);
  app.addContentTypeParser(
    [...PICTURE_MEDIA_TYPES],
    { parseAs: 'buffer', bodyLimit: FILE_LIMITS.picture },
    (_r, body, done) => done(null, body),
  );

  app.post(
    '/pictures',
    {
      schema: {
        tags: ['pictures'],
        summary: 'Store a picture (the image bytes as the body); the same bytes give the same reference',
        response: {
          201: z.object({ id: z.string(), url: z.string() }),
          ...errorReplies(400, 401, 413, 415),
        },
      },
    },
    async (request, reply) => {
      requireSession(request);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const id = await pictures.store(body);
      return reply.code(201).send({ id, url: pictureReference(id) });
    },
  );

  app.get(
    '/pictures/:id',
    {
      schema: {
        tags: ['pictures'],
        summary: 'A stored picture',
        params: PictureId,
        response: { 200: binaryReply(PICTURE_MEDIA_TYPES, 'The picture'), 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const info = await pictures.files.info(request.params.id);
      if (!info || info.kind !== 'picture') throw notFound('Picture not found', 'PICTURE_NOT_FOUND');
      return reply
        .type(info.mediaType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-length', info.size)
        .send(pictures.files.stream(info.id) as unknown as Uint8Array);
    },
  );
};
