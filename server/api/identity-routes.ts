// /api/v1/auth: RSA login and identity sign-in (spec 7), plus the administrator calls that register
// the integrators' RSA public keys and the identity providers' JWKS (nothing is trusted by default).
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Account } from '../accounts/accounts';
import {
  IdentityConfigError,
  IdentityError,
  saveIdentityProvider,
  signInWithIdentity,
} from '../accounts/identity-sign-in';
import {
  deleteTrustedKey,
  LoginKeyError,
  LoginKeyScopeError,
  loginWithKey,
  saveTrustedKey,
  TRUSTED_KEY_ROLES,
  TrustedKeyConfigError,
} from '../accounts/rsa-login';
import type { Database } from '../storage';
import { requireAdmin } from './auth';
import { authRoute, startFreshSession } from './auth-routes';
import type { SessionCache } from './session-cache';
import { badRequest, forbidden, notFound, unauthorized, type ApiError } from './errors';
import { ErrorReply, SessionReply } from './schemas';

export interface IdentityRoutesOptions {
  db: Database;
  /** Attempts per client address within `timeWindowMs` (shared figure with the password login). */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Told about the session a sign-in replaces. */
  sessions: SessionCache;
}

const NO_NUL = [(text: string) => !text.includes('\u0000'), 'Text cannot contain NUL characters'] as const;
/** Compact JWS/JWT text: three base64url parts. Bounded so garbage is refused before any crypto. */
const compactJwt = (what: string) =>
  z
    .string({ error: `Missing ${what}` })
    .min(1, `Missing ${what}`)
    .max(16_384)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, `The ${what} is not a compact JWT`);
const authority = z.url({ protocol: /^https?$/, error: 'The authority must be an http(s) URL' }).max(2000);

export const RsaLoginBody = z.object({ key: compactJwt('RSA login key') });
export const IdentitySignInBody = z.object({
  accessToken: compactJwt('access token'),
  authority,
  provider: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine(...NO_NUL)
    .describe('Provider label (for logs)'),
});
const keyName = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,100}$/, 'A key name has 1-100 letters, digits, dots, dashes or underscores');
const TrustedKeyBody = z.object({
  publicKeyPem: z.string().min(1).max(20_000).describe('RSA public key, SPKI PEM'),
  shops: z
    .array(z.string().trim().min(1).max(100), { error: 'shops: give the shop codes the key may sign in' })
    .min(1, 'shops: give at least one shop code')
    .max(500)
    .describe('Shop codes whose users the key may sign in'),
  roles: z
    .array(z.enum(TRUSTED_KEY_ROLES))
    .min(1)
    .optional()
    .describe("Kinds of user it may sign in (default pro and customer; 'admin' only when given)"),
});
const Jwk = z.looseObject({ kty: z.string() });
const IdentityProviderBody = z.object({
  authority,
  audience: z
    .string()
    .min(1)
    .max(500)
    .refine(...NO_NUL),
  jwks: z.object({ keys: z.array(Jwk).min(1).max(50) }),
  shopCod: z.string().min(1).max(100).nullable().optional(),
});

/** Spec 8 via the renderer: the embedded app reports 'RSA login failed' with this detail. */
export const RSA_LOGIN_FAILED = 'RSA login failed';

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (
  app,
  { db, loginRateLimit, sessions },
) => {
  const rateLimit = {
    max: loginRateLimit.max,
    timeWindow: loginRateLimit.timeWindowMs,
    hook: 'preHandler' as const,
  };

  /**
   * POST `url`: a sign-in of another kind than the password login, limited as that one is, and
   * answered the same: a fresh session (startFreshSession) for the account `signIn` finds. `refused`
   * names the reply for an error of `signIn` that refuses the caller; other errors go on as they are.
   */
  const signInRoute = <Body extends z.ZodType>(
    url: string,
    schema: { summary: string; description: string; body: Body },
    signIn: (body: z.output<Body>, request: FastifyRequest) => Promise<Account>,
    refused: (error: unknown) => ApiError | undefined,
  ) =>
    app.post(
      url,
      {
        ...authRoute(schema.summary, {
          description: schema.description,
          body: schema.body,
          response: { 200: SessionReply, 429: ErrorReply },
        }),
        config: { rateLimit },
      },
      async (request, reply) => {
        let account: Account;
        try {
          account = await signIn(request.body as z.output<Body>, request);
        } catch (error) {
          throw refused(error) ?? error;
        }
        if (account.userId === null) throw unauthorized(RSA_LOGIN_FAILED, 'LOGIN_FAILED');
        return startFreshSession(db, sessions, request, reply, { userId: account.userId }, account);
      },
    );

  signInRoute(
    '/auth/rsa',
    {
      summary: 'Log in with a one-time RSA login key (RS256 JWS signed by a trusted integrator)',
      description:
        'Claims: id (shop code), user, jti, iat, exp; at most 5 minutes of life; each jti logs in once. ' +
        'The header kid names the trusted key (else every trusted key is tried).',
      body: RsaLoginBody,
    },
    (body) => loginWithKey(db, body.key),
    (error) => {
      if (error instanceof LoginKeyError)
        return unauthorized(`${RSA_LOGIN_FAILED}: ${error.message}`, 'RSA_LOGIN_FAILED');
      if (error instanceof LoginKeyScopeError)
        return forbidden(`${RSA_LOGIN_FAILED}: ${error.message}`, 'RSA_KEY_SCOPE');
      return undefined;
    },
  );

  signInRoute(
    '/auth/identity',
    {
      summary: "Sign in with an identity provider's access token",
      description:
        'The token must be issued by the authority (iss), for the configured audience, signed by a key of ' +
        "the provider's locally stored JWKS. A first sign-in creates a customer user.",
      body: IdentitySignInBody,
    },
    async (body, request) => {
      const account = await signInWithIdentity(db, body);
      request.log.info({ provider: body.provider, user: account.username }, 'identity sign-in');
      return account;
    },
    (error) =>
      error instanceof IdentityError
        ? unauthorized(`Identity sign-in failed: ${error.message}`, 'IDENTITY_FAILED')
        : undefined,
  );

  app.put(
    '/auth/trusted-keys/:name',
    authRoute("Administrators: register or replace an integrator's RSA public key for RSA login", {
      description:
        'The key signs in only users of the given shops, of the given roles (default pro and customer); ' +
        "administrators only when roles holds 'admin'. Other users get 403.",
      params: z.object({ name: keyName }),
      body: TrustedKeyBody,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      requireAdmin(request);
      try {
        const { publicKeyPem, shops, roles } = request.body;
        await saveTrustedKey(db, request.params.name, publicKeyPem, { shops, roles });
      } catch (error) {
        if (error instanceof LoginKeyError) throw badRequest(error.message, 'INVALID_KEY');
        if (error instanceof TrustedKeyConfigError)
          throw badRequest(`shops: ${error.message}`, 'INVALID_SHOP');
        throw error;
      }
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/auth/trusted-keys/:name',
    authRoute('Administrators: stop trusting an RSA public key', {
      params: z.object({ name: keyName }),
      response: { 204: z.null(), 404: ErrorReply },
    }),
    async (request, reply) => {
      requireAdmin(request);
      if (!(await deleteTrustedKey(db, request.params.name))) throw notFound('No trusted key by that name');
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/auth/identity-providers',
    authRoute(
      'Administrators: register or replace an identity provider and its JWKS (sync on key rotation)',
      {
        body: IdentityProviderBody,
        response: { 204: z.null() },
      },
    ),
    async (request, reply) => {
      requireAdmin(request);
      try {
        await saveIdentityProvider(db, request.body);
      } catch (error) {
        if (error instanceof IdentityConfigError) throw badRequest(error.message, 'INVALID_PROVIDER');
        throw error;
      }
      // The app's CSP lets the browser reach the provider from the next reply on, not a second later.
      request.server.sitePolicy?.invalidate();
      return reply.code(204).send(null);
    },
  );
};
