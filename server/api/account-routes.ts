// /api/v1/auth: the mailed account flows (server/accounts/account-flows.ts): password reset and guest
// registration, each a request (mails a one-time link) and a completion (uses the link's code).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountCodeError,
  AlreadyRegisteredError,
  completeGuestRegistration,
  describeCode,
  guestProjectIds,
  resetPassword,
} from '../accounts/account-flows';
import { normalizeLanguage } from '../../core/locale/languages';
import type { MailJobs } from '../accounts/mail-jobs';
import { loginGuardOf } from '../limits/install';
import type { Mailer } from '../mail/mailer';
import type { Database } from '../storage';
import { requireSession } from './auth';
import { startFreshSession } from './auth-routes';
import { ApiError, badRequest, forbidden } from './errors';
import { routeFamily } from './route-schema';
import { EmailAddress, errorReplies, SessionReply } from './schemas';
import type { SessionCache } from './session-cache';

export interface AccountRoutesOptions {
  db: Database;
  mailer: Mailer;
  /** Where the mails are posted as jobs (accounts/mail-jobs.ts): pg-boss on PostgreSQL. */
  mailJobs: MailJobs;
  /** The app's public address for mailed links (ARREDO_PUBLIC_URL); absent: http://localhost:<port>/. */
  publicUrl?: string;
  /** Requests (mails) per client address within the window. */
  requestRateLimit: { max: number; timeWindowMs: number };
  /** Code checks and completions per client address within the window. */
  codeRateLimit: { max: number; timeWindowMs: number };
  sessions: SessionCache;
}

/** The answer to every reset request, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this e-mail address, a link to set a new password is on its way.';
export const RESET_REQUESTED_BY_USER_MESSAGE =
  'If this account has an e-mail address, a link to set a new password is on its way to it.';
export const REGISTRATION_REQUESTED_MESSAGE =
  'A link to create your account is on its way to this e-mail address.';
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const;

const email = EmailAddress;
const language = z
  .string()
  .trim()
  .max(20)
  .transform(normalizeLanguage)
  .refine((lang) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang), 'Not a language code (language)')
  .optional();
const code = z
  .string({ error: 'Missing code (code)' })
  .min(1, 'Missing code (code)')
  .max(100, 'Not a valid code (code)');
const password = z
  .string({ error: 'Missing password (password)' })
  .min(PASSWORD_LENGTH.min, `The password needs at least ${PASSWORD_LENGTH.min} characters (password)`)
  .max(PASSWORD_LENGTH.max, `The password may have at most ${PASSWORD_LENGTH.max} characters (password)`);
const personName = z
  .string()
  .trim()
  .max(100)
  .refine((text) => !text.includes('\u0000'), 'Text cannot contain NUL characters')
  .default('');

const RequestedReply = z.object({ message: z.string() });

/** The mailed account flows: every one may refuse its input (400) and is rate limited (429). */
const accountRoute = routeFamily({ tags: ['auth'] }, errorReplies(400, 429));
/** A reset is asked for by e-mail address, or by the sign-in's shop code and user name. */
const signInName = (what: string, field: string) =>
  z
    .string({ error: `Missing ${what} (${field})` })
    .trim()
    .min(1, `Missing ${what} (${field})`)
    .max(200, `The ${what} is too long (${field})`);
const ResetRequestBody = z
  .object({
    email: email.optional(),
    id: signInName('shop code', 'id').optional(),
    user: signInName('user name', 'user').optional(),
    language,
  })
  .refine((body) => body.email !== undefined || (body.id !== undefined && body.user !== undefined), {
    error: 'Give the e-mail address (email), or the shop code (id) and user name (user)',
  });
const CodeReply = z
  .object({
    purpose: z.enum(['reset', 'register']),
    email: z.string(),
    expiresAt: z.iso.datetime(),
    username: z.string().optional(),
    shopCod: z.string().optional(),
  })
  .meta({ id: 'AccountCode' });

function publicUrlOf(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? fallbackUrl(request.server);
}

/** Never the request's Host header: a forged one would mail the code to someone else's site. */
function fallbackUrl(server: FastifyInstance): string {
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 8080;
  return `http://localhost:${port}/`;
}

function codeFailure(error: unknown): never {
  if (error instanceof AccountCodeError) throw badRequest(error.message, 'CODE_INVALID');
  if (error instanceof AlreadyRegisteredError) throw new ApiError(409, error.message, 'ALREADY_REGISTERED');
  throw error;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { db, mailer, mailJobs, sessions } = options;
  app.addHook('onClose', () => mailJobs.drained());
  // An account under attack gets its one-time unlock link (server/limits/login-guard.ts).
  const guard = loginGuardOf(app);
  if (guard) {
    guard.onLocked = (userId) =>
      void mailJobs.post({ flow: 'unlock', publicUrl: options.publicUrl ?? fallbackUrl(app), userId });
  }
  const requestLimit = {
    max: options.requestRateLimit.max,
    timeWindow: options.requestRateLimit.timeWindowMs,
  };
  const codeLimit = { max: options.codeRateLimit.max, timeWindow: options.codeRateLimit.timeWindowMs };
  if (!options.publicUrl && mailer.kind === 'smtp') {
    app.log.warn('ARREDO_PUBLIC_URL is not set: mailed links point to http://localhost');
  }
  // The reset and registration flows each let the page check a mailed code before asking for a
  // password: one route shape, written once.
  const checkCodeRoute = (path: string, purpose: 'reset' | 'register', summary: string) =>
    app.post(
      path,
      {
        ...accountRoute(summary, {
          body: z.object({ code }),
          response: { 200: CodeReply },
        }),
        config: { rateLimit: codeLimit },
      },
      async (request) => {
        try {
          const info = await describeCode(db, request.body.code, purpose);
          return { ...info, expiresAt: info.expiresAt.toISOString() };
        } catch (error) {
          codeFailure(error);
        }
      },
    );

  app.post(
    '/auth/password-reset/request',
    {
      ...accountRoute(
        'Mail a one-time link to set a new password: to the accounts with this e-mail address, or to ' +
          'the address of the user with this shop code (id) and user name (user)',
        {
          description:
            'The reply is the same whether or not an account uses the address. Links work once, for one hour; ' +
            'at most 3 mails per address and hour.',
          body: ResetRequestBody,
          response: { 202: RequestedReply },
        },
      ),
      config: { rateLimit: requestLimit },
    },
    async (request, reply) => {
      const { email: address, id, user, language: lang } = request.body;
      const byAddress = address !== undefined;
      // Reply first, look up and mail after: the time of the reply tells nothing about the address.
      await mailJobs.post({
        flow: 'reset',
        publicUrl: publicUrlOf(request, options.publicUrl),
        input: byAddress ? { email: address, language: lang } : { id: id!, user: user!, language: lang },
      });
      return reply
        .code(202)
        .send({ message: byAddress ? RESET_REQUESTED_MESSAGE : RESET_REQUESTED_BY_USER_MESSAGE });
    },
  );

  checkCodeRoute(
    '/auth/password-reset/check',
    'reset',
    'Whether a reset code still works, and the sign-in it is for (shop code, user name)',
  );

  app.post(
    '/auth/password-reset',
    {
      ...accountRoute('Set a new password with a mailed code: ends every session of the account, signs in', {
        body: z.object({ code, password }),
        response: { 200: SessionReply },
      }),
      config: { rateLimit: codeLimit },
    },
    async (request, reply) => {
      try {
        const account = await resetPassword(db, request.body);
        sessions.forgetUser(account.userId!);
        // The user proved who they are: a lock from wrong passwords ends, this place is known.
        await guard?.unlock(account.userId!, request.ip);
        return await startFreshSession(db, sessions, request, reply, { userId: account.userId! }, account);
      } catch (error) {
        codeFailure(error);
      }
    },
  );

  app.post(
    '/auth/guest-register/request',
    {
      ...accountRoute('Guests: mail a one-time link that turns this guest session into a customer account', {
        body: z.object({ email, firstName: personName, lastName: personName, language }),
        response: { 202: RequestedReply, ...errorReplies(401, 403) },
      }),
      config: { rateLimit: requestLimit },
    },
    async (request, reply) => {
      const auth = requireSession(request);
      if (!auth.account.guest || auth.account.userId !== null) {
        throw forbidden('Only a guest can register: you are already signed in', 'NOT_GUEST');
      }
      await mailJobs.post({
        flow: 'register',
        publicUrl: publicUrlOf(request, options.publicUrl),
        input: {
          ...request.body,
          guestSessionId: auth.session.id,
          projectIds: await guestProjectIds(db, auth.session.id),
        },
      });
      return reply.code(202).send({ message: REGISTRATION_REQUESTED_MESSAGE });
    },
  );

  checkCodeRoute(
    '/auth/guest-register/check',
    'register',
    'Whether a registration code still works, and the e-mail address it registers',
  );

  app.post(
    '/auth/guest-register',
    {
      ...accountRoute(
        "Create the customer account with a mailed code: keeps the guest's projects, signs in",
        {
          description:
            'Sign in later with the guest shop code (WEB), the e-mail address as user name and this password.',
          body: z.object({ code, password, language }),
          response: { 200: SessionReply, ...errorReplies(409) },
        },
      ),
      config: { rateLimit: codeLimit },
    },
    async (request, reply) => {
      try {
        const { account, projects, endedGuestSessions } = await completeGuestRegistration(db, request.body);
        for (const ended of endedGuestSessions) sessions.forgetSession(ended);
        request.log.info({ user: account.username, projects }, 'guest registered');
        return await startFreshSession(db, sessions, request, reply, { userId: account.userId! }, account);
      } catch (error) {
        codeFailure(error);
      }
    },
  );
};
