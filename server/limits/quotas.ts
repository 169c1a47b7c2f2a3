// Storage quotas of guests. Anyone may open a guest session, so what guests may store is bounded three
// ways: per session (projects and bytes, photos included), per client address and day (sessions are
// free: one address opened 294 in 1.7 s), and for all guests together (a cap on the server's disk).
// A guest once stored unlimited 24 MB projects (155 MB of disk in under 4 s), and 500 MB of photos in
// 2.4 s. Accounts (staff, customers) are known people and keep the per-project size cap only (the
// body limit of saves).
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api/errors';
import type { AuthContext } from '../api/auth';
import { queryRows, type Database } from '../storage';
import { tooMany, type WindowLimit } from './counters';

export interface StorageQuotas {
  /** Projects one guest session may hold. */
  guestProjects: number;
  /** Bytes one guest session may hold: its projects, their versions and photos, as stored. */
  guestBytes: number;
  /** Bytes guests from one address may add per day (UTC): new projects, copies, versions, photos, growth. */
  guestBytesPerAddressPerDay: number;
  /** Bytes all guests together may hold (projects, versions, photos). */
  guestBytesTotal: number;
}

const MB = 1024 * 1024;

/**
 * A guest configuring a few rooms keeps a handful of projects of a few hundred KB each and a few
 * photos; a family or an office behind one address a few such sessions a day.
 */
export const DEFAULT_STORAGE_QUOTAS: StorageQuotas = {
  guestProjects: 50,
  guestBytes: 50 * MB,
  guestBytesPerAddressPerDay: 200 * MB,
  guestBytesTotal: 5 * 1024 * MB,
};

export const QUOTA_CODE = 'QUOTA_EXCEEDED';
export const ADDRESS_BUDGET_CODE = 'GUEST_DAILY_BUDGET';
export const GUEST_STORAGE_FULL_CODE = 'GUEST_STORAGE_FULL';

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** The UTC day a write is counted on. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The global total is measured at most this often; writes in between are added to it as they come. */
const TOTAL_MEASURE_MS = 5_000;

export interface GuestWrite {
  /** Size of what is written (the request body: an upper bound of the document or photos). */
  adding?: number;
  /** A project whose stored document the write replaces. */
  replacing?: number;
  /** A project copied whole (clone, version). */
  copying?: number;
  /** Whether it adds a project. */
  newProject: boolean;
}

export class GuestQuota {
  private total: { bytes: number; at: number } | undefined;

  constructor(
    private readonly db: Database,
    readonly quotas: StorageQuotas = DEFAULT_STORAGE_QUOTAS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Throws when a guest's write would go over a quota: 413 QUOTA_EXCEEDED (the session's), 429
   * GUEST_DAILY_BUDGET (the address's for today, with Retry-After), 413 GUEST_STORAGE_FULL (all
   * guests'). The address's budget is counted before it is checked, in one statement, so concurrent
   * writes cannot all slip under it. Accounts pass unchecked. The refusal is logged by
   * server/logging.ts, as every limit's.
   */
  async assertRoom(request: FastifyRequest, auth: AuthContext, write: GuestWrite): Promise<void> {
    if (auth.account.userId !== null) return;
    await this.check(request.ip, auth.session.id, write);
  }

  private async check(address: string, sessionId: string, write: GuestWrite): Promise<void> {
    // pg_column_size: the stored (compressed) size, read without decompressing the documents.
    const [usage] = await queryRows<{ projects: number; bytes: number; replaced: number; copied: number }>(
      this.db,
      sql`select count(*)::int as projects,
            (coalesce(sum(pg_column_size(p.data)), 0)
              + coalesce((select sum(pg_column_size(v.data)) from project_versions v
                  join projects q on q.id = v.project_id where q.session_id = ${sessionId}), 0)
              + coalesce((select sum(u.size) from uploads u
                  join projects q on q.id = u.project_id where q.session_id = ${sessionId}), 0))::float8 as bytes,
            coalesce(sum(pg_column_size(p.data)) filter (where p.id = ${write.replacing ?? 0}), 0)::float8 as replaced,
            coalesce(sum(pg_column_size(p.data)) filter (where p.id = ${write.copying ?? 0}), 0)::float8 as copied
          from projects p where p.session_id = ${sessionId} and p.user_id is null`,
    );
    const { projects, bytes, replaced, copied } = usage ?? { projects: 0, bytes: 0, replaced: 0, copied: 0 };
    if (write.newProject && projects >= this.quotas.guestProjects) {
      throw new ApiError(
        413,
        `A guest may keep ${this.quotas.guestProjects} projects; delete one or log in to save more`,
        QUOTA_CODE,
      );
    }
    const written = Number(copied) + (write.adding ?? 0);
    const after = Number(bytes) - Number(replaced) + written;
    if (after > this.quotas.guestBytes) {
      throw new ApiError(
        413,
        `A guest may store ${mb(this.quotas.guestBytes)} (now ${mb(Number(bytes))}); delete projects or log in to save more`,
        QUOTA_CODE,
      );
    }
    if ((await this.guestTotal()) + Math.max(0, written - Number(replaced)) > this.quotas.guestBytesTotal) {
      throw new ApiError(
        413,
        'Storage for guests on this server is full; log in to save your work',
        GUEST_STORAGE_FULL_CODE,
      );
    }
    // What the write adds to the server's disk (a save over a project adds only its growth).
    const growth = Math.max(0, written - Number(replaced));
    await this.countForAddress(address, growth);
    if (this.total) this.total.bytes += growth;
  }

  /** Adds `bytes` to the address's day and refuses (taking them back) when that goes over its budget. */
  private async countForAddress(address: string, bytes: number): Promise<void> {
    const now = this.now();
    const day = dayOf(now);
    const [row] = await queryRows<{ bytes: number }>(
      this.db,
      sql`insert into guest_usage (address, day, bytes) values (${address}, ${day}, ${bytes})
          on conflict (address, day) do update set bytes = guest_usage.bytes + excluded.bytes
          returning bytes::float8 as bytes`,
    );
    const total = Number(row?.bytes ?? 0);
    if (total <= this.quotas.guestBytesPerAddressPerDay) return;
    await this.db.execute(
      sql`update guest_usage set bytes = greatest(0, bytes - ${bytes}) where address = ${address} and day = ${day}`,
    );
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    throw tooMany(
      `Guests from your address may store ${mb(this.quotas.guestBytesPerAddressPerDay)} a day ` +
        `(${mb(total - bytes)} today); log in to save more, or try again tomorrow`,
      ADDRESS_BUDGET_CODE,
      midnight - now.getTime(),
    );
  }

  /** What all guests hold now (measured at most every few seconds, with the writes since added). */
  private async guestTotal(): Promise<number> {
    const now = Date.now();
    if (this.total && now - this.total.at < TOTAL_MEASURE_MS) return this.total.bytes;
    const [row] = await queryRows<{ bytes: number }>(
      this.db,
      sql`select (coalesce(sum(pg_column_size(p.data)), 0)
            + coalesce((select sum(pg_column_size(v.data)) from project_versions v
                join projects q on q.id = v.project_id where q.user_id is null), 0)
            + coalesce((select sum(u.size) from uploads u
                join projects q on q.id = u.project_id where q.user_id is null), 0))::float8 as bytes
          from projects p where p.user_id is null`,
    );
    this.total = { bytes: Number(row?.bytes ?? 0), at: now };
    return this.total.bytes;
  }
}

/** The request body's size: what a save adds at most. */
export const bodyBytes = (request: FastifyRequest): number =>
  Number(request.headers['content-length'] ?? 0) || 0;

export interface PhotoUploadLimits {
  /** Uploads per session (any caller) and time window. */
  perSession: WindowLimit;
  /** Uploads per address and time window for guests (their sessions are free). */
  perGuestAddress: WindowLimit;
}

/** Spec-free: a seller photographs a room a few pictures at a time; 20 uploads a minute is far above that. */
export const DEFAULT_PHOTO_UPLOAD_LIMITS: PhotoUploadLimits = {
  perSession: { max: 20, timeWindowMs: 60_000 },
  perGuestAddress: { max: 60, timeWindowMs: 60_000 },
};
