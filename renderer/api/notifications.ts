// Notifications (spec 7: list, delete by row id) and translations (save expects OK);
// server/projects/notification-routes.ts.
import { defaultTransport, ApiError, type Transport } from './transport';
import type { Notification } from './types';
import { NotificationList } from '../../core/project/sessionReplies';
import { checkedReply } from './replies';

export interface NotificationsApi {
  /** Newest first. */
  list(): Promise<Notification[]>;
  remove(rowId: string): Promise<void>;
}

export interface TranslationsApi {
  /** The saved translations of a language (key to text). */
  get(lang: string): Promise<Record<string, string>>;
  /** Replaces the keys given; resolves when the server answered OK. */
  save(lang: string, translations: Record<string, string>): Promise<void>;
}

const segment = (value: string, what: string) => {
  if (!value.trim()) throw new Error(`Missing ${what}`);
  return encodeURIComponent(value.trim());
};

export function createNotificationsApi(transport: Transport = defaultTransport): NotificationsApi {
  return {
    list: async () =>
      checkedReply(NotificationList, 'notifications', await transport.json('GET', 'notifications'))
        .notifications,
    remove: async (rowId) => {
      await transport.json<undefined>('DELETE', `notifications/${segment(rowId, 'row id')}`);
    },
  };
}

export function createTranslationsApi(transport: Transport = defaultTransport): TranslationsApi {
  return {
    get: async (lang) =>
      (
        await transport.json<{ lang: string; translations: Record<string, string> }>(
          'GET',
          `translations/${segment(lang, 'lang')}`,
        )
      ).translations,
    save: async (lang, translations) => {
      for (const [key, text] of Object.entries(translations)) {
        // Spec 5: translating non-string text is refused (before the call, with the server's words).
        if (typeof text !== 'string') throw new Error(`Translation of non-string text is refused (${key})`);
      }
      const reply = await transport.text('PUT', `translations/${segment(lang, 'lang')}`, {
        body: { translations },
      });
      if (reply.trim() !== 'OK') {
        throw new ApiError(`Translations not saved: the server replied "${reply.slice(0, 100)}"`, 200, {
          code: 'BAD_REPLY',
        });
      }
    },
  };
}
