import type { Profile, UserKind } from '../state/session';
import type { Maintenance } from '../state/app';

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
}

export interface ApiClient {
  guestLogin(): Promise<LoginResult>;
  login(credentials: LoginCredentials): Promise<LoginResult>;
  maintenanceStatus(): Promise<Maintenance>;
  /** Ends the server session (the cookie is cleared by the reply). */
  logout(): Promise<void>;
}

/** The server's session reply (server/api/schemas.ts SessionReply), the fields the app reads. */
interface SessionReply {
  sessionId: string;
  profile: {
    kind: UserKind;
    guest: boolean;
    admin: boolean;
    gdprFlags?: string;
    sellerLevel: number;
    language: string;
    shop?: { cod: string; country: string; pricelist?: string; currency?: string };
  };
}

/** Checks and maps a session reply; a reply without a profile is an error, not an empty session. */
export function toLoginResult(reply: unknown): LoginResult {
  const profile = (reply as Partial<SessionReply> | null)?.profile;
  if (
    !profile ||
    typeof profile.guest !== 'boolean' ||
    !['guest', 'pro', 'customer'].includes(profile.kind)
  ) {
    throw new Error('The server sent no valid profile');
  }
  const result: LoginResult = {
    profile: {
      guest: profile.guest,
      admin: profile.admin === true,
      gdprFlags: profile.gdprFlags ?? '',
      ...(profile.shop ? { shop: { cod: profile.shop.cod, country: profile.shop.country ?? '' } } : {}),
    },
    kind: profile.kind,
    sellerLevel: typeof profile.sellerLevel === 'number' ? profile.sellerLevel : 0,
  };
  if (typeof profile.language === 'string' && profile.language) result.language = profile.language;
  return result;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function apiUrl(path: string, base: string = document.baseURI): string {
  return new URL(`api/v1/${path.replace(/^\/+/, '')}`, base).toString();
}

/** A call that has not answered by then fails, so start-up never waits forever on the back end. */
export const REQUEST_TIMEOUT_MS = 30_000;

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(apiUrl(path), {
    credentials: 'same-origin',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) },
    ...init,
  });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // A non-JSON reply (e.g. an HTML error page) is reported by status below.
  }
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `${response.status} ${response.statusText}`.trim();
    throw new ApiError(message, response.status);
  }
  return body as T;
}

export const httpApi: ApiClient = {
  guestLogin: async () => toLoginResult(await request<unknown>('auth/guest', { method: 'POST', body: '{}' })),
  login: async (credentials) =>
    toLoginResult(
      await request<unknown>('auth/login', { method: 'POST', body: JSON.stringify(credentials) }),
    ),
  maintenanceStatus: () => request<Maintenance>('maintenance'),
  logout: async () => {
    await request<unknown>('auth/logout', { method: 'POST', body: '{}' });
  },
};
