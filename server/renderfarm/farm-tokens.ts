// The narrow token a render farm of its own hands to a listed site's job view (handoff.ts), in place
// of its session id: a script on that site holding it can list, submit, cancel, retry, delete and
// download the farm's renders of that user, and nothing else (projects, account, password, logout).
//
// - Scope: it names a caller on /api/v1/renderfarm/* only (farmTokenRoute); anywhere else the auth
//   hook ignores it, and the call answers as without a session (401).
// - Origin: it counts only on calls whose `Origin` header is the site it was handed to (the browser
//   sets that header; a page on another site cannot), and while that site is still one of `sites`.
// - Lifetime: FARM_TOKEN_TTL_MS (8 h, a working day: the job view is followed through a day; the next
//   day's first call asks for the hand-off again, one click, while the farm's own session lives on),
//   never past its session's end.
// - Session: a row per token references the session it came from; signing out there, the session's
//   expiry or its deletion (a new login, a password change) ends it; a refresh carries it over to the
//   session's new id (sessions.ts rotateSession), as it carries the guest's projects.
//
// Why a table and not a signed token: the server's processes share nothing but the database (issue 25),
// and a signed token would still need the session's row on every call to die with it; a row per
// token costs the same lookup, needs no key to share, rotate or leak, and can be ended on its own.
// As for sessions, storage keeps only the token's SHA-256: a copy of the database replays nothing.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessionAccountById, type Account } from '../accounts/accounts';
import { sessionKey, type SessionRecord } from '../accounts/sessions';
import type { Database } from '../storage';
import { farmTokens } from '../storage/schema';

/** A working day: see above. */
export const FARM_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;
/**
 * Tells a farm token from a session token without a lookup: session tokens are base64url, which
 * has no '.', so no session token starts with this.
 */
export const FARM_TOKEN_PREFIX = 'rf.';
/** The only routes a farm token opens (the API's prefix and the render farm's). */
export const FARM_TOKEN_ROUTES = '/api/v1/renderfarm/';

export const isFarmToken = (token: string): boolean => token.startsWith(FARM_TOKEN_PREFIX);

/**
 * A new token for `session`, bound to `origin`. The session's earlier tokens for that origin end: a
 * hand-off replaces the last one, so they do not pile up.
 */
export async function issueFarmToken(
  db: Database,
  session: SessionRecord,
  origin: string,
  now = new Date(),
  ttlMs = FARM_TOKEN_TTL_MS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = `${FARM_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Math.min(now.getTime() + ttlMs, session.expiresAt.getTime()));
  await db.transaction(async (tx) => {
    await tx
      .delete(farmTokens)
      .where(and(eq(farmTokens.sessionId, session.id), eq(farmTokens.origin, origin)));
    await tx.insert(farmTokens).values({ id: sessionKey(token), sessionId: session.id, origin, expiresAt });
  });
  return { token, expiresAt };
}

/** Whether the request goes to a route a farm token may call (the matched route, not the raw path). */
export function farmTokenRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith(FARM_TOKEN_ROUTES) ?? false;
}

/**
 * The caller a farm token names on this request: null when the token is unknown or expired, its
 * session is gone, the route is not the render farm's, or the request's `Origin` is not the one it
 * was handed to (or that origin is no longer one of `sites`).
 */
export async function farmTokenCaller(
  db: Database,
  request: FastifyRequest,
  token: string,
  now = new Date(),
): Promise<{ session: SessionRecord; account: Account; origin: string } | null> {
  if (!farmTokenRoute(request)) return null;
  const origin = request.headers.origin;
  if (!origin) return null;
  const [row] = await db
    .select({ sessionId: farmTokens.sessionId, origin: farmTokens.origin })
    .from(farmTokens)
    .where(and(eq(farmTokens.id, sessionKey(token)), gt(farmTokens.expiresAt, now)))
    .limit(1);
  if (!row || row.origin !== origin) return null;
  const policy = request.server.sitePolicy;
  if (policy && !(policy.current() ?? (await policy.get())).policy.sites.includes(origin)) return null;
  const found = await sessionAccountById(db, row.sessionId);
  return found ? { ...found, origin } : null;
}

/** Removes expired tokens (those of ended sessions went with them); returns how many. */
export async function purgeExpiredFarmTokens(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(farmTokens)
    .where(lte(farmTokens.expiresAt, now))
    .returning({ id: farmTokens.id });
  return removed.length;
}
