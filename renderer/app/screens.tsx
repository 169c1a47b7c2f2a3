import { createElement, useEffect, useState, type ComponentType } from 'react';
import { lazyScreen } from './retryableLazy';
import { HomeScreen } from '../features/home/HomeScreen';
import { loadedRoom3dScreen, loadRoom3dScreen, preloadRoom3d } from '../features/configurator3d/preload';
import { prefetchProjectList } from '../features/projects/listPrefetch';
import { loadedProjectsScreen, loadProjectsScreen, projectsReady } from '../features/projects/preload';
import type { RouteDef } from './routes';
import { ScreenFallback } from './shell/ScreenFallback';

export interface ScreenProps {
  route: RouteDef;
  params: Readonly<Record<string, string | undefined>>;
}

const ConfiguratorFrameScreen = lazyScreen(() => import('../features/embedframe/ConfiguratorFrameScreen'));

const LazyProjectsScreen = lazyScreen<ScreenProps>(() => {
  // The first page is asked for while the screen's code loads (not after), unless a link's
  // preload (features/projects/preload.ts) already asked, and the code may be there already.
  prefetchProjectList(window.location.search);
  return loadProjectsScreen();
});

/**
 * /projects: the screen itself when its code was preloaded, so the navigation renders it at once (a
 * lazy component suspends on its first render even when its module is there: one more pass before
 * the list paints); the lazy one otherwise. Chosen once per visit: a switch would remount it.
 */
function ProjectsRoute(props: ScreenProps) {
  const [screen] = useState<ComponentType<ScreenProps>>(() => {
    const loaded = loadedProjectsScreen();
    if (!loaded) return LazyProjectsScreen;
    prefetchProjectList(window.location.search);
    return loaded.default;
  });
  return createElement(screen, props);
}

/**
 * /configurator3d without suspending: a lazy screen shows the Suspense fallback, and React then holds
 * the screen back until 300 ms after that fallback appeared (its reveal throttle) however soon the
 * code came; on opening the 3D view that was 100-200 ms of spinner with everything ready. This
 * route shows the same spinner as its own state and renders the screen as soon as the code is in.
 * The room's catalogues and rasteriser are asked for while the code loads (not after), unless a
 * link's preload (features/configurator3d/preload.ts) already asked.
 */
function Room3dRoute(props: ScreenProps) {
  const [screen, setScreen] = useState<ComponentType<ScreenProps> | null>(() => {
    preloadRoom3d();
    return loadedRoom3dScreen()?.default ?? null;
  });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (screen) return;
    let live = true;
    loadRoom3dScreen().then(
      (module) => live && setScreen(() => module.default),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [screen]);
  // As a lazy screen's failed import does: the error boundary says the screen could not load.
  if (failure) throw failure.error;
  return screen ? createElement(screen, props) : createElement(ScreenFallback);
}

type ScreenModule = () => Promise<{ default: ComponentType<ScreenProps> }>;

// Home is in the initial bundle (it is the usual entry point); every other screen is its own chunk,
// loaded on the first visit: by its screen key, the module to import.
const screenModules: Record<string, ScreenModule> = {
  logs: () => import('../features/logs/LogsScreen'),
  notfound: () => import('../features/notfound/NotFoundScreen'),
  openPDF: () => import('../features/pdf/OpenPdfScreen'),
  resetpassword: () => import('../features/account/ResetPasswordScreen'),
  guestregister: () => import('../features/account/GuestRegisterScreen'),
  forgotpassword: () => import('../features/account/ForgotPasswordScreen'),
  createaccount: () => import('../features/account/CreateAccountScreen'),
  itemsearch: () => import('../features/itemsearch/ItemSearchScreen'),
  citemsearch: () => import('../features/itemsearch/ItemSearchScreen'),
  configurator: () => import('../features/configurator/ConfiguratorScreen'),
  configurator2d: () => import('../features/configurator2d/Configurator2DScreen'),
  drawings: () => import('../features/drawings/DrawingsScreen'),
  inspiration: () => import('../features/inspiration/InspirationScreen'),
  offerview: () => import('../features/offer/OfferScreen'),
  summary: () => import('../features/offer/OfferScreen'),
  cart: () => import('../features/offer/OfferScreen'),
  usersettings: () => import('../features/account/UserSettingsScreen'),
  gdprprivacy: () => import('../features/account/GdprPrivacyScreen'),
  rsalogin: () => import('../features/account/RsaLoginScreen'),
  projectlog: () => import('../features/projects/ProjectLogScreen'),
  customerinfo: () => import('../features/customer/CustomerInfoScreen'),
  arWebView: () => import('../features/scenemedia/ArWebViewScreen'),
  renderfarm: () => import('../features/renderfarm/RenderFarmScreen'),
  jobview: () => import('../features/renderfarm/JobViewScreen'),
  promotions: () => import('../features/promotions/PromotionsScreen'),
  closetool: () => import('../features/closet/ClosetScreen'),
  multiClosetTool: () => import('../features/closet/MultiClosetScreen'),
  do: () => import('../features/entry/DoScreen'),
  customerEntry: () => import('../features/entry/CustomerEntryScreen'),
};

const lazyScreens: Record<string, ComponentType<ScreenProps>> = {
  ...Object.fromEntries(Object.entries(screenModules).map(([key, load]) => [key, lazyScreen(load)])),
  configurator3d: Room3dRoute,
  projects: ProjectsRoute,
  configuratorFrame: ConfiguratorFrameScreen,
  configuratorFrameMobile: ConfiguratorFrameScreen,
};

/** Screens later issues build show their title and an empty state until then. */
const PendingScreen = lazyScreen(() => import('../features/pending/PendingScreen'));

/** The screen for a route: its `screen` key or its name. */
export function screenFor(route: RouteDef): ComponentType<ScreenProps> {
  const key = route.screen ?? route.name;
  if (key === 'home') return HomeScreen;
  return lazyScreens[key] ?? PendingScreen;
}

/**
 * What a one-pass navigation (flushSync) to `path` waits for first, at most a moment: the list's code
 * and first page for /projects, so the screen's first frame shows the rows.
 */
export function beforeOnePassNavigation(path: string): Promise<void> | undefined {
  return path === '/projects' ? projectsReady() : undefined;
}
