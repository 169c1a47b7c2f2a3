// Where a finished render's pictures live: behind this small interface, so they can move (a shared
// blob table, an object store) without the farm changing. Today: the render_images table, which every
// server process and every worker reaches through the database.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../storage';
import { renderImages } from '../storage/schema';

export type RenderImageKind = 'png' | 'jpeg' | 'thumb';

export interface RenderImageStore {
  put(jobId: string, images: Record<RenderImageKind, Buffer>): Promise<void>;
  get(jobId: string, kind: RenderImageKind): Promise<Buffer | null>;
  remove(jobId: string): Promise<void>;
}

export class DatabaseRenderImages implements RenderImageStore {
  constructor(private readonly db: Database) {}

  async put(jobId: string, images: Record<RenderImageKind, Buffer>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(renderImages).where(eq(renderImages.jobId, jobId));
      await tx
        .insert(renderImages)
        .values(
          Object.entries(images).map(([kind, bytes]) => ({ jobId, kind: kind as RenderImageKind, bytes })),
        );
    });
  }

  async get(jobId: string, kind: RenderImageKind): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ bytes: renderImages.bytes })
      .from(renderImages)
      .where(and(eq(renderImages.jobId, jobId), eq(renderImages.kind, kind)));
    return row?.bytes ?? null;
  }

  async remove(jobId: string): Promise<void> {
    await this.db.delete(renderImages).where(eq(renderImages.jobId, jobId));
  }
}
