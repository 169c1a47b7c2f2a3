// Render jobs: the render_jobs rows the job view shows, and their runs in the job queue. Who may see
// a job: its owner and the professionals of the owner's shop; only they may change it too.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Account } from '../accounts/accounts';
import type { AuthContext } from '../api/auth';
import { canRead } from '../projects/access';
import type { JobQueue } from '../jobs/queue';
import type { Database } from '../storage';
import { projects, renderJobs, users } from '../storage/schema';
import type { RenderImageKind, RenderImageStore } from './images';
import type { RenderJobReply, RenderRequest, RenderScene } from './schemas';

export const RENDER_QUEUE = 'render';
/** Attempts after the first: a worker that dies or a render that fails is tried twice more. */
export const RENDER_RETRY_LIMIT = 2;
/** Each preset's time budget on one worker slot; past it the attempt is abandoned and retried. */
export const RENDER_BUDGET_SECONDS = { draft: 180, standard: 420, high: 900 } as const;

export type RenderJobRow = typeof renderJobs.$inferSelect;

export interface QueuedRender {
  jobId: string;
}

export async function defineRenderQueue(queue: JobQueue): Promise<void> {
  await queue.define(RENDER_QUEUE, {
    retryLimit: RENDER_RETRY_LIMIT,
    retryDelaySeconds: 2,
    expireInSeconds: RENDER_BUDGET_SECONDS.high,
  });
}

/** Its owner and the professionals of the owner's shop see a job (and its pictures). */
export function maySeeJob(caller: Account, row: Pick<RenderJobRow, 'userId' | 'shopId'>): boolean {
  if (row.userId === caller.userId) return true;
  return caller.kind === 'pro' && !caller.guest && caller.shop !== null && row.shopId === caller.shop.id;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function jobReply(row: ListedJob, caller: Account): RenderJobReply {
  return {
    id: row.id,
    name: row.name,
    width: row.width,
    height: row.height,
    quality: row.quality,
    lighting: row.lighting,
    status: row.status,
    progress: row.progress,
    error: row.error,
    owner: row.owner,
    mine: row.userId === caller.userId,
    projectId: row.projectId,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    renderMs: row.renderMs,
  };
}

// Lists and checks never read the scene (it can be megabytes).
const { scene: _scene, ...listColumns } = getTableColumns(renderJobs);
const withOwner = { ...listColumns, owner: users.username };
/** A job as listed: no scene, the owner's user name. */
export type ListedJob = Omit<RenderJobRow, 'scene'> & { owner: string };

export class RenderFarm {
  constructor(
    private readonly db: Database,
    private readonly queue: JobQueue,
    readonly images: RenderImageStore,
  ) {}

  async submit(caller: Account & { userId: number }, request: RenderRequest): Promise<string> {
    const id = randomBytes(16).toString('hex');
    await this.db.insert(renderJobs).values({
      id,
      userId: caller.userId,
      shopId: caller.shop?.id ?? null,
      projectId: request.projectId ?? null,
      name: request.name,
      width: request.width,
      height: request.height,
      quality: request.quality,
      lighting: request.lighting,
      scene: request.scene,
    });
    await this.enqueue(id, request.quality);
    return id;
  }

  /** Whether `projectId` is a project of this server the caller may read (a job may name it). */
  async projectReadable(auth: AuthContext, projectId: number): Promise<boolean> {
    const [owner] = await this.db
      .select({
        userId: projects.userId,
        sessionId: projects.sessionId,
        shopId: projects.shopId,
        customerCod: projects.customerCod,
      })
      .from(projects)
      .where(eq(projects.id, projectId))
      .limit(1);
    return owner !== undefined && canRead(auth, owner);
  }

  private async enqueue(id: string, quality: RenderJobRow['quality']): Promise<void> {
    const queueJobId = await this.queue.send<QueuedRender>(
      RENDER_QUEUE,
      { jobId: id },
      { expireInSeconds: RENDER_BUDGET_SECONDS[quality] },
    );
    await this.db.update(renderJobs).set({ queueJobId, updatedAt: new Date() }).where(eq(renderJobs.id, id));
  }

  /** The caller's own jobs, newest first, and a tag that changes whenever any of them does. */
  async list(caller: Account & { userId: number }): Promise<{ rows: ListedJob[]; etag: string }> {
    const rows = (await this.db
      .select(withOwner)
      .from(renderJobs)
      .innerJoin(users, eq(users.id, renderJobs.userId))
      .where(eq(renderJobs.userId, caller.userId))
      .orderBy(desc(renderJobs.createdAt))
      .limit(200)) as ListedJob[];
    const hash = createHash('sha1');
    for (const row of rows) hash.update(`${row.id}:${row.updatedAt.getTime()};`);
    return { rows, etag: `"${hash.digest('hex').slice(0, 20)}"` };
  }

  /** A job the caller may see (owner, or a professional of the owner's shop), else null. */
  async visible(caller: Account, id: string): Promise<ListedJob | null> {
    const [row] = (await this.db
      .select(withOwner)
      .from(renderJobs)
      .innerJoin(users, eq(users.id, renderJobs.userId))
      .where(eq(renderJobs.id, id))) as ListedJob[];
    return row && maySeeJob(caller, row) ? row : null;
  }

  async image(
    caller: Account,
    id: string,
    kind: RenderImageKind,
  ): Promise<{ row: ListedJob; bytes: Buffer } | null> {
    const row = await this.visible(caller, id);
    if (!row || row.status !== 'done') return null;
    const bytes = await this.images.get(id, kind);
    return bytes ? { row, bytes } : null;
  }

  /** Stops a waiting or running job; false when it had already ended. */
  async cancel(id: string): Promise<boolean> {
    const [row] = await this.db
      .update(renderJobs)
      .set({ status: 'cancelled', finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(renderJobs.id, id), inArray(renderJobs.status, ['queued', 'running'])))
      .returning({ queueJobId: renderJobs.queueJobId });
    if (!row) return false;
    if (row.queueJobId) await this.queue.cancel(RENDER_QUEUE, row.queueJobId).catch(() => undefined);
    return true;
  }

  /** Queues a failed or cancelled job again, from the start; false when it is not one of those. */
  async retry(id: string): Promise<boolean> {
    const [row] = await this.db
      .update(renderJobs)
      .set({
        status: 'queued',
        progress: 0,
        error: null,
        startedAt: null,
        finishedAt: null,
        renderMs: null,
        updatedAt: new Date(),
      })
      .where(and(eq(renderJobs.id, id), inArray(renderJobs.status, ['failed', 'cancelled'])))
      .returning({ quality: renderJobs.quality });
    if (!row) return false;
    await this.enqueue(id, row.quality);
    return true;
  }

  /** Deletes a job and its pictures (a running one is cancelled first). */
  async remove(id: string): Promise<void> {
    await this.cancel(id);
    await this.images.remove(id);
    await this.db.delete(renderJobs).where(eq(renderJobs.id, id));
  }

  // The worker's side.

  /** Claims a queued job for a run; null when it was cancelled or deleted meanwhile. */
  async start(id: string): Promise<{ row: RenderJobRow; scene: RenderScene } | null> {
    const [row] = await this.db
      .update(renderJobs)
      .set({ status: 'running', progress: 0, startedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(renderJobs.id, id), inArray(renderJobs.status, ['queued', 'running'])))
      .returning();
    return row ? { row, scene: row.scene as RenderScene } : null;
  }

  async progress(id: string, percent: number): Promise<void> {
    await this.db
      .update(renderJobs)
      .set({ progress: Math.max(0, Math.min(99, Math.round(percent))), updatedAt: new Date() })
      .where(and(eq(renderJobs.id, id), eq(renderJobs.status, 'running')));
  }

  /** Stores the pictures and marks the job done, unless it was cancelled while rendering. */
  async finish(id: string, images: Record<RenderImageKind, Buffer>, renderMs: number): Promise<boolean> {
    const [row] = await this.db
      .select({ status: renderJobs.status, userId: renderJobs.userId })
      .from(renderJobs)
      .where(eq(renderJobs.id, id));
    if (row?.status !== 'running') return false;
    await this.images.put(id, images, `user:${row.userId}`);
    const done = await this.db
      .update(renderJobs)
      .set({
        status: 'done',
        progress: 100,
        finishedAt: new Date(),
        renderMs,
        error: null,
        updatedAt: new Date(),
      })
      .where(and(eq(renderJobs.id, id), eq(renderJobs.status, 'running')))
      .returning({ id: renderJobs.id });
    if (done.length === 0) await this.images.remove(id);
    return done.length > 0;
  }

  /** An attempt failed: back to queued while the queue retries, failed after the last attempt. */
  async attemptFailed(id: string, error: string, final: boolean): Promise<void> {
    await this.db
      .update(renderJobs)
      .set({
        status: final ? 'failed' : 'queued',
        error: error.slice(0, 500),
        progress: 0,
        ...(final ? { finishedAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(renderJobs.id, id), eq(renderJobs.status, 'running')));
  }
}
