// Where a finished render's pictures live: behind this small interface, so they can move (an object
// store) without the farm changing. Today: the files table (server/files), which every server process
// and every worker reaches through the database, as reports and photos do.
import { createHash } from 'node:crypto';
import { FileStore } from '../files/file-store';
import type { Database } from '../storage';

export type RenderImageKind = 'png' | 'jpeg' | 'thumb';

const KINDS: readonly RenderImageKind[] = ['png', 'jpeg', 'thumb'];

export interface RenderImageStore {
  put(jobId: string, images: Record<RenderImageKind, Buffer>, owner?: string): Promise<void>;
  get(jobId: string, kind: RenderImageKind): Promise<Buffer | null>;
  remove(jobId: string): Promise<void>;
}

/**
 * A picture's file id, derived from its job (migration 0016 moved the older pictures in under the
 * same ids): as unguessable as the job id, and found without a column of its own.
 */
export const renderFileId = (jobId: string, kind: RenderImageKind): string =>
  createHash('md5').update(`${jobId}:${kind}`).digest('hex');

export class DatabaseRenderImages implements RenderImageStore {
  private readonly files: FileStore;

  constructor(db: Database) {
    this.files = new FileStore(db);
  }

  async put(jobId: string, images: Record<RenderImageKind, Buffer>, owner?: string): Promise<void> {
    // A retried job's run replaces the pictures of the one before.
    await this.remove(jobId);
    for (const kind of KINDS) {
      await this.files.put(
        {
          id: renderFileId(jobId, kind),
          kind: 'render',
          mediaType: kind === 'png' ? 'image/png' : 'image/jpeg',
          fileName: kind,
          owner: owner ?? null,
        },
        images[kind],
      );
    }
  }

  async get(jobId: string, kind: RenderImageKind): Promise<Buffer | null> {
    const id = renderFileId(jobId, kind);
    const info = await this.files.info(id);
    return info?.kind === 'render' ? this.files.read(id) : null;
  }

  async remove(jobId: string): Promise<void> {
    for (const kind of KINDS) await this.files.remove(renderFileId(jobId, kind));
  }
}
