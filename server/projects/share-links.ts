// Read-only share links (spec 2 arWebView: the QR code a customer's phone scans). A link carries a
// random 256-bit token; storage keeps only its SHA-256, so a copy of the database opens nothing. A
// token is bound to one project: presented with another project's id it is as unknown as a forged one.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../storage';
import { shareLinks } from '../storage/schema';

/** Spec-free choice: a share link works for 7 days (long enough to show the family at home). */
export const SHARE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Tokens are base64url of 32 bytes (43 characters); anything else is refused before storage. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Expired links are kept this long (the answer says "expired", not "unknown"), then deleted. */
export const EXPIRED_LINK_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Stores a new link for the project and returns its token; expired links long past are tidied. */
export async function issueShareLink(
  db: Database,
  input: { projectId: number; createdBy: string },
  now = new Date(),
  ttlMs = SHARE_LINK_TTL_MS,
): Promise<{ token: string; expiresAt: Date }> {
  await db.delete(shareLinks).where(lt(shareLinks.expiresAt, new Date(now.getTime() - EXPIRED_LINK_KEPT_MS)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(shareLinks).values({
    tokenHash: tokenHash(token),
    projectId: input.projectId,
    createdBy: input.createdBy,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export type ShareCheck = { ok: true; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Whether `token` opens `projectId` now. 'invalid' covers a malformed, unknown, revoked or other
 * project's token alike (one answer, so a caller learns nothing about other links); 'expired' is
 * told apart only for a real link of this very project, whose holder may ask for a new one.
 */
export async function checkShareLink(
  db: Database,
  projectId: number,
  token: string,
  now = new Date(),
): Promise<ShareCheck> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  const [link] = await db
    .select({ expiresAt: shareLinks.expiresAt, revokedAt: shareLinks.revokedAt })
    .from(shareLinks)
    .where(and(eq(shareLinks.tokenHash, tokenHash(token)), eq(shareLinks.projectId, projectId)));
  if (!link || link.revokedAt) return { ok: false, reason: 'invalid' };
  if (link.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: link.expiresAt };
}

/** Ends every live link of the project at once; returns how many stopped working. */
export async function revokeShareLinks(db: Database, projectId: number, now = new Date()): Promise<number> {
  const revoked = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(
      and(eq(shareLinks.projectId, projectId), isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, now)),
    )
    .returning({ projectId: shareLinks.projectId });
  return revoked.length;
}
