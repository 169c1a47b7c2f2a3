// Photo upload (spec 7: files plus project id, multipart) and the photo-match image (GET as a blob).
import fastifyMultipart from '@fastify/multipart';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_DUPLICATE_CODE, PhotoUploadReply } from '../../core/project/sessionReplies';
import type { FastifyRequest } from 'fastify';
import { requireSession, type AuthContext } from '../api/auth';
import { ApiError, badRequest, errorBody, notFound } from '../api/errors';
import { routeFamily } from '../api/route-schema';
import { binaryReply, ErrorReply, errorReplies } from '../api/schemas';
import { files, projectLog, uploads } from '../storage/schema';
import { assertReadable, who } from './access';
import { findProject } from './repository';
import {
  cleanFileName,
  imageSize,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_MEDIA_TYPES,
  photoType,
  ROW_PHOTO_SIZE,
  type PhotoStore,
  type PhotoType,
} from './photo-store';
import { errors, PhotoId, ProjectId } from './schemas';
import type { ProjectService } from './service';
import {
  bodyBytes,
  DEFAULT_PHOTO_UPLOAD_LIMITS,
  type GuestQuota,
  type PhotoUploadLimits,
} from '../limits/quotas';
import { tooMany } from '../limits/counters';
import { SharedWindowCounter } from '../limits/shared-store';

export const PHOTO_TYPE_MESSAGE = 'Photos must be JPEG, PNG or WebP images';
export const PHOTO_NOT_FOUND = 'Missing image';

export const photoUrl = (id: number) => `/api/v1/photos/${id}`;

export const PHOTO_RATE_CODE = 'PHOTO_RATE_LIMIT';

/** 409 E05: the row already has these very bytes; the reply carries the stored match to use. */
const DuplicateReply = ErrorReply.extend({
  photo: z.object({ urlpic: z.string(), fileName: z.string(), row: z.string().optional() }),
}).meta({ id: 'PhotoDuplicate' });

const photoRoute = routeFamily({ tags: ['photos'] }, errors);
const ROW_ID = /^[\w.:-]{1,64}$/;

const unprocessable = (message: string, code: string) => new ApiError(422, message, code);

/** The uniqueids of a stored project's rows, as text (rows come with numeric or text ids). */
function rowIdsOf(data: unknown): Set<string> {
  const rows = (data as { rows?: unknown } | null)?.rows;
  return new Set(
    (Array.isArray(rows) ? rows : [])
      .map((row) => (row as { uniqueid?: unknown } | null)?.uniqueid)
      .filter((id) => typeof id === 'string' || typeof id === 'number')
      .map(String),
  );
}

export const photoRoutes: FastifyPluginAsyncZod<{
  service: ProjectService;
  photos: PhotoStore;
  quota: GuestQuota;
  limits?: PhotoUploadLimits;
}> = async (app, { service, photos, quota, limits = DEFAULT_PHOTO_UPLOAD_LIMITS }) => {
  const db = service.db;
  // Counted in the database: the limits hold however many server processes take the uploads.
  const bySession = new SharedWindowCounter(db, 'photo-session', limits.perSession);
  const byAddress = new SharedWindowCounter(db, 'photo-address', limits.perGuestAddress);
  /** Counts the upload first (refused ones too), then refuses it over either limit. */
  const countUpload = async (request: FastifyRequest, auth: AuthContext) => {
    const guest = auth.account.userId === null;
    const wait = Math.max(
      await bySession.hit(auth.account.userId === null ? auth.session.id : `user:${auth.account.userId}`),
      guest ? await byAddress.hit(request.ip) : 0,
    );
    if (wait === 0) return;
    throw tooMany('Too many photo uploads; wait a minute and try again', PHOTO_RATE_CODE, wait);
  };
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS_PER_UPLOAD, fields: 10, parts: 20 },
  });

  app.post(
    '/projects/:id/photos',
    photoRoute('Upload photos of a project (multipart/form-data, one or more files)', {
      description: `JPEG, PNG or WebP (told by content), at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB each and ${MAX_PHOTOS_PER_UPLOAD} per call. Replies the first photo match and all of them. A field \`row\` (sent before the file) makes it the photo of that project row (spec 4 photo flow): one file, at most ${ROW_PHOTO_SIZE} x ${ROW_PHOTO_SIZE} pixels, the row in the stored project (422 otherwise). The same bytes again for the same row: 409 with code E05 and the stored match in \`photo\`.`,
      params: ProjectId,
      consumes: ['multipart/form-data'],
      response: { 201: PhotoUploadReply, 409: DuplicateReply, ...errorReplies(413, 415, 422, 429) },
    }),
    async (request, reply) => {
      const auth = requireSession(request);
      await countUpload(request, auth);
      const project = await service.editable(auth, request.params.id, true);
      if (!request.isMultipart())
        throw new ApiError(415, 'Expected multipart/form-data with the photo files', 'NOT_MULTIPART');
      // Before a part is read: a guest's upload counts toward the guest quotas at its full size (the
      // body's length; without one, the most the parts may hold).
      await quota.assertRoom(request, auth, {
        adding: bodyBytes(request) || MAX_PHOTO_BYTES * MAX_PHOTOS_PER_UPLOAD,
        newProject: false,
      });

      // Everything is read and checked before anything is stored: one bad file stores none.
      const received: { bytes: Buffer; type: PhotoType; fileName: string }[] = [];
      let row: string | null = null;
      for await (const part of request.parts()) {
        if (part.type !== 'file') {
          if (part.fieldname !== 'row') continue;
          const value = typeof part.value === 'string' ? part.value.trim() : '';
          if (row !== null || received.length)
            throw unprocessable('Send one row field, before the photo file', 'PHOTO_ROW_FIELD');
          if (!ROW_ID.test(value))
            throw unprocessable(
              'The row field must be a row id (1 to 64 letters, digits, . : _ -)',
              'PHOTO_ROW_FIELD',
            );
          if (!rowIdsOf(project.data).has(value))
            throw unprocessable(
              `This project has no row ${value}; save the project first`,
              'PHOTO_ROW_UNKNOWN',
            );
          row = value;
          continue;
        }
        const bytes = await part.toBuffer();
        const type = photoType(bytes);
        if (!type)
          throw new ApiError(
            415,
            `${PHOTO_TYPE_MESSAGE} (${cleanFileName(part.filename, 'bin')})`,
            'PHOTO_TYPE',
          );
        received.push({ bytes, type, fileName: cleanFileName(part.filename, type.ext) });
      }
      if (!received.length) throw badRequest('No photo file in the upload', 'NO_FILE');
      if (row !== null) {
        if (received.length > 1)
          throw unprocessable('A row photo is one file; send the others without a row', 'PHOTO_ROW_FILES');
        const size = imageSize(received[0]!.bytes);
        if (!size || size.width > ROW_PHOTO_SIZE || size.height > ROW_PHOTO_SIZE)
          throw unprocessable(
            `A row photo is at most ${ROW_PHOTO_SIZE} x ${ROW_PHOTO_SIZE} pixels` +
              (size ? ` (this one is ${size.width} x ${size.height})` : ' (its size could not be read)'),
            'PHOTO_ROW_SIZE',
          );
        const sha = createHash('sha256').update(received[0]!.bytes).digest('hex');
        const [same] = await db
          .select({ id: uploads.id, fileName: uploads.fileName })
          .from(uploads)
          .innerJoin(files, eq(files.id, uploads.path))
          .where(and(eq(uploads.projectId, project.id), eq(uploads.rowId, row), eq(files.sha256, sha)))
          .limit(1);
        if (same) {
          const photo = { urlpic: photoUrl(same.id), fileName: same.fileName, row };
          return reply.code(409).send({
            ...errorBody(
              409,
              'This row already has this photo; the stored one is used',
              PHOTO_DUPLICATE_CODE,
            ),
            photo,
          });
        }
      }

      const paths = await Promise.all(
        received.map((photo) => photos.save(project.id, photo.bytes, photo.type, photo.fileName)),
      );
      try {
        const rows = await db.transaction(async (tx) => {
          const inserted = await tx
            .insert(uploads)
            .values(
              received.map((photo, index) => ({
                projectId: project.id,
                fileName: photo.fileName,
                mimeType: photo.type.mime,
                size: photo.bytes.length,
                path: paths[index]!,
                rowId: row,
              })),
            )
            .returning({ id: uploads.id, fileName: uploads.fileName });
          await tx.insert(projectLog).values({
            projectId: project.id,
            who: who(auth),
            action: 'upload photo',
            detail: { files: inserted.map((one) => one.fileName), ...(row !== null ? { row } : {}) },
          });
          return inserted;
        });
        const matches = rows.map((one) => ({
          urlpic: photoUrl(one.id),
          fileName: one.fileName,
          ...(row !== null ? { row } : {}),
        }));
        return reply.code(201).send({ ...matches[0]!, photos: matches });
      } catch (error) {
        await Promise.all(paths.map((path) => photos.remove(path)));
        throw error;
      }
    },
  );

  app.get(
    '/photos/:id',
    photoRoute('The photo-match image (the stored bytes, with their image type)', {
      params: PhotoId,
      response: {
        200: binaryReply(PHOTO_MEDIA_TYPES, 'The stored image, inline, with the type told by its content'),
      },
    }),
    async (request, reply) => {
      const auth = requireSession(request);
      const [upload] = await db.select().from(uploads).where(eq(uploads.id, request.params.id));
      if (!upload) throw notFound(PHOTO_NOT_FOUND, 'PHOTO_NOT_FOUND');
      assertReadable(auth, await findProject(db, upload.projectId));
      const bytes = await photos.read(upload.path).catch(() => {
        throw notFound(PHOTO_NOT_FOUND, 'PHOTO_NOT_FOUND');
      });
      return reply
        .type(upload.mimeType)
        .header('content-disposition', `inline; filename="${upload.fileName.replaceAll('"', '')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
