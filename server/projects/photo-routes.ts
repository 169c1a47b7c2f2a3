// Photo upload (spec 7: files plus project id, multipart) and the photo-match image (GET as a blob).
import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PhotoUploadReply } from '../../core/project/sessionReplies';
import type { FastifyRequest } from 'fastify';
import { requireSession, type AuthContext } from '../api/auth';
import { ApiError, badRequest, notFound } from '../api/errors';
import { binaryReply, ErrorReply } from '../api/schemas';
import { projectLog, uploads } from '../storage/schema';
import { assertReadable, who } from './access';
import { findProject } from './repository';
import {
  cleanFileName,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_MEDIA_TYPES,
  photoType,
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
import { tooMany, WindowCounter } from '../limits/counters';

export const PHOTO_TYPE_MESSAGE = 'Photos must be JPEG, PNG or WebP images';
export const PHOTO_NOT_FOUND = 'Missing image';

export const photoUrl = (id: number) => `/api/v1/photos/${id}`;

export const PHOTO_RATE_CODE = 'PHOTO_RATE_LIMIT';

export const photoRoutes: FastifyPluginAsyncZod<{
  service: ProjectService;
  photos: PhotoStore;
  quota: GuestQuota;
  limits?: PhotoUploadLimits;
}> = async (app, { service, photos, quota, limits = DEFAULT_PHOTO_UPLOAD_LIMITS }) => {
  const db = service.db;
  const bySession = new WindowCounter(limits.perSession);
  const byAddress = new WindowCounter(limits.perGuestAddress);
  /** Counts the upload first (refused ones too), then refuses it over either limit. */
  const countUpload = (request: FastifyRequest, auth: AuthContext) => {
    const guest = auth.account.userId === null;
    const wait = Math.max(
      bySession.hit(auth.account.userId === null ? auth.session.id : `user:${auth.account.userId}`),
      guest ? byAddress.hit(request.ip) : 0,
    );
    if (wait === 0) return;
    throw tooMany('Too many photo uploads; wait a minute and try again', PHOTO_RATE_CODE, wait);
  };
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS_PER_UPLOAD, fields: 10, parts: 20 },
  });

  app.post(
    '/projects/:id/photos',
    {
      schema: {
        tags: ['photos'],
        summary: 'Upload photos of a project (multipart/form-data, one or more files)',
        description: `JPEG, PNG or WebP (told by content), at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB each and ${MAX_PHOTOS_PER_UPLOAD} per call. Replies the first photo match and all of them.`,
        params: ProjectId,
        consumes: ['multipart/form-data'],
        response: { 201: PhotoUploadReply, ...errors, 413: ErrorReply, 415: ErrorReply, 429: ErrorReply },
      },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      countUpload(request, auth);
      const project = await service.editable(auth, request.params.id, false);
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
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
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
              })),
            )
            .returning({ id: uploads.id, fileName: uploads.fileName });
          await tx.insert(projectLog).values({
            projectId: project.id,
            who: who(auth),
            action: 'upload photo',
            detail: { files: inserted.map((row) => row.fileName) },
          });
          return inserted;
        });
        const matches = rows.map((row) => ({ urlpic: photoUrl(row.id), fileName: row.fileName }));
        return reply.code(201).send({ ...matches[0]!, photos: matches });
      } catch (error) {
        await Promise.all(paths.map((path) => photos.remove(path)));
        throw error;
      }
    },
  );

  app.get(
    '/photos/:id',
    {
      schema: {
        tags: ['photos'],
        summary: 'The photo-match image (the stored bytes, with their image type)',
        params: PhotoId,
        response: {
          200: binaryReply(PHOTO_MEDIA_TYPES, 'The stored image, inline, with the type told by its content'),
          ...errors,
        },
      },
    },
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
