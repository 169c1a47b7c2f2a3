// Storage quotas of guests. Anyone may open a guest session, so what one guest may store is bounded:
// a guest once stored unlimited 24 MB projects (155 MB of disk in under 4 s). Accounts (staff,
// customers) are known people and keep the per-project size cap only (the body limit of saves).
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api/errors';
import type { AuthContext } from '../api/auth';
import { queryRows, type Database } from '../storage';

export interface StorageQuotas {
  /** Projects one guest session may hold. */
  guestProjects: number;
  /** Bytes one guest session may hold: its projects and their versions, as stored. */
  guestBytes: number;
}

/** A guest configuring a few rooms keeps a handful of projects of a few hundred KB each. */
export const DEFAULT_STORAGE_QUOTAS: StorageQuotas = { guestProjects: 50, guestBytes: 50 * 1024 * 1024 };

export const QUOTA_CODE = 'QUOTA_EXCEEDED';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export class GuestQuota {
  constructor(
    private readonly db: Database,
    readonly quotas: StorageQuotas = DEFAULT_STORAGE_QUOTAS,
  ) {}

  /**
   * Throws 413 QUOTA_EXCEEDED when a guest's write would go over the quotas. `adding` is the size of
   * what is written (the request body: an upper bound of the document); `replacing` a project whose
   * stored document it replaces; `copying` a project copied whole (clone, version); `newProject`
   * whether it adds a project. Accounts pass unchecked.
   */
  async assertRoom(
    auth: AuthContext,
    write: { adding?: number; replacing?: number; copying?: number; newProject: boolean },
  ): Promise<void> {
    if (auth.account.userId !== null) return;
    // pg_column_size: the stored (compressed) size, read without decompressing the documents.
    const [usage] = await queryRows<{ projects: number; bytes: number; replaced: number; copied: number }>(
      this.db,
      sql`select count(*)::int as projects,
            (coalesce(sum(pg_column_size(p.data)), 0)
              + coalesce((select sum(pg_column_size(v.data)) from project_versions v
                  join projects q on q.id = v.project_id where q.session_id = ${auth.session.id}), 0))::float8 as bytes,
            coalesce(sum(pg_column_size(p.data)) filter (where p.id = ${write.replacing ?? 0}), 0)::float8 as replaced,
            coalesce(sum(pg_column_size(p.data)) filter (where p.id = ${write.copying ?? 0}), 0)::float8 as copied
          from projects p where p.session_id = ${auth.session.id} and p.user_id is null`,
    );
    const { projects, bytes, replaced, copied } = usage ?? { projects: 0, bytes: 0, replaced: 0, copied: 0 };
    if (write.newProject && projects >= this.quotas.guestProjects) {
      throw new ApiError(
        413,
        `A guest may keep ${this.quotas.guestProjects} projects; delete one or log in to save more`,
        QUOTA_CODE,
      );
    }
    const after = Number(bytes) - Number(replaced) + Number(copied) + (write.adding ?? 0);
    if (after > this.quotas.guestBytes) {
      throw new ApiError(
        413,
        `A guest may store ${mb(this.quotas.guestBytes)} (now ${mb(Number(bytes))}); delete projects or log in to save more`,
        QUOTA_CODE,
      );
    }
  }
}

/** The request body's size: what a save adds at most. */
export const bodyBytes = (request: FastifyRequest): number =>
  Number(request.headers['content-length'] ?? 0) || 0;
