import { ProfileReply } from '../../core/project/sessionReplies';
import type { AccountInfo, Profile, UserKind } from '../state/session';
import type { Maintenance } from '../state/app';
import { createAuthApi } from './auth';
import { ApiError, apiUrl as resolveApiUrl, defaultTransport, type Transport } from './transport';
import { createMaintenanceApi } from './maintenance';
import type { SessionReply } from './types';

export { ApiError, isMaintenanceError, REQUEST_TIMEOUT_MS } from './transport';

/**
 * Typed client of the back end (server/, API under /api/v1), resolved against the document base so
 * it works under any base path and in the desktop host. Start-up depends only on this interface, so
 * tests pass a fake and the flow does not block on the server existing.
 */
export interface LoginCredentials {
  id: string;
  user: string;
  password: string;
}

/** What a login of any kind gives the app. */
export interface LoginResult {
  profile: Profile;
  kind: UserKind;
  sellerLevel: number;
  /** The user's language, as the server has it (normalised by the app). */
  language?: string;
  /** Who signed in, as the header shows it. */
  account: AccountInfo;
  /** The server's session id (spec 7: a host hears it with loginDone, loaded and saved). */
  sessionId?: string;
}

export interface ApiClient {
  guestLogin(): Promise<LoginResult>;
  login(credentials: LoginCredentials): Promise<LoginResult>;
  maintenanceStatus(): Promise<Maintenance>;
  /** The live session of this browser (the cookie), or null when there is none. */
  currentSession(): Promise<LoginResult | null>;
  /** Ends the server session (the cookie is cleared by the reply). */
  logout(): Promise<void>;
}

/** Checks and maps a session reply; a reply without a profile is an error, not an empty session. */
export function toLoginResult(reply: unknown): LoginResult {
  const checked = ProfileReply.safeParse((reply as Partial<SessionReply> | null)?.profile);
  if (!checked.success) throw new Error('The server sent no valid profile');
  const profile = checked.data;
  const result: LoginResult = {
    profile: {
      guest: profile.guest,
      admin: profile.admin,
      gdprFlags: profile.gdprFlags ?? '',
      ...(profile.shop ? { shop: { cod: profile.shop.cod, country: profile.shop.country } } : {}),
    },
    kind: profile.kind,
    sellerLevel: profile.sellerLevel,
    account: {
      username: profile.username,
      customerEmail: profile.customerEmail,
      email: profile.email,
      pricelist: profile.shop?.pricelist ?? null,
      shopPricelist: profile.shop?.shopPricelist ?? null,
      currency: profile.shop?.currency ?? null,
    },
  };
  if (profile.language) result.language = profile.language;
  const sessionId = (reply as Partial<SessionReply>).sessionId;
  if (typeof sessionId === 'string' && sessionId) result.sessionId = sessionId;
  return result;
}

/** Resolves an API path against the document base (default `document.baseURI`). */
export function apiUrl(path: string, base: string = document.baseURI): string {
  return resolveApiUrl(path, base);
}

/** The start-up client over a transport (tests pass one with a fake fetch). */
export function createApiClient(transport: Transport = defaultTransport): ApiClient {
  const auth = createAuthApi(transport);
  const maintenance = createMaintenanceApi(transport);
  return {
    guestLogin: async () => toLoginResult(await auth.guest()),
    login: async (credentials) => toLoginResult(await auth.login(credentials)),
    maintenanceStatus: () => maintenance.status(),
    currentSession: async () => {
      try {
        return toLoginResult(await auth.session());
      } catch (error) {
        // 401: no cookie, or the session ended or expired. Anything else is a real failure.
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    logout: () => auth.logout(),
  };
}

export const httpApi: ApiClient = createApiClient();
