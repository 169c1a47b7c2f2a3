// /api/v1/profile: a logged-in user's stored preferences (language, GDPR consents, e-mail address,
// default price list) and password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePassword, setGdprFlags, setLanguage, type Account } from '../accounts/accounts';
import {
  mayChoosePriceList,
  priceListChoices,
  ProfileSettingError,
  setEmail,
  setPriceList,
} from '../accounts/profile-settings';
import type { Database } from '../storage';
import type { MailJobs } from '../accounts/mail-jobs';
import { requireUser } from './auth';
import { sessionReply } from './auth-routes';
import type { SessionCache } from './session-cache';
import { badRequest, forbidden } from './errors';
import { routeFamily } from './route-schema';
import {
  EmailBody,
  errorReplies,
  GdprBody,
  LanguageBody,
  PasswordBody,
  PriceListBody,
  PriceListChoicesReply,
  SessionReply,
} from './schemas';

/** The current password given with a password change was not right. */
export const WRONG_PASSWORD_MESSAGE = 'The current password is not right';

const route = routeFamily({ tags: ['profile'] }, errorReplies(400, 401, 403));

export const profileRoutes: FastifyPluginAsyncZod<{
  db: Database;
  sessions: SessionCache;
  /** Sends the notice of an e-mail change to the old address; absent: none is sent. */
  /** The notice to the old address of a changed e-mail goes out as a job (accounts/mail-jobs.ts). */
  mailJobs?: MailJobs;
}> = async (app, { db, sessions, mailJobs }) => {
  /** The user's stored profile changed: their cached sessions are stale, and the reply is `account`. */
  const profileChanged = (auth: ReturnType<typeof requireUser>, account: Account) => {
    sessions.forgetUser(auth.account.userId);
    return sessionReply(auth.token, auth.session.expiresAt, account);
  };

  /** PUT /profile/<name>: saves one stored preference; the reply is the session with it changed. */
  const preferenceRoute = <Body extends z.ZodType>(
    name: string,
    summary: string,
    body: Body,
    save: (userId: number, value: z.output<Body>) => Promise<Partial<Account>>,
  ) =>
    app.put(
      `/profile/${name}`,
      route(summary, { body, response: { 200: SessionReply } }),
      async (request) => {
        const auth = requireUser(request);
        const changed = await save(auth.account.userId, request.body as z.output<Body>);
        return profileChanged(auth, { ...auth.account, ...changed });
      },
    );

  preferenceRoute(
    'language',
    "Set the user's language (d becomes de, underscores become hyphens)",
    LanguageBody,
    async (userId, { lang }) => {
      await setLanguage(db, userId, lang);
      return { language: lang };
    },
  );
  preferenceRoute('gdpr', "Record the user's GDPR consents", GdprBody, async (userId, { gdprFlags }) => {
    await setGdprFlags(db, userId, gdprFlags);
    return { gdprFlags };
  });

  app.put(
    '/profile/password',
    {
      ...route("Change the user's password (the current one is required); ends their other sessions", {
        body: PasswordBody,
        response: { 204: z.null() },
      }),
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

  app.put(
    '/profile/email',
    route("Set a professional user's own e-mail address (where a password reset link goes)", {
      description:
        "Needs the current password (403 when it is not right); the address it replaces gets a notice. A customer's e-mail address is their sign-in and is not changed here (400).",
      body: EmailBody,
      response: { 200: SessionReply },
    }),
    async (request) => {
      const auth = requireUser(request);
      if (auth.account.kind !== 'pro') {
        throw badRequest("email: a customer's e-mail address is their sign-in and cannot be changed here");
      }
      const { email, currentPassword } = request.body;
      const saved = await setEmail(db, auth.account.userId, email, currentPassword);
      if (!saved) throw forbidden(WRONG_PASSWORD_MESSAGE, 'WRONG_PASSWORD');
      const reply = profileChanged(auth, { ...auth.account, email });
      const previous = saved.previous;
      if (mailJobs && previous && previous.toLowerCase() !== (email ?? '').toLowerCase()) {
        // The old address learns of it: if this was not the user, they know someone has their password.
        await mailJobs.post({
          flow: 'email-changed',
          to: previous,
          newEmail: email ?? '—',
          user: auth.account.username ?? '',
          language: auth.account.language,
        });
      }
      return reply;
    },
  );

  app.get(
    '/profile/price-lists',
    route("The price lists the user may choose as default (their shop's currency); empty when none", {
      response: { 200: PriceListChoicesReply },
    }),
    async (request) => {
      const auth = requireUser(request);
      const shop = auth.account.shop;
      return {
        current: shop?.priceList ?? '',
        shopDefault: shop?.shopPriceList ?? '',
        lists: mayChoosePriceList(auth.account) ? await priceListChoices(db, auth.account) : [],
      };
    },
  );

  app.put(
    '/profile/price-list',
    route("Set a professional user's default price list (null: the shop's); prices follow it", {
      body: PriceListBody,
      response: { 200: SessionReply },
    }),
    async (request) => {
      const auth = requireUser(request);
      const chosen = request.body.priceList;
      try {
        await setPriceList(db, auth.account, chosen);
      } catch (error) {
        if (error instanceof ProfileSettingError) throw badRequest(error.message, 'INVALID_PRICE_LIST');
        throw error;
      }
      const shop = auth.account.shop!;
      return profileChanged(auth, {
        ...auth.account,
        shop: { ...shop, priceList: chosen ?? shop.shopPriceList },
      });
    },
  );
};
