// Files kept in the database, and the request limits every server process shares.
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, bytea, createdAt } from './columns';
import { projects } from './projects';

/** What a stored file is for (server/files): each kind has its own size limit and lifetime. */
export const fileKinds = ['report', 'photo', 'picture', 'render'] as const;
export type FileKind = (typeof fileKinds)[number];

/**
 * Files in the database (issue 25): offer and report PDFs, photos, pictures, renders. Any server
 * process reads what another wrote; nothing lives in one process's data folder. The bytes are in
 * `file_chunks`, so a file is written and read a chunk at a time, never whole in memory.
 */
export const files = pgTable(
  'files',
  {
    /** 128-bit random, hex: unguessable, so an address alone gives nothing away. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: fileKinds }).notNull(),
    /** Who may read it where the kind says so (reports: `user:<id>` or `session:<id>`). */
    owner: text('owner'),
    /** The project it belongs to; deleted with it. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').notNull(),
    fileName: text('file_name').notNull().default(''),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** SHA-256 of the bytes, hex: the same picture saved twice is stored once. */
    sha256: text('sha256'),
    /** False while its chunks are being written: an unfinished file is never served. */
    complete: boolean('complete').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
  },
  (t) => [
    index('files_project_idx').on(t.projectId),
    index('files_expires_idx').on(t.expiresAt),
    index('files_sha_idx').on(t.kind, t.sha256),
  ],
);

export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: belongsTo(text('file_id'), () => files.id),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/**
 * Request limits shared by every server process (issue 25): rate-limiter-flexible's drizzle store
 * (server/limits/shared-store.ts) counts `points` per key until `expire`, in one atomic upsert.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: at('expire'),
});
