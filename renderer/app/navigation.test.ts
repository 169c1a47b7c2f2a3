import { describe, expect, it } from 'vitest';
import {
  decide,
  guardAllows,
  hasIdentityTokenFragment,
  initialRedirect,
  matchRoute,
  type Session,
} from './navigation';
import { customerRouteCatalogue, findRouteByName, mergeRoutes, standardRoutes } from './routes';

const nobody: Session = { hasProfile: false, isGuest: true, isPro: false, hasGuestCustomer: false };
const guest: Session = { ...nobody, hasProfile: true };
const guestCustomer: Session = { ...guest, hasGuestCustomer: true };
const customer: Session = { hasProfile: true, isGuest: false, isPro: false, hasGuestCustomer: false };
const pro: Session = { ...customer, isPro: true };

describe('route matching', () => {
  it('matches every spec route with its parameters', () => {
    expect(matchRoute(standardRoutes, '/itemsearch')?.route.name).toBe('itemsearch');
    expect(matchRoute(standardRoutes, '/itemsearch/newprj')).toMatchObject({
      route: { name: 'itemsearchprj' },
      params: { newprj: 'newprj' },
    });
    expect(matchRoute(standardRoutes, '/citemsearch')?.route.name).toBe('citemsearch');
    expect(matchRoute(standardRoutes, '/closetool/12')?.params).toEqual({ idRow: '12' });
    expect(matchRoute(standardRoutes, '/rsalogin/KEY1')?.params).toEqual({ key: 'KEY1' });
    expect(matchRoute(standardRoutes, '/rsalogin/KEY1/open')?.params).toEqual({
      key: 'KEY1',
      action: 'open',
    });
    expect(matchRoute(standardRoutes, '/guestresetpassword/abc')?.route.screen).toBe('resetpassword');
    expect(matchRoute(standardRoutes, '/arwebView/77')?.params).toEqual({ prjID: '77' });
    expect(matchRoute(standardRoutes, '/configuratorMulticloset')?.route.name).toBe('multiClosetTool');
    expect(matchRoute(standardRoutes, '/404')?.route.name).toBe('notfound');
  });

  it('does not match paths missing a required parameter or unknown paths', () => {
    expect(matchRoute(standardRoutes, '/resetpassword')).toBeNull();
    expect(matchRoute(standardRoutes, '/do')).toBeNull();
    expect(matchRoute(standardRoutes, '/nowhere')).toBeNull();
  });

  it('has customer routes only when merged in', () => {
    expect(matchRoute(standardRoutes, '/openPDF/EtichettaCollo')).toBeNull();
    const merged = mergeRoutes(customerRouteCatalogue);
    expect(matchRoute(merged, '/openPDF/EtichettaCollo')?.params).toEqual({ document: 'EtichettaCollo' });
    expect(matchRoute(merged, '/kitchenAr')?.route.name).toBe('kitchenAr');
  });

  it('never lets a customer route replace a standard one', () => {
    const merged = mergeRoutes([{ name: 'HOME', path: '/elsewhere', header: true, footer: true }]);
    expect(merged.filter((r) => r.name.toLowerCase() === 'home')).toHaveLength(1);
    expect(matchRoute(merged, '/elsewhere')).toBeNull();
  });

  it('finds routes by name case-insensitively', () => {
    expect(findRouteByName(standardRoutes, ' OfferView ')?.path).toBe('/offerview');
    expect(findRouteByName(standardRoutes, 'nope')).toBeUndefined();
  });
});

describe('guards', () => {
  it('(a) needs any profile', () => {
    expect(guardAllows('profile', nobody)).toBe(false);
    expect(guardAllows('profile', guest)).toBe(true);
  });
  it('(b) needs a non-guest login or a guest-customer profile', () => {
    expect(guardAllows('loggedIn', guest)).toBe(false);
    expect(guardAllows('loggedIn', guestCustomer)).toBe(true);
    expect(guardAllows('loggedIn', customer)).toBe(true);
    expect(guardAllows('loggedIn', { ...nobody, hasGuestCustomer: true })).toBe(true);
  });
  it('(c) needs a professional', () => {
    expect(guardAllows('pro', guestCustomer)).toBe(false);
    expect(guardAllows('pro', customer)).toBe(false);
    expect(guardAllows('pro', pro)).toBe(true);
  });
  it('lets anyone through unguarded routes', () => {
    expect(guardAllows(undefined, nobody)).toBe(true);
  });
});

describe('navigation decisions', () => {
  it('redirects the root to home and unknown paths to /404', () => {
    expect(decide(standardRoutes, { pathname: '/' }, nobody)).toMatchObject({ to: '/home', reason: 'root' });
    expect(decide(standardRoutes, { pathname: '/x/y' }, pro)).toMatchObject({
      to: '/404',
      reason: 'notFound',
    });
  });

  it('redirects a refused guard home with the full requested path', () => {
    const decision = decide(
      standardRoutes,
      { pathname: '/projects', search: '?page=2', hash: '#top' },
      guest,
    );
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/home?redirectFrom=%2Fprojects%3Fpage%3D2%23top',
      reason: 'guard',
    });
    expect(
      new URLSearchParams(decision.kind === 'redirect' ? decision.to.split('?')[1] : '').get('redirectFrom'),
    ).toBe('/projects?page=2#top');
  });

  it('renders a route the session may open', () => {
    const decision = decide(standardRoutes, { pathname: '/renderfarm' }, pro);
    expect(decision.kind === 'render' && decision.match.route.name).toBe('renderfarm');
  });

  it('opens /logs for any user', () => {
    expect(decide(standardRoutes, { pathname: '/logs' }, nobody).kind).toBe('render');
  });
});

describe('the valid-initial-page rule', () => {
  it('keeps valid entry points, including their parameters', () => {
    for (const path of [
      '/home',
      '/itemsearch',
      '/itemsearch/newprj',
      '/rsalogin/k',
      '/do/open',
      '/arwebView/5',
    ]) {
      expect(initialRedirect(standardRoutes, path)).toBeNull();
    }
    const merged = mergeRoutes(customerRouteCatalogue);
    expect(initialRedirect(merged, '/openPDF/503')).toBeNull();
    expect(initialRedirect(merged, '/windowAr')).toBeNull();
  });

  it('replaces a project screen with plain home when no project can come back, and other screens', () => {
    for (const path of [
      '/offerview',
      '/configurator',
      '/configurator2d',
      '/configurator3d',
      '/citemsearch',
    ]) {
      expect(initialRedirect(standardRoutes, path)).toBe('/home');
    }
    expect(initialRedirect(standardRoutes, '/citemsearch', true)).toBe('/home');
  });

  // Issue 19: a reload of a project screen returns there with the project (a draft or the tab's
  // project brings it back); typed addresses of the self-contained screens work, and the guards then
  // keep them in redirectFrom for after sign-in.
  it('keeps a project screen when its project can come back', () => {
    for (const path of ['/offerview', '/configurator', '/configurator2d', '/configurator3d', '/drawings']) {
      expect(initialRedirect(standardRoutes, path, true)).toBeNull();
    }
  });

  it('keeps the self-contained screens: lists, settings, account, log, customer info, project log', () => {
    for (const path of [
      '/projects',
      '/usersettings',
      '/customerinfo',
      '/projectlog',
      '/createaccount',
      '/forgotpassword',
      '/logs',
      '/renderfarm',
    ]) {
      expect(initialRedirect(standardRoutes, path)).toBeNull();
    }
  });

  it('sends the root home and unknown paths to /404, which may be shown first', () => {
    expect(initialRedirect(standardRoutes, '/')).toBe('/home');
    expect(initialRedirect(standardRoutes, '/missing')).toBe('/404');
    expect(initialRedirect(standardRoutes, '/404')).toBeNull();
  });
});

describe('identity-token fragment', () => {
  it('detects id_token and access_token fragments only', () => {
    expect(hasIdentityTokenFragment('#id_token=abc&state=1')).toBe(true);
    expect(hasIdentityTokenFragment('#state=1&access_token=abc')).toBe(true);
    expect(hasIdentityTokenFragment('#section')).toBe(false);
    expect(hasIdentityTokenFragment('')).toBe(false);
    expect(hasIdentityTokenFragment('#not_an_id_token_here')).toBe(false);
    // The code flow's return (oidc-client-ts, response_mode fragment) needs both code and state.
    expect(hasIdentityTokenFragment('#code=abc&state=xyz&iss=http%3A%2F%2Fidp')).toBe(true);
    expect(hasIdentityTokenFragment('#state=xyz&code=abc')).toBe(true);
    expect(hasIdentityTokenFragment('#code=abc')).toBe(false);
  });
});
