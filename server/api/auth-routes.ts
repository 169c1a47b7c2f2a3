// /api/v1/auth: login (shop code + user + password), guest login, session, refresh, logout.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkCredentials, GUEST_SHOP_COD, guestAccount, type Account } from '../accounts/accounts';
import { createSession, deleteSession, rotateSession } from '../accounts/sessions';
import type { Database } from '../storage';
import { clearSessionCookie, requireSession, setSessionCookie, type AuthContext } from './auth';
import type { SessionCache } from './session-cache';
import { forbidden, unauthorized } from './errors';
import { routeFamily } from './route-schema';
import { ErrorReply, errorReplies, GuestLoginBody, LoginBody, SessionReply } from './schemas';

/** Spec 8: the login-failed dialog's text. */
export const LOGIN_FAILED_MESSAGE = 'Incorrect data, please check your credentials.';
/** Spec 6 and 8: a deployment that admits no guests refuses guest login with this text. */
export const GUESTS_REFUSED_MESSAGE = "This site doesn't allow guest users!";

/** Guests are admitted unless the deployment sets ARREDO_GUESTS=off (also: false, no, 0). */
/**
 * Spec 8: a guest login naming another guest id fails with a message containing '11-Wrong User ID:';
 * the renderer logs 'Guest user NOT accepted by back-end' for it and loads anyway.
 */
export const wrongGuestIdMessage = (id: string): string => `11-Wrong User ID: ${id}`;

export function guestsAllowedByEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['off', 'false', 'no', '0'].includes((env.ARREDO_GUESTS ?? '').trim().toLowerCase());
}

export interface AuthRoutesOptions {
  db: Database;
  /** Login attempts allowed per client address and user name within `timeWindowMs`. */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Guest sessions a client address may open within `timeWindowMs` (each is a stored row). */
  guestRateLimit: { max: number; timeWindowMs: number };
  /** False: guest login is refused with 403 GUESTS_REFUSED_MESSAGE. */
  guestsAllowed: boolean;
  /** Told about every session this plugin ends or extends. */
  sessions: SessionCache;
}

export function sessionReply(
  token: string,
  expiresAt: Date,
  account: Account,
): z.output<typeof SessionReply> {
  const shop = account.shop;
  return {
    sessionId: token,
    expiresAt: expiresAt.toISOString(),
    profile: {
      kind: account.kind,
      guest: account.guest,
      admin: account.admin,
      gdprFlags: account.gdprFlags,
      username: account.username,
      sellerLevel: account.sellerLevel,
      language: account.language,
      customerEmail: account.customerEmail,
      email: account.email,
      ...(shop
        ? {
            shop: {
              cod: shop.cod,
              country: shop.country,
              pricelist: shop.priceList,
              shopPricelist: shop.shopPriceList,
              currency: shop.currency,
            },
          }
        : {}),
    },
    user: {
      guest: account.guest,
      sellerLevel: account.sellerLevel,
      shops: shop ? [{ cod: shop.cod, pricelist: shop.priceList }] : [],
    },
  };
}

/** The auth calls: a bad request (400), no session (401) or a refused caller (403). */
export const authRoute = routeFamily({ tags: ['auth'] }, errorReplies(400, 401, 403));
/** The auth calls that give other replies (guest login, logout). */
const taggedRoute = routeFamily({ tags: ['auth'] });

/** Logout, and every login over an existing session: the old session is gone for good. */
export async function endCallerSession(
  db: Database,
  sessions: SessionCache,
  auth: AuthContext | null,
): Promise<void> {
  if (!auth) return;
  sessions.forget(auth.token);
  await deleteSession(db, auth.session.id);
}

/**
 * Every login (password, guest, RSA key, identity provider) starts a fresh session: the caller's old
 * one ends, so a token planted before login is never promoted. Sets the cookie; replies the session.
 */
export async function startFreshSession(
  db: Database,
  sessions: SessionCache,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: { userId: number } | { guest: true },
  account: Account,
): Promise<z.output<typeof SessionReply>> {
  await endCallerSession(db, sessions, request.auth);
  const { token, session } = await createSession(db, owner);
  await setSessionCookie(reply, token, session.expiresAt);
  return sessionReply(token, session.expiresAt, account);
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, loginRateLimit, guestRateLimit, guestsAllowed, sessions },
) => {
  app.post(
    '/auth/login',
    {
      ...authRoute('Log in with id (shop code), user and password; sets the session cookie', {
        body: LoginBody,
        response: { 200: SessionReply, 429: ErrorReply },
      }),
      config: {
        rateLimit: {
          max: loginRateLimit.max,
          timeWindow: loginRateLimit.timeWindowMs,
          hook: 'preHandler',
          // Per address and account: one client cannot hammer one password, nor lock out others.
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}|${String((request.body as { user?: unknown }).user).toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const account = await checkCredentials(db, request.body);
      if (!account || account.userId === null) throw unauthorized(LOGIN_FAILED_MESSAGE, 'LOGIN_FAILED');
      return startFreshSession(db, sessions, request, reply, { userId: account.userId }, account);
    },
  );

  app.post(
    '/auth/guest',
    {
      ...taggedRoute('Start a guest session', {
        body: GuestLoginBody,
        response: { 200: SessionReply, ...errorReplies(400, 403, 429) },
      }),
      config: { rateLimit: { max: guestRateLimit.max, timeWindow: guestRateLimit.timeWindowMs } },
    },
    async (request, reply) => {
      if (!guestsAllowed) throw forbidden(GUESTS_REFUSED_MESSAGE, 'GUESTS_REFUSED');
      const guestId = request.body?.id;
      if (guestId !== undefined && guestId.toLowerCase() !== GUEST_SHOP_COD.toLowerCase()) {
        throw forbidden(wrongGuestIdMessage(guestId), 'GUEST_WRONG_ID');
      }
      return startFreshSession(db, sessions, request, reply, { guest: true }, await guestAccount(db));
    },
  );

  app.get(
    '/auth/session',
    authRoute('The current session and profile', { response: { 200: SessionReply } }),
    async (request) => {
      const auth = requireSession(request);
      return sessionReply(auth.token, auth.session.expiresAt, auth.account);
    },
  );

  app.post(
    '/auth/refresh',
    authRoute('Renew the current session: a new sessionId, valid 7 more days (at most 30 days after login)', {
      description:
        'The old sessionId stops working at once; Bearer clients must use the sessionId of the reply. ' +
        'After 30 days from login a session cannot be renewed (401): log in again.',
      response: { 200: SessionReply },
    }),
    async (request, reply) => {
      const auth = requireSession(request);
      sessions.forget(auth.token);
      const renewed = await rotateSession(db, auth.session);
      if (!renewed) {
        await clearSessionCookie(reply);
        throw unauthorized('Session expired: log in again', 'SESSION_EXPIRED');
      }
      await setSessionCookie(reply, renewed.token, renewed.session.expiresAt);
      return sessionReply(renewed.token, renewed.session.expiresAt, auth.account);
    },
  );

  app.post(
    '/auth/logout',
    taggedRoute('End the current session', { response: { 204: z.null() } }),
    async (request, reply) => {
      await endCallerSession(db, sessions, request.auth);
      await clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
};
