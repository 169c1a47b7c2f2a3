// /api/v1/profile: a logged-in user's stored preferences (language, GDPR consents).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setGdprFlags, setLanguage } from '../accounts/accounts';
import type { Database } from '../storage';
import { requireUser } from './auth';
import { sessionReply } from './auth-routes';
import type { SessionCache } from './session-cache';
import { ErrorReply, GdprBody, LanguageBody, SessionReply } from './schemas';

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
};
