// Login sessions. The client holds a random token; storage keeps only its SHA-256, so a copy of the
// database cannot be replayed as logins.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, not, sql } from 'drizzle-orm';
import type { Database } from '../storage';
import { accountCodes, farmTokens, projects, sessions } from '../storage/schema';

/** Spec 9: cookie lifetime 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Issue 8: however often it is refreshed, a session ends this long after its login (then the user
 * logs in again), so a stolen token cannot be kept alive for ever.
 */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionRecord {
  /** Storage key (hash of the token); guest projects reference it. */
  id: string;
  userId: number | null;
  guest: boolean;
  expiresAt: Date;
  /** When its login happened; carried over by every refresh (rotateSession). */
  createdAt: Date;
}

export const sessionKey = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Database,
  owner: { userId: number } | { guest: true },
  ttlMs = SESSION_TTL_MS,
): Promise<{ token: string; session: SessionRecord }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({
      id: sessionKey(token),
      userId: 'userId' in owner ? owner.userId : null,
      guest: 'guest' in owner,
      expiresAt: new Date(Date.now() + ttlMs),
    })
    .returning();
  return { token, session: toRecord(row!) };
}

/**
 * Refresh: the session gets a new token (the old one stops working at once) and a full lifetime from
 * now, but never past SESSION_MAX_AGE_MS after its login. Guest projects follow it to the new id.
 * Null when the session is gone or already at its absolute end.
 */
export async function rotateSession(
  db: Database,
  old: SessionRecord,
  now = new Date(),
  ttlMs = SESSION_TTL_MS,
): Promise<{ token: string; session: SessionRecord } | null> {
  const expiresAt = new Date(Math.min(now.getTime() + ttlMs, old.createdAt.getTime() + SESSION_MAX_AGE_MS));
  if (expiresAt <= now) {
    await deleteSession(db, old.id);
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  const id = sessionKey(token);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sessions)
        .values({ id, userId: old.userId, guest: old.guest, createdAt: old.createdAt, expiresAt })
        .returning();
      // Before the old row goes: deleting it sets its projects' session to null.
      await tx.update(projects).set({ sessionId: id }).where(eq(projects.sessionId, old.id));
      // A registration asked for by this guest follows too: its link keeps the session's projects.
      await tx
        .update(accountCodes)
        .set({ guestSessionId: id })
        .where(and(eq(accountCodes.guestSessionId, old.id), isNull(accountCodes.usedAt)));
      // A render farm's narrow tokens (server/renderfarm/farm-tokens.ts) live as long as the login.
      await tx.update(farmTokens).set({ sessionId: id }).where(eq(farmTokens.sessionId, old.id));
      // Two refreshes racing with one token: only the one that removes the old row keeps its session.
      const gone = await tx.delete(sessions).where(eq(sessions.id, old.id)).returning({ id: sessions.id });
      if (!gone.length) throw new SessionGone();
      return { token, session: toRecord(row!) };
    });
  } catch (error) {
    if (error instanceof SessionGone) return null;
    throw error;
  }
}

class SessionGone extends Error {}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/**
 * Removes expired sessions; returns how many. An expired guest session that still owns projects stays
 * (unusable) until the guest purge (server/guests/purge.ts) deletes it with them after the retention,
 * which it counts from the session's end.
 */
export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(
      and(
        lte(sessions.expiresAt, now),
        not(
          and(
            eq(sessions.guest, true),
            isNull(sessions.userId),
            sql`exists (select 1 from ${projects} where ${projects.sessionId} = ${sessions.id})`,
          )!,
        ),
      ),
    )
    .returning({ id: sessions.id });
  return removed.length;
}

function toRecord(row: typeof sessions.$inferSelect): SessionRecord {
  return {
    id: row.id,
    userId: row.userId,
    guest: row.guest,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  };
}
