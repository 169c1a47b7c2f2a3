// Auth and profile calls (spec 7: login, guest login, set language; server/api/auth-routes.ts and
// profile-routes.ts). Every one replies the session and profile.
import { defaultTransport, type Transport } from './transport';
import type { PriceListChoices, SessionReply } from './types';
import { PriceListChoicesReply, SessionReply as SessionSchema } from '../../core/project/sessionReplies';
import { checkedReply } from './replies';

/** A session reply as core's schema reads it (every login kind and profile change answers one). */
export const session = (call: string, reply: unknown): SessionReply =>
  checkedReply(SessionSchema, call, reply);

export interface Credentials {
  /** The shop code the user belongs to. */
  id: string;
  user: string;
  password: string;
}

export interface AuthApi {
  /** Sets the session cookie; fails with 401 'Incorrect data, please check your credentials.'. */
  login(credentials: Credentials): Promise<SessionReply>;
  guest(): Promise<SessionReply>;
  /** The current session; 401 when there is none. */
  session(): Promise<SessionReply>;
  /** Extends the session by its full lifetime. */
  refresh(): Promise<SessionReply>;
  logout(): Promise<void>;
  /** Spec 5: d becomes de, underscores become hyphens (done by the server). */
  setLanguage(lang: string): Promise<SessionReply>;
  setGdprFlags(gdprFlags: string): Promise<SessionReply>;
  /** 403 WRONG_PASSWORD when `currentPassword` is not right; ends the user's other sessions. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Professional users: their own e-mail address (null removes it); 400 naming the field. */
  /** 403 WRONG_PASSWORD when `currentPassword` is not right; the old address gets a notice. */
  setEmail(email: string | null, currentPassword: string): Promise<SessionReply>;
  /** The price lists the user may choose (their shop's currency); empty for customers and guests. */
  priceLists(): Promise<PriceListChoices>;
  /** Professional users: their default price list (null: the shop's). */
  setPriceList(priceList: string | null): Promise<SessionReply>;
}

export function createAuthApi(transport: Transport = defaultTransport): AuthApi {
  return {
    login: async (credentials) =>
      session('login', await transport.json('POST', 'auth/login', { body: credentials })),
    guest: async () => session('guest login', await transport.json('POST', 'auth/guest', { body: {} })),
    session: async () => session('session', await transport.json('GET', 'auth/session')),
    refresh: async () => session('refresh', await transport.json('POST', 'auth/refresh', { body: {} })),
    logout: async () => {
      await transport.json<undefined>('POST', 'auth/logout', { body: {} });
    },
    setLanguage: async (lang) =>
      session('language change', await transport.json('PUT', 'profile/language', { body: { lang } })),
    setGdprFlags: async (gdprFlags) =>
      session('consent change', await transport.json('PUT', 'profile/gdpr', { body: { gdprFlags } })),
    changePassword: async (currentPassword, newPassword) => {
      await transport.json<undefined>('PUT', 'profile/password', { body: { currentPassword, newPassword } });
    },
    setEmail: async (email, currentPassword) =>
      session(
        'e-mail change',
        await transport.json('PUT', 'profile/email', { body: { email, currentPassword } }),
      ),
    priceLists: async () =>
      checkedReply(PriceListChoicesReply, 'price lists', await transport.json('GET', 'profile/price-lists')),
    setPriceList: async (priceList) =>
      session(
        'price list change',
        await transport.json('PUT', 'profile/price-list', { body: { priceList } }),
      ),
  };
}
