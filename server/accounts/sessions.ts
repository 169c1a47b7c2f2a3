// Login sessions. The client holds a random token; storage keeps only its SHA-256, so a copy of the
// database cannot be replayed as logins.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { Database } from '../storage';
import { sessions } from '../storage/schema';

/** Spec 9: cookie lifetime 7 days. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionRecord {
  /** Storage key (hash of the token); guest projects reference it. */
  id: string;
  userId: number | null;
  guest: boolean;
  expiresAt: Date;
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

/** Pushes the expiry out by a full lifetime from now. */
export async function extendSession(db: Database, id: string, ttlMs = SESSION_TTL_MS): Promise<Date> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  return expiresAt;
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Removes expired sessions; returns how many. */
export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return removed.length;
}

function toRecord(row: typeof sessions.$inferSelect): SessionRecord {
  return { id: row.id, userId: row.userId, guest: row.guest, expiresAt: row.expiresAt };
}
