import type { Profile } from '../state/session';
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

export interface ApiClient {
  guestLogin(): Promise<Profile>;
  login(credentials: LoginCredentials): Promise<Profile>;
  maintenanceStatus(): Promise<Maintenance>;
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

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(apiUrl(path), {
    credentials: 'same-origin',
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
  guestLogin: () => request<Profile>('auth/guest', { method: 'POST', body: '{}' }),
  login: (credentials) =>
    request<Profile>('auth/login', { method: 'POST', body: JSON.stringify(credentials) }),
  maintenanceStatus: () => request<Maintenance>('maintenance'),
};
