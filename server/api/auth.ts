// Who is calling: the session token comes from the httpOnly cookie, or from `Authorization: Bearer`
// for hosts where the cookie cannot travel (an iframe on another site, the desktop host).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { sessionAccount, type Account } from '../accounts/accounts';
import type { SessionRecord } from '../accounts/sessions';
import type { Database } from '../storage';
import { forbidden, unauthorized } from './errors';
import type { SessionCache } from './session-cache';
import { sessionCookieAttributesFor } from '../security/session-cookie';
import { farmTokenCaller, isFarmToken } from '../renderfarm/farm-tokens';

export const SESSION_COOKIE = 'arredo_session';

export interface AuthContext {
  token: string;
  session: SessionRecord;
  account: Account;
  /**
   * Set when the caller came with a render farm's narrow token (server/renderfarm/farm-tokens.ts):
   * the origin it is bound to. Such a caller reaches the render farm's routes only.
   */
  farmOrigin?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * The session tokens a request carries, in the order they are tried: `Authorization: Bearer` first
 * (explicitly sent by its client), then the cookie. A stale cookie left by an old login must not hide
 * a valid Bearer token (issue 8), so a token that resolves to no session falls through to the next.
 */
export function readTokens(request: FastifyRequest): string[] {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  const cookie = request.cookies[SESSION_COOKIE];
  return [bearer, cookie].filter((token): token is string => !!token && token.length <= 200);
}

/**
 * Resolves the caller once per request into `request.auth` (null: no valid session). Lookups go
 * through `sessions` (see session-cache.ts). With guests turned off, a guest session opened before
 * the switch counts as no session: its holder gets 401 and a guest login is refused.
 */
export function installAuth(
  app: FastifyInstance,
  db: Database,
  options: { sessions: SessionCache; guestsAllowed: boolean },
): void {
  const { sessions, guestsAllowed } = options;
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    for (const token of readTokens(request)) {
      if (isFarmToken(token)) {
        // Never cached: it is checked against the route and the Origin of every call.
        const caller = await farmTokenCaller(db, request, token);
        if (!caller || (caller.account.guest && !guestsAllowed)) continue;
        request.auth = { token, session: caller.session, account: caller.account, farmOrigin: caller.origin };
        return;
      }
      let found = sessions.get(token);
      if (!found) {
        const looked = await sessionAccount(db, token);
        if (!looked) continue;
        sessions.set(token, looked);
        found = looked;
      }
      if (found.account.guest && !guestsAllowed) continue;
      request.auth = { token, ...found };
      return;
    }
  });
}

export function requireSession(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized('Login required: no valid session', 'NO_SESSION');
  return request.auth;
}

/** A logged-in user: not a guest (spec 6: "First must do login"). */
export function requireUser(request: FastifyRequest): AuthContext & { account: { userId: number } } {
  const auth = requireSession(request);
  if (auth.account.guest || auth.account.userId === null) throw forbidden('First must do login', 'GUEST');
  return auth as AuthContext & { account: { userId: number } };
}

/** The supervisor flag (spec 6: from the admin flag on the profile). */
export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireUser(request);
  if (!auth.account.admin) throw forbidden('Only an administrator may do this', 'NOT_ADMIN');
  return auth;
}

/** SameSite=Lax, or None and Secure on a server whose `sites` are other sites (session-cookie.ts). */
export async function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): Promise<void> {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    ...(await sessionCookieAttributesFor(reply.request)),
    path: '/',
    expires: expiresAt,
  });
}

/** With the attributes it was set with: a browser lets only a secure page overwrite a Secure cookie. */
export async function clearSessionCookie(reply: FastifyReply): Promise<void> {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    ...(await sessionCookieAttributesFor(reply.request)),
    path: '/',
  });
}
