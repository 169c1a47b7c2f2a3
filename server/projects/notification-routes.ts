// Notifications (spec 7: list, delete by row id) for the logged-in user, and translations
// (get by language, save: replies OK). Guests have no notifications; only shop staff edit texts.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeLanguage } from '../../core/locale/languages';
import { NotificationList } from '../../core/project/sessionReplies';
import { requireAdmin, requireSession, requireUser } from '../api/auth';
import { notFound } from '../api/errors';
import { routeFamily } from '../api/route-schema';
import { textReply } from '../api/schemas';
import type { Database } from '../storage';
import { notifications, translations } from '../storage/schema';
import { errors } from './schemas';

/** Spec 5 and 8: translating non-string text is refused. */
export const NON_STRING_TRANSLATION = 'Translation of non-string text is refused';
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

const Lang = z.object({
  lang: z
    .string()
    .trim()
    .min(1, 'Missing lang')
    .max(20)
    .transform(normalizeLanguage)
    .refine((lang) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang), 'Not a language code'),
});
const TranslationMap = z.record(
  z.string().min(1).max(200),
  z.string({ error: NON_STRING_TRANSLATION }).max(10_000),
);
const TranslationBody = z.object({ translations: TranslationMap });

const notificationRoute = routeFamily({ tags: ['notifications'] }, errors);
/** A call on one language's translations, /translations/:lang. */
const translationRoute = routeFamily({ tags: ['translations'], params: Lang }, errors);

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/notifications',
    notificationRoute("The user's notifications, newest first", { response: { 200: NotificationList } }),
    async (request) => {
      const auth = requireUser(request);
      const rows = await db
        .select({ rowId: notifications.rowId, text: notifications.text, createdAt: notifications.createdAt })
        .from(notifications)
        .where(eq(notifications.userId, auth.account.userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id));
      return { notifications: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );

  app.delete(
    '/notifications/:rowId',
    notificationRoute('Delete a notification by its row id', {
      params: z.object({ rowId: z.string().min(1).max(100) }),
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      const auth = requireUser(request);
      const removed = await db
        .delete(notifications)
        .where(
          and(eq(notifications.userId, auth.account.userId), eq(notifications.rowId, request.params.rowId)),
        )
        .returning({ id: notifications.id });
      if (!removed.length) throw notFound(NOTIFICATION_NOT_FOUND, 'NOTIFICATION_NOT_FOUND');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/translations/:lang',
    translationRoute('The saved translations of a language (key to text)', {
      response: { 200: z.object({ lang: z.string(), translations: z.record(z.string(), z.string()) }) },
    }),
    async (request) => {
      requireSession(request);
      const { lang } = request.params;
      const rows = await db.select().from(translations).where(eq(translations.lang, lang));
      return { lang, translations: Object.fromEntries(rows.map((row) => [row.key, row.text])) };
    },
  );

  app.put(
    '/translations/:lang',
    translationRoute(
      'Administrators: save translations of a language (keys given are replaced); replies OK',
      { body: TranslationBody, response: { 200: textReply('OK', 'Saved') } },
    ),
    async (request, reply) => {
      // The saved texts are global (every shop and user sees them): only an administrator writes them.
      requireAdmin(request);
      const { lang } = request.params;
      const entries = Object.entries(request.body.translations);
      if (entries.length) {
        await db.transaction(async (tx) => {
          await tx.delete(translations).where(
            and(
              eq(translations.lang, lang),
              inArray(
                translations.key,
                entries.map(([key]) => key),
              ),
            ),
          );
          await tx.insert(translations).values(entries.map(([key, text]) => ({ lang, key, text })));
        });
      }
      return reply.type('text/plain').send('OK');
    },
  );
};
