// Render farm jobs; their pictures are stored files (kind 'render', server/renderfarm/images.ts).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, updatedAt } from './columns';
import { shops, users } from './accounts';
import { projects } from './projects';

export const renderQualities = ['draft', 'standard', 'high'] as const;
export const renderLightings = ['daylight', 'evening', 'studio'] as const;
export const renderStatuses = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/**
 * Render farm jobs (issue 22): what to render (the 3D view's scene and camera, as submitted), and
 * where it stands. The job queue (server/jobs, pg-boss) runs them; this row is what the job view
 * shows, kept after the queue has archived its own record.
 */
export const renderJobs = pgTable(
  'render_jobs',
  {
    id: text('id').primaryKey(),
    userId: belongsTo(integer('user_id'), () => users.id),
    /** The owner's shop when it was submitted: its staff see the job too. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    quality: text('quality', { enum: renderQualities }).notNull(),
    lighting: text('lighting', { enum: renderLightings }).notNull(),
    /** The scene and camera to render (renderer/renderfarm/job.ts RenderScene). */
    scene: jsonb('scene').notNull(),
    status: text('status', { enum: renderStatuses }).notNull().default('queued'),
    /** 0 to 100, as the worker reports it. */
    progress: integer('progress').notNull().default(0),
    /** The queue's job for the current attempt (a retry from the job view makes a new one). */
    queueJobId: text('queue_job_id'),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    /** The render's own time (the worker's clock), without the wait in the queue. */
    renderMs: integer('render_ms'),
    /** Bumped on every change: the job view's ETag. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('render_jobs_user_idx').on(t.userId, t.createdAt),
    index('render_jobs_shop_idx').on(t.shopId, t.createdAt),
    check('render_jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
