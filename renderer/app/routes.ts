/**
 * The route table of spec 2, as data: the router, the guards, the valid-initial-page rule and (later)
 * the embedded `navigateTo` action all read it. Pure: no React here (screens are mapped in screens.ts).
 *
 * Guards (spec 2):
 *  - 'profile'   (a) any profile present (guests included): the working screens, which need catalogues
 *                    and a project in memory: configurators, closet tools, inspiration, offer, summary, cart.
 *  - 'loggedIn'  (b) logged in and not a guest, or a guest-customer profile exists: the user's own data
 *                    (saved projects, project log, customer info, user settings).
 *  - 'pro'       (c) professional only: the render farm and its job view.
 *  - none           entry points (home, item search, login/reset links, do, AR, customer entry routes),
 *                    the embedded frames (the parent logs in through messages), the 404 page, the GDPR
 *                    page and /logs (Ctrl+Alt+S opens it for any user).
 */

export type GuardKind = 'profile' | 'loggedIn' | 'pro';

export interface RouteDef {
  /** The route's name (spec 2); `navigateTo` matches it case-insensitively. */
  name: string;
  /** react-router path pattern; `:param?` marks an optional segment. */
  path: string;
  guard?: GuardKind;
  /** false hides the header on this route (spec 2: home, openPDF, arWebView, resetpassword ...). */
  header: boolean;
  /** false hides the footer too (the same full-page screens). */
  footer: boolean;
  /** The screen shown (screens.ts); defaults to the route name. */
  screen?: string;
  /** A customer entry route's task (spec 2): which catalogue, model and view it opens. */
  entry?: EntryTarget;
}

/**
 * What a customer entry route opens, as data (a customer module gives one per route it has):
 *  - 'newProject': a new project through the room selector, item search kept to `catalog`;
 *  - 'configurator': the configurator of `article` (its preset) or of `model` (its defaults);
 *  - 'ar': the AR view of what is configured of `catalog` (the current row when `model` or `article`
 *    is given, else every row of the catalogue), with the QR hand-off to a phone on a desk screen.
 * `configure`: for an AR route, the route where that is configured (offered when nothing is yet).
 */
export interface EntryTarget {
  view: 'newProject' | 'configurator' | 'ar';
  catalog: string;
  model?: string;
  article?: string;
  configure?: string;
}

/** The catalogue's entry routes with a customer's data for each (routes without data are left out). */
export function withEntries(
  routes: readonly RouteDef[],
  entries: Readonly<Record<string, EntryTarget>>,
): RouteDef[] {
  return routes.flatMap((r) => {
    if (r.screen !== 'customerEntry') return [r];
    const entry = entries[r.name];
    return entry ? [{ ...r, entry }] : [];
  });
}

const route = (
  name: string,
  path: string,
  extra: Partial<Omit<RouteDef, 'name' | 'path'>> = {},
): RouteDef => ({ name, path, header: true, footer: true, ...extra });

const bare = { header: false, footer: false } as const;

export const standardRoutes: readonly RouteDef[] = [
  route('home', '/home', bare),
  route('projects', '/projects', { guard: 'loggedIn' }),
  route('itemsearchprj', '/itemsearch/:newprj', { screen: 'itemsearch' }),
  route('itemsearch', '/itemsearch'),
  route('citemsearch', '/citemsearch/:newprj?'),
  route('inspiration', '/inspiration', { guard: 'profile' }),
  route('configurator2d', '/configurator2d', { guard: 'profile' }),
  route('configurator3d', '/configurator3d', { guard: 'profile' }),
  route('configurator', '/configurator', { guard: 'profile' }),
  // The room's dimension drawings (spec 7 generate views): plan and wall elevations, SVG and PDF.
  route('drawings', '/drawings', { guard: 'profile' }),
  route('closetool', '/closetool/:idRow?', { guard: 'profile' }),
  route('multiClosetTool', '/configuratorMulticloset', { guard: 'profile' }),
  route('renderfarm', '/renderfarm', { guard: 'pro' }),
  route('jobview', '/jobview', { guard: 'pro' }),
  // A shop administrator's price campaigns (issue 23); the screen itself says when one is not.
  route('promotions', '/promotions', { guard: 'pro' }),
  route('offerview', '/offerview', { guard: 'profile' }),
  route('summary', '/summary', { guard: 'profile' }),
  route('projectlog', '/projectlog', { guard: 'loggedIn' }),
  route('customerinfo', '/customerinfo', { guard: 'loggedIn' }),
  route('logs', '/logs'),
  route('usersettings', '/usersettings', { guard: 'loggedIn' }),
  route('rsalogin', '/rsalogin/:key/:action?', { header: false }),
  route('resetpassword', '/resetpassword/:code', bare),
  route('guestregister', '/guestregister/:code'),
  route('guestresetpassword', '/guestresetpassword/:code', { ...bare, screen: 'resetpassword' }),
  route('gdprprivacy', '/gdprprivacy', { header: false }),
  // Where the mailed account flows start (also placed in the login dialog).
  route('forgotpassword', '/forgotpassword'),
  route('createaccount', '/createaccount'),
  route('do', '/do/:action'),
  route('notfound', '/404'),
  route('cart', '/cart', { guard: 'profile' }),
  route('arWebView', '/arwebView/:prjID', bare),
  route('configuratorFrame', '/configuratorFrame'),
  route('configuratorFrameMobile', '/configuratorFrameMobile'),
];

/** The PDF documents a customer's openPDF route may show (spec 2). */
export const openPdfDocuments = ['EtichettaCollo', 'BOMDettaglioBox', '501Sx', '502Dx', '503'] as const;

/** Customer-specific extra routes (spec 2). A customer module lists the ones its deployment has. */
export const customerRouteCatalogue: readonly RouteDef[] = [
  route('openPDF', '/openPDF/:document?', bare),
  ...[
    'kitchenSingleConfig',
    'windowConfig',
    'kitchenConfig',
    'doorConfig',
    'windowAr',
    'kitchenSingleAr',
    'kitchenAr',
  ].map((name) => route(name, `/${name}`, { screen: 'customerEntry' })),
];

/** Spec 2: allowed entry points on the first navigation (setmodel and insertarticle are embedded actions). */
export const validInitialPages: ReadonlySet<string> = new Set([
  'itemsearch',
  'home',
  'rsalogin',
  'guestregister',
  'resetpassword',
  'guestresetpassword',
  'setmodel',
  'insertarticle',
  'do',
  'arWebView',
  'doorConfig',
  'kitchenSingleConfig',
  'windowConfig',
  'kitchenConfig',
  'openPDF',
  'kitchenAr',
  'kitchenSingleAr',
  'windowAr',
]);

/**
 * Screens that show the open project. A fresh start (a reload, a typed address) may land on them when
 * the app can bring the project back: a kept draft, or the tab's stored project (app/drafts.ts).
 */
const projectScreens: ReadonlySet<string> = new Set([
  'offerview',
  'summary',
  'cart',
  'configurator',
  'configurator2d',
  'configurator3d',
  'drawings',
  'closetool',
  'multiClosetTool',
]);

export function needsOpenProject(name: string): boolean {
  return projectScreens.has(name) || name === 'customerinfo' || name === 'projectlog';
}

/**
 * Beyond spec 2's list, screens that need nothing a fresh start lacks may be opened from their address
 * (typed, bookmarked, a link in a mail): the user's own lists and settings, the account screens, the
 * log, and the open project's customer and log screens (they say when no project is open). Signed-in
 * screens still go through their guards, which keep the address in redirectFrom for after sign-in.
 */
export const selfContainedPages: ReadonlySet<string> = new Set([
  'projects',
  'usersettings',
  'customerinfo',
  'projectlog',
  'createaccount',
  'forgotpassword',
  'logs',
  'renderfarm',
  'jobview',
  'promotions',
  'notfound',
]);

/** itemsearchprj is /itemsearch/{newprj}: the same entry point as itemsearch. */
const initialAliases: Record<string, string> = { itemsearchprj: 'itemsearch' };

export function isValidInitialPage(name: string, projectRestorable = false): boolean {
  const key = initialAliases[name] ?? name;
  return (
    validInitialPages.has(key) ||
    selfContainedPages.has(key) ||
    (projectRestorable && projectScreens.has(key))
  );
}

/** The standard routes plus the customer's extra routes (customer routes never replace standard ones). */
export function mergeRoutes(customerRoutes: readonly RouteDef[]): RouteDef[] {
  const taken = new Set(standardRoutes.map((r) => r.name.toLowerCase()));
  return [...standardRoutes, ...customerRoutes.filter((r) => !taken.has(r.name.toLowerCase()))];
}

/** Finds a route by name, case-insensitively (the embedded navigateTo rule of spec 5). */
export function findRouteByName(routes: readonly RouteDef[], name: string): RouteDef | undefined {
  const wanted = name.trim().toLowerCase();
  return routes.find((r) => r.name.toLowerCase() === wanted);
}
