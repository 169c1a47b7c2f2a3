// One-time codes for the mailed account links (password reset, guest registration). The link carries
// a random 256-bit code; storage keeps only its SHA-256, so a copy of the database opens no account.
// A code is used at most once: the update that marks it used is also the check.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../storage';
import { accountCodes, type AccountCodePurpose } from '../storage/schema';

/** Spec-free choice: a mailed link works for one hour. */
export const ACCOUNT_CODE_TTL_MS = 60 * 60 * 1000;
/** Codes look like base64url of 32 bytes (43 characters); anything else is refused before storage. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type AccountCode = typeof accountCodes.$inferSelect;

export const codeHash = (code: string): string => createHash('sha256').update(code).digest('hex');

type Handle = Pick<Database, 'select' | 'insert' | 'update'>;

export interface NewCode {
  purpose: AccountCodePurpose;
  email: string;
  userId?: number | null;
  guestSessionId?: string | null;
  /** Register: the guest's projects at request time. */
  projectIds?: number[];
  firstName?: string;
  lastName?: string;
}

/**
 * Stores a new code and returns it. Earlier unused codes for the same account (reset) or the same
 * guest session (register) stop working: only the newest mail's link counts.
 */
export async function issueCode(
  db: Handle,
  input: NewCode,
  now = new Date(),
  ttlMs = ACCOUNT_CODE_TTL_MS,
): Promise<{ code: string; expiresAt: Date }> {
  const owner =
    input.purpose === 'reset'
      ? eq(accountCodes.userId, input.userId ?? -1)
      : eq(accountCodes.guestSessionId, input.guestSessionId ?? '');
  await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(and(eq(accountCodes.purpose, input.purpose), owner, isNull(accountCodes.usedAt)));
  const code = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(accountCodes).values({
    codeHash: codeHash(code),
    purpose: input.purpose,
    userId: input.userId ?? null,
    guestSessionId: input.guestSessionId ?? null,
    projectIds: input.projectIds ?? [],
    email: input.email,
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    createdAt: now,
    expiresAt,
  });
  return { code, expiresAt };
}

/** How many codes went to this address (any case) since `since`: the per-address mail budget. */
export async function codesSentTo(db: Handle, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountCodes)
    .where(and(sql`lower(${accountCodes.email}) = lower(${email})`, gt(accountCodes.createdAt, since)));
  return row?.n ?? 0;
}

const live = (code: string, purposes: readonly AccountCodePurpose[], now: Date) =>
  and(
    eq(accountCodes.codeHash, codeHash(code)),
    isNull(accountCodes.usedAt),
    gt(accountCodes.expiresAt, now),
    sql`${accountCodes.purpose} in (${sql.join(
      purposes.map((p) => sql`${p}`),
      sql`, `,
    )})`,
  );

/**
 * A lookup of the code's record while it is unused and unexpired; with `use` it marks the code used in
 * the same statement, so it is returned once. Null when unknown, used, expired or of another purpose.
 */
function liveCodeLookup(use: boolean) {
  return async (
    db: Handle,
    code: string,
    purposes: readonly AccountCodePurpose[],
    now = new Date(),
  ): Promise<AccountCode | null> => {
    if (!CODE_PATTERN.test(code)) return null;
    const where = live(code, purposes, now);
    const [row] = use
      ? await db.update(accountCodes).set({ usedAt: now }).where(where).returning()
      : await db.select().from(accountCodes).where(where);
    return row ?? null;
  };
}

/** The code's record while it is unused and unexpired, without using it (the screen's first look). */
export const peekCode = liveCodeLookup(false);

/** Uses the code: returns its record once; null when unknown, used, expired or of another purpose. */
export const consumeCode = liveCodeLookup(true);
