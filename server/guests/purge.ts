// Guests' leftovers: the projects (with their versions, photo rows and log-free files) of guest
// sessions that ended are deleted once they are `retentionMs` old, so what anonymous visitors stored
// does not stay on the disk for ever. A guest who registered keeps theirs: they belong to the new
// account then (user_id set), and a registration still pending keeps the projects it names.
//
// A guest session that expired is kept (with its projects) until the retention has passed since its
// end, so "ended N days ago" is measured from the end itself; one that was ended by a logout leaves
// its projects without a session at once, and those go `retentionMs` after their last change.
import { sql } from 'drizzle-orm';
import { GUEST_SHOP_COD } from '../accounts/accounts';
import { queryRows, type Database } from '../storage';
import type { PhotoStore } from '../projects/photo-store';

/** Default: a week after the guest session ended (ARREDO_GUEST_RETENTION_DAYS overrides). */
export const DEFAULT_GUEST_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export function guestRetentionFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.ARREDO_GUEST_RETENTION_DAYS);
  return Number.isFinite(days) && days > 0 ? days * 24 * 60 * 60 * 1000 : DEFAULT_GUEST_RETENTION_MS;
}

export interface GuestPurgeResult {
  projects: number;
  sessions: number;
}

/**
 * Deletes guest projects whose session ended at least `retentionMs` before `now` (and those sessions),
 * and their photo files; drops the guest usage counters of days before yesterday.
 */
export async function purgeGuestData(
  db: Database,
  photos: Pick<PhotoStore, 'removeProject'>,
  retentionMs = DEFAULT_GUEST_RETENTION_MS,
  now = new Date(),
): Promise<GuestPurgeResult> {
  const before = new Date(now.getTime() - retentionMs).toISOString();
  const result = await db.transaction(async (tx) => {
    // Guest projects: no user, in the guest shop (or none). Projects of a staff user who was deleted
    // keep their shop and are not touched.
    const gone = await queryRows<{ id: number }>(
      tx as unknown as Database,
      sql`delete from projects p
          where p.user_id is null
            and (p.shop_id is null or p.shop_id in (select id from shops where lower(cod) = lower(${GUEST_SHOP_COD})))
            and (
              p.session_id in (select id from sessions where guest and user_id is null and expires_at <= ${before})
              or (p.session_id is null and p.updated_at <= ${before})
            )
            and not exists (
              select 1 from account_codes c
              where c.purpose = 'register' and c.used_at is null and c.expires_at > ${now.toISOString()}
                and p.id = any(c.project_ids)
            )
          returning p.id`,
    );
    const sessions = await queryRows<{ id: string }>(
      tx as unknown as Database,
      sql`delete from sessions where guest and user_id is null and expires_at <= ${before} returning id`,
    );
    const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await tx.execute(sql`delete from guest_usage where day < ${yesterday}`);
    return { projects: gone.map((row) => row.id), sessions: sessions.length };
  });
  // After the commit: a file whose row is gone is never served; a failure here leaves only a file.
  for (const id of result.projects) await photos.removeProject(id);
  return { projects: result.projects.length, sessions: result.sessions };
}
