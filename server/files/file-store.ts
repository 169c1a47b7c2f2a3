// Files in the database (issue 25): every server process reads what another wrote, and the embedded
// default (PGlite) stores them the same way as PostgreSQL. A file is a `files` row plus its bytes in
// `file_chunks`, written and read one chunk at a time, so a large file is never whole in memory and
// one over its limit is refused while it arrives.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { ApiError } from '../api/errors';
import { schema, type Database } from '../storage';
import type { FileKind } from '../storage/schema';

const { files, fileChunks } = schema;

/** Bytes per stored chunk: large enough for few rows, small enough to keep memory flat. */
export const CHUNK_BYTES = 256 * 1024;

/** Spec-free limits per kind: a report PDF or a render can be large; a photo or picture less so. */
export const FILE_LIMITS: Record<FileKind, number> = {
  report: 50 * 1024 * 1024,
  render: 50 * 1024 * 1024,
  photo: 10 * 1024 * 1024,
  picture: 5 * 1024 * 1024,
};

/** A file still unfinished this long after it was begun was abandoned (its writer died): purged. */
const ABANDONED_MS = 60 * 60 * 1000;

const ID = /^[0-9a-f]{32}$/;

export const isFileId = (id: string): boolean => ID.test(id);

export class FileTooLargeError extends ApiError {
  constructor(kind: FileKind, limit: number) {
    super(413, `The ${kind} is larger than ${Math.round(limit / 1024 / 1024)} MB`, 'FILE_TOO_LARGE');
  }
}

export interface NewFile {
  /** Given when a file moves in with the id it had (server/files/data-folder.ts); else a new one. */
  id?: string;
  kind: FileKind;
  mediaType: string;
  fileName?: string;
  owner?: string | null;
  projectId?: number | null;
  expiresAt?: Date | null;
  /** Lower than the kind's limit where a route says so. */
  maxBytes?: number;
}

export interface StoredFile {
  id: string;
  kind: FileKind;
  owner: string | null;
  projectId: number | null;
  mediaType: string;
  fileName: string;
  size: number;
  sha256: string | null;
  createdAt: Date;
  expiresAt: Date | null;
}

type Source = Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

async function* pieces(source: Source): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) yield source;
  else yield* source;
}

/** Cuts a stream of pieces of any size into chunks of exactly CHUNK_BYTES (the last one shorter). */
async function* rechunk(source: Source): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of pieces(source)) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (length + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - length;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      length = 0;
    }
    if (rest.length) {
      // A copy: the caller may reuse its buffer once we return.
      pending.push(Buffer.from(rest));
      length += rest.length;
    }
  }
  if (length) yield Buffer.concat(pending);
}

const toBuffer = (data: unknown): Buffer => (Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array));

export class FileStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores a file from bytes or a stream and returns its id. Past the limit, what was written is
   * removed and FileTooLargeError thrown; the row is only marked complete once every chunk is in.
   */
  async put(file: NewFile, source: Source): Promise<string> {
    const limit = Math.min(file.maxBytes ?? Infinity, FILE_LIMITS[file.kind]);
    const id = file.id ?? randomBytes(16).toString('hex');
    await this.db.insert(files).values({
      id,
      kind: file.kind,
      owner: file.owner ?? null,
      projectId: file.projectId ?? null,
      mediaType: file.mediaType,
      fileName: file.fileName ?? '',
      expiresAt: file.expiresAt ?? null,
    });
    try {
      const hash = createHash('sha256');
      let size = 0;
      let seq = 0;
      for await (const chunk of rechunk(source)) {
        size += chunk.length;
        if (size > limit) throw new FileTooLargeError(file.kind, limit);
        hash.update(chunk);
        await this.db.insert(fileChunks).values({ fileId: id, seq, data: chunk });
        seq += 1;
      }
      await this.db
        .update(files)
        .set({ size, sha256: hash.digest('hex'), complete: true })
        .where(eq(files.id, id));
      return id;
    } catch (error) {
      await this.remove(id).catch(() => undefined);
      throw error;
    }
  }

  /** The file's record when it exists, is complete and has not expired; else null. */
  async info(id: string, now = new Date()): Promise<StoredFile | null> {
    if (!isFileId(id)) return null;
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.complete, true)));
    if (!row || (row.expiresAt && row.expiresAt <= now)) return null;
    return {
      id: row.id,
      kind: row.kind,
      owner: row.owner,
      projectId: row.projectId,
      mediaType: row.mediaType,
      fileName: row.fileName,
      size: row.size,
      sha256: row.sha256,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    };
  }

  /** The bytes as a stream, read a chunk at a time (call info() first for the type and size). */
  stream(id: string): Readable {
    const db = this.db;
    async function* chunks() {
      for (let seq = 0; ; seq += 1) {
        const [row] = await db
          .select({ data: fileChunks.data })
          .from(fileChunks)
          .where(and(eq(fileChunks.fileId, id), eq(fileChunks.seq, seq)));
        if (!row) return;
        yield toBuffer(row.data);
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  /** The whole file in memory (small files: photos for a PDF, pictures). */
  async read(id: string): Promise<Buffer> {
    const rows = await this.db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(eq(fileChunks.fileId, id))
      .orderBy(asc(fileChunks.seq));
    return Buffer.concat(rows.map((row) => toBuffer(row.data)));
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(files).where(eq(files.id, id));
  }

  async removeProject(projectId: number): Promise<void> {
    await this.db.delete(files).where(eq(files.projectId, projectId));
  }

  /** Deletes expired files and abandoned unfinished ones; returns how many went. */
  async purgeExpired(now = new Date()): Promise<number> {
    const abandoned = new Date(now.getTime() - ABANDONED_MS);
    const gone = await this.db
      .delete(files)
      .where(
        sql`${files.expiresAt} <= ${now.toISOString()} or (not ${files.complete} and ${lt(files.createdAt, abandoned)})`,
      )
      .returning({ id: files.id });
    return gone.length;
  }
}
