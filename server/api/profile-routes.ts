// /api/v1/profile: a logged-in user's stored preferences (language, GDPR consents) and password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePassword, setGdprFlags, setLanguage } from '../accounts/accounts';
import type { Database } from '../storage';
import { requireUser } from './auth';
import { sessionReply } from './auth-routes';
import type { SessionCache } from './session-cache';
import { forbidden } from './errors';
import { ErrorReply, GdprBody, LanguageBody, PasswordBody, SessionReply } from './schemas';

/** The current password given with a password change was not right. */
export const WRONG_PASSWORD_MESSAGE = 'The current password is not right';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply };

export const profileRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: SessionCache }> = async (
  app,
  { db, sessions },
) => {
  app.put(
    '/profile/language',
    {
      schema: {
        tags: ['profile'],
        summary: "Set the user's language (d becomes de, underscores become hyphens)",
        body: LanguageBody,
        response: { 200: SessionReply, ...errors },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      await setLanguage(db, auth.account.userId, request.body.lang);
      sessions.forgetUser(auth.account.userId);
      const account = { ...auth.account, language: request.body.lang };
      return sessionReply(auth.token, auth.session.expiresAt, account);
    },
  );

  app.put(
    '/profile/gdpr',
    {
      schema: {
        tags: ['profile'],
        summary: "Record the user's GDPR consents",
        body: GdprBody,
        response: { 200: SessionReply, ...errors },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      await setGdprFlags(db, auth.account.userId, request.body.gdprFlags);
      sessions.forgetUser(auth.account.userId);
      const account = { ...auth.account, gdprFlags: request.body.gdprFlags };
      return sessionReply(auth.token, auth.session.expiresAt, account);
    },
  );

  app.put(
    '/profile/password',
    {
      schema: {
        tags: ['profile'],
        summary: "Change the user's password (the current one is required); ends their other sessions",
        body: PasswordBody,
        response: { 204: z.null(), ...errors },
      },
      // Each attempt costs a scrypt hash and guesses a password: 10 a minute per address.
      config: { rateLimit: { max: 10, timeWindow: 60_000, hook: 'preHandler' } },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      const { currentPassword, newPassword } = request.body;
      const changed = await changePassword(
        db,
        auth.account.userId,
        auth.session.id,
        currentPassword,
        newPassword,
      );
      if (!changed) throw forbidden(WRONG_PASSWORD_MESSAGE, 'WRONG_PASSWORD');
      sessions.forgetUser(auth.account.userId);
      return reply.code(204).send(null);
    },
  );
};
