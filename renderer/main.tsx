// First import: starts the configuration request before the rest of the bundle evaluates.
import { takePrefetchedConfig } from './app/configPrefetch';
import './app/noEval';
import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureActions, dispatch } from './actions';
import './actions/promotions';
import { navigateSettled } from './app/settledNavigation';
import { httpApi } from './api/client';
import { holdCallsUntil, isGdprError, onApiError } from './api/transport';
import { ConfigErrorScreen, SigningInScreen } from './app/BootMessage';
import { detectEmbed, isFramed } from './app/chrome';
import { connectHost } from './embed';
import { startBrowserDrafts } from './app/drafts';
import { watchSessionEnd } from './app/sessionEnded';
import { hasIdentityTokenFragment, initialRedirect } from './app/navigation';
import { hostKindOf } from './embed/hostKind';
import { Providers } from './app/Providers';
import { createAppRouter, basenameFrom } from './app/router';
import { mergeRoutes } from './app/routes';
import { startMonitoring } from './app/monitoring';
import { beforeOnePassNavigation } from './app/screens';
import { releaseScreenFocus } from './app/screenFocus';
import { applyConfigPreferences, CONFIG_ERROR, loadConfigFile, startSession } from './app/startup';
import { loadCustomer } from './customers/registry';
import type { CustomerModule } from './customers/types';
import { initI18n, setUiLanguage } from './i18n';
import { configAtom, embedAtom, loadingAtom, routeNamesAtom, sessionReadyAtom } from './state/app';
import { logger } from './state/logs';
import { preferencesAtom, profileAtom } from './state/session';
import { store } from './state/store';
import { installDialogTestHandle } from './ui/dialog/devtools';
import { installActionsBenchHandle } from './actions/devtools';
import { createAppSystem } from './ui/theme';

/**
 * Start-up (spec 4): embedding, translations, the configuration file, the customer deployment, the
 * first-navigation rule, then the app, while the session flow (guest login, autologin, maintenance)
 * runs under the loading overlay.
 */
async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

  store.set(embedAtom, detectEmbed(isFramed(), window.location.search));
  installDialogTestHandle();
  installActionsBenchHandle();
  initI18n(store.get(preferencesAtom).language || 'en');

  if (hasIdentityTokenFragment(window.location.hash)) {
    logger.info('Identity-token fragment in the address: routing not set up');
    render(
      <Providers system={createAppSystem()}>
        <SigningInScreen />
      </Providers>,
    );
    void import('./features/account/identity/identityReturn').then(({ completeIdentityReturn }) =>
      completeIdentityReturn((node) => render(<Providers system={createAppSystem()}>{node}</Providers>)),
    );
    return;
  }

  // A plain browser tab keeps unsaved work in IndexedDB (the desktop host keeps it in its own store, an
  // embedding page owns its project): read while the configuration loads.
  const draftsStarted = hostKindOf(window) === 'none' ? startBrowserDrafts() : null;
  const loaded = await loadConfigFile(fetch, document.baseURI, Date.now(), takePrefetchedConfig());
  if (!loaded.ok) {
    logger.error(CONFIG_ERROR, loaded.error);
    render(
      <Providers system={createAppSystem()}>
        <ConfigErrorScreen />
      </Providers>,
    );
    return;
  }
  const file = loaded.value;
  store.set(configAtom, file);
  applyConfigPreferences(file);
  await setUiLanguage(store.get(preferencesAtom).language);

  let customer: CustomerModule | null = null;
  if (file.config.customer) {
    try {
      customer = await loadCustomer(file.config.customer);
      logger.info('Customer deployment loaded', customer.displayName);
    } catch (error) {
      // A wrong customer name still gives the standard product rather than a blank page.
      logger.error('Customer deployment not loaded', error);
    }
  }

  const routes = mergeRoutes(customer?.routes ?? []);
  store.set(
    routeNamesAtom,
    routes.map((route) => route.name),
  );
  const basename = basenameFrom(document.baseURI);
  const path = window.location.pathname.slice(basename.length) || '/';
  const drafts = draftsStarted ? await draftsStarted : null;
  const replacement = initialRedirect(routes, path, drafts?.restorable ?? false);
  if (replacement) {
    const keep = path === '/' ? window.location.search + window.location.hash : '';
    window.history.replaceState(window.history.state, '', `${basename}${replacement}${keep}`);
  }

  store.set(loadingAtom, true);
  // Until the start-up login has settled, the API holds every call but the logins themselves: a
  // screen reached straight from the address asks for its data only once there is a session.
  void startSession(httpApi, file, holdCallsUntil).finally(() => {
    store.set(sessionReadyAtom, true);
    store.set(loadingAtom, false);
    // A restored or automatic sign-in without every GDPR consent: spec 4's GDPR rule applies.
    const profile = store.get(profileAtom);
    if (profile && !profile.guest) void dispatch('checkGdprConsents');
    // The draft of unsaved work is offered back, or a reloaded project screen gets its project again.
    void drafts?.resume(routes, window.location.pathname.slice(basename.length) || '/');
  });
  // A session ended elsewhere is noticed at the next call (header and banner offer to sign in again).
  watchSessionEnd();
  // The server's GDPR error (403 GDPR_CONSENT, customer deployment) on any call: spec 4's redirect.
  onApiError((error) => {
    if (isGdprError(error)) void dispatch('checkGdprConsents');
  });

  const router = createAppRouter(routes, basename, customer?.displayName);
  const flushRouterUpdate = (update: () => unknown): undefined => void flushSync(update);
  configureActions({
    navigate: async (to, options) => {
      if (options?.flushSync) {
        const from = router.state.location.key;
        await beforeOnePassNavigation(to);
        // The user went elsewhere while the screen's code and data were awaited: this one is stale.
        if (router.state.location.key !== from) return;
        releaseScreenFocus();
      }
      // settle: resolves once the route changed (a host's navigateTo replies then), rejects when the
      // person answered a blocking question (an unsaved article) by staying.
      return options?.settle ? navigateSettled(router, to, options) : router.navigate(to, options);
    },
  });
  void startMonitoring(file.monitoring, router);
  // The parent page, the layout tool or the desktop host, if the app has one (renderer/embed).
  void connectHost({ routes, sites: file.sites, basename });
  render(
    <Providers system={createAppSystem(customer?.theme)} overrides={customer?.components ?? {}}>
      {/* flushSync: a navigation that asks for it (openProjects) renders in one pass, not in slices. */}
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </Providers>,
  );
}

void boot();
