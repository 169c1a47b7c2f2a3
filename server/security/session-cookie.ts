// The session cookie's SameSite rule (issue 22). Lax by default: the cookie does not go with requests
// other sites' pages make. A render farm of its own serves an app on another site (config `sites`):
// the job view's fetches from there are cross-site, and a Lax cookie is not sent on them, so the farm
// would answer 401 forever after the user signed in to it. When a configured site is cross-site to
// this server, the cookie is issued `SameSite=None; Secure` instead. The CSRF guard (csrf.ts) still
// refuses state-changing calls from any foreign origin that is not one of the `sites`.
import type { FastifyRequest } from 'fastify';
import { ownOrigin } from './csrf';

export interface SessionCookieAttributes {
  sameSite: 'lax' | 'none';
  /** 'auto': Secure on https only (the default); true: always (SameSite=None needs it). */
  secure: 'auto' | true;
}

export const LAX: SessionCookieAttributes = { sameSite: 'lax', secure: 'auto' };
const CROSS_SITE: SessionCookieAttributes = { sameSite: 'none', secure: true };

const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);

/** Browsers keep Secure cookies of https pages and of this machine's names even over http. */
export function mayKeepSecureCookie(origin: string): boolean {
  const url = new URL(origin);
  if (url.protocol === 'https:') return true;
  const host = url.hostname.toLowerCase();
  return LOOPBACK_NAMES.has(host) || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Whether `site` is another site than `own` for the browser's SameSite check. Without the public
 * suffix list this says so for any other scheme or host name (ports do not count): two names under
 * one registrable domain (shop.example.com, farm.example.com) are taken for cross-site, which only
 * costs them the Lax cookie; taking a cross-site name for same-site would break the farm instead.
 */
export function isCrossSite(own: string, site: string): boolean {
  const a = new URL(own);
  const b = new URL(site);
  return a.protocol !== b.protocol || a.hostname.toLowerCase() !== b.hostname.toLowerCase();
}

/**
 * The cookie's attributes for a reply to `request` given the configured `sites`: None and Secure when
 * one of them is cross-site to this server and the browser would keep a Secure cookie from it (https,
 * or this machine); Lax otherwise (a plain-http farm on a public name cannot serve another site).
 */
export function sessionCookieAttributes(own: string, sites: readonly string[]): SessionCookieAttributes {
  try {
    if (!mayKeepSecureCookie(own)) return LAX;
    return sites.some((site) => isCrossSite(own, site)) ? CROSS_SITE : LAX;
  } catch {
    return LAX; // A Host header that makes no URL: nothing to serve across sites.
  }
}

/** The attributes for this request, from the server's site policy (none: Lax). */
export async function sessionCookieAttributesFor(request: FastifyRequest): Promise<SessionCookieAttributes> {
  const policy = request.server.sitePolicy;
  if (!policy) return LAX;
  const snapshot = policy.current() ?? (await policy.get());
  return sessionCookieAttributes(ownOrigin(request), snapshot.policy.sites);
}
