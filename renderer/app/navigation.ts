import { matchPath } from 'react-router';
import { isValidInitialPage, type GuardKind, type RouteDef } from './routes';

/**
 * Pure navigation decisions: route matching, the three guards (spec 2) and the valid-initial-page rule.
 *
 * Order on the first navigation (the address the app was opened with), decided once at boot by
 * `initialRedirect`, before the router exists:
 *   1. `/` goes to /home; an unknown path goes to /404 (the 404 page may be shown on a fresh load);
 *   2. a known route outside the valid initial pages is replaced by plain /home, without redirectFrom:
 *      those screens need state a fresh load does not have (an open project), so coming back to them
 *      after signing in would show nothing useful; a project screen is kept when its project can come
 *      back (a draft, the tab's project), and the self-contained screens always are (routes.ts);
 *   3. the address left over then goes through the guards like any later navigation (`decide`), so a
 *      guarded entry point redirects to /home?redirectFrom=<full requested path>.
 */

export interface Session {
  hasProfile: boolean;
  /** True while no user has signed in, or the profile is a guest's. */
  isGuest: boolean;
  /** The signed-in user is a professional (shop user or seller), not a customer. */
  isPro: boolean;
  /** A guest-customer profile exists (guard b). */
  hasGuestCustomer: boolean;
}

export function guardAllows(guard: GuardKind | undefined, session: Session): boolean {
  switch (guard) {
    case undefined:
      return true;
    case 'profile':
      return session.hasProfile;
    case 'loggedIn':
      return (session.hasProfile && !session.isGuest) || session.hasGuestCustomer;
    case 'pro':
      return session.hasProfile && !session.isGuest && session.isPro;
  }
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

/** Matches a pathname (without base path) against the table; case-insensitive like the router. */
export function matchRoute(routes: readonly RouteDef[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    const match = matchPath({ path: route.path, caseSensitive: false, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

export const HOME = '/home';
export const NOT_FOUND = '/404';

export function homeWithRedirectFrom(requested: string): string {
  return `${HOME}?${new URLSearchParams({ redirectFrom: requested }).toString()}`;
}

export type Decision =
  | { kind: 'render'; match: RouteMatch }
  | { kind: 'redirect'; to: string; reason: 'root' | 'notFound' | 'initialPage' | 'guard' };

/** Any navigation: root redirect, 404, then the route's guard. */
export function decide(
  routes: readonly RouteDef[],
  location: { pathname: string; search?: string; hash?: string },
  session: Session,
): Decision {
  const { pathname } = location;
  if (pathname === '/' || pathname === '') return { kind: 'redirect', to: HOME, reason: 'root' };
  const match = matchRoute(routes, pathname);
  if (!match) return { kind: 'redirect', to: NOT_FOUND, reason: 'notFound' };
  if (!guardAllows(match.route.guard, session)) {
    const requested = `${pathname}${location.search ?? ''}${location.hash ?? ''}`;
    return { kind: 'redirect', to: homeWithRedirectFrom(requested), reason: 'guard' };
  }
  return { kind: 'render', match };
}

/**
 * The first navigation's replacement address, or null to keep it (steps 1 and 2 above). Besides spec
 * 2's list, the self-contained screens (routes.ts) are entry points, and so are the project screens
 * when the app can bring their project back (`projectRestorable`: a reload of the offer, say).
 */
export function initialRedirect(
  routes: readonly RouteDef[],
  pathname: string,
  projectRestorable = false,
): string | null {
  if (pathname === '/' || pathname === '') return HOME;
  const match = matchRoute(routes, pathname);
  if (!match) return NOT_FOUND;
  if (isValidInitialPage(match.route.name, projectRestorable)) return null;
  return HOME;
}

/**
 * An identity-provider sign-in return (#id_token=... or #access_token=..., or the code flow's
 * #code=...&state=... that oidc-client-ts asks for with response_mode fragment): no routing is set up.
 */
export function hasIdentityTokenFragment(hash: string): boolean {
  if (/^#?(?:.*&)?(?:id_token|access_token)=/.test(hash)) return true;
  return /^#?(?:.*&)?code=/.test(hash) && /^#?(?:.*&)?state=/.test(hash);
}
