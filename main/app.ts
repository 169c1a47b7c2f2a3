// The desktop bootstrap: single-instance lock and links, settings, back end (in-process server or remote),
// session security, the one window, the validated IPC layer with the host bridge and the desktop commands,
// the menu, crash recovery, and a clean shutdown. Electron arrives as a facade so all of this runs under
// Node in tests (main/app.test.ts and its neighbours).
import type { HostMenuLanguage } from '../core/embed/host';
import type { RunningServer } from '../server/start';
import { chooseBackend, LOCAL_HOST, localServerUrl } from './backend';
import type { AppWindow, DesktopFacade, Logger } from './facade';
import { createHostBridge, type HostBridge } from './ipc/host-bridge';
import { installDesktopCommands } from './ipc/desktop-commands';
import { createIpcRouter } from './ipc/ipc-router';
import { LinkInbox } from './links/link-inbox';
import { LINK_SCHEME, linksInArgv } from './links/project-link';
import { openMainWindow } from './main-window';
import { buildAppMenu } from './menu/app-menu';
import { MENU_LABELS, MENU_LANGUAGES } from './menu/menu-labels';
import { desktopServerPaths } from './paths';
import { savePdf } from './pdf/save-pdf';
import { createRecoveryStore, recoveryDir, type RecoveryStore } from './recovery/recovery-store';
import { buildCsp, withCsp } from './security/csp';
import { isAppUrl } from './security/origins';
import { installPermissionHandlers } from './security/permissions';
import { DEFAULT_SETTINGS, parseSettings, type DesktopSettings } from './settings/schema';
import { focusExistingWindow } from './single-instance';

export type BootResult =
  /** Another instance holds the lock: this one hands over and quits. */
  | { role: 'secondary' }
  /** The back end could not start; the user was told and the app exits. */
  | { role: 'failed'; error: Error }
  | {
      role: 'primary';
      /** The origin every guard treats as the app (local server or remote back end). */
      appOrigin: string;
      server: RunningServer | undefined;
      bridge: HostBridge;
      recovery: RecoveryStore;
      window(): AppWindow | undefined;
      menuLanguage(): HostMenuLanguage;
    };

/** Reads the stored settings; a bad file is reported and replaced by the defaults, never fatal. */
export function loadSettings(raw: unknown, logger: Logger): DesktopSettings {
  try {
    return parseSettings(raw);
  } catch (error) {
    logger.error(`${(error as Error).message}\nUsing the default settings (local server).`);
    return DEFAULT_SETTINGS;
  }
}

export async function bootstrap(facade: DesktopFacade): Promise<BootResult> {
  const { logger } = facade;
  if (!facade.requestSingleInstanceLock()) {
    // Electron hands this command line (and any link on it) to the running instance.
    logger.info('Arredo is already running: handing over to the open window');
    facade.quit();
    return { role: 'secondary' };
  }

  let window: AppWindow | undefined;
  const links = new LinkInbox(logger);
  // macOS may deliver a link before the app is ready: listen at once, hold it until the app runs.
  facade.onOpenUrl((link) => {
    links.receive(link, 'open-url');
    focusExistingWindow(window);
  });
  facade.onSecondInstance((argv) => {
    if (!focusExistingWindow(window)) logger.warn('Second launch, but no window to focus');
    for (const link of linksInArgv(argv)) links.receive(link, 'second instance');
  });
  for (const link of linksInArgv(facade.argv)) links.receive(link, 'command line');

  const rawSettings = facade.readSettings();
  const settings = loadSettings(rawSettings, logger);
  const backend = chooseBackend(settings);
  facade.onWindowAllClosed(() => facade.quit());
  await facade.whenReady();
  registerLinkScheme(facade);

  let server: RunningServer | undefined;
  let url: string;
  if (backend.kind === 'local') {
    const paths = desktopServerPaths({
      isPackaged: facade.isPackaged,
      appPath: facade.appPath,
      resourcesPath: facade.resourcesPath,
      userDataPath: facade.getPath('userData'),
    });
    try {
      server = await facade.startServer({ port: 0, host: LOCAL_HOST, paths, logger: false });
    } catch (error) {
      const message = `The built-in server did not start: ${(error as Error).message}`;
      logger.error(message, error);
      facade.showErrorBox('Arredo could not start', `${message}\n\nData folder: ${paths.dataDir}`);
      facade.exit(1);
      return { role: 'failed', error: error as Error };
    }
    url = localServerUrl(server.port);
    logger.info(`Server started at ${url} with data in ${paths.dataDir}`);
  } else {
    url = backend.url;
    logger.info(`Using the remote back end ${url}`);
  }
  const appOrigin = new URL(url).origin;

  const csp = buildCsp({ backendOrigin: appOrigin });
  facade.session.onHeadersReceived((details) =>
    isAppUrl(details.url, appOrigin) ? withCsp(details.responseHeaders, csp) : undefined,
  );
  installPermissionHandlers(facade.session, appOrigin, logger);

  const created = openMainWindow(facade, {
    appOrigin,
    externalLinkOrigins: settings.externalLinkOrigins,
    storedWindow: (rawSettings as { window?: unknown } | null | undefined)?.window,
  });
  window = created;
  created.on('closed', () => {
    window = undefined;
  });

  const target = () => (window && !window.isDestroyed() ? window.webContents : undefined);
  const router = createIpcRouter({ ipc: facade.ipc, appOrigin, target, logger });
  const bridge = createHostBridge({ router, target, logger });
  // A new document in the window (a reload, from the menu or the page) listens only once it says so again.
  created.webContents.on('did-start-navigation', (event) => {
    if (event.isMainFrame && !event.isSameDocument) bridge.appUnloaded();
  });

  // The language the app last reported, so the menu is right before the page has loaded.
  let menuLanguage = storedMenuLanguage(rawSettings);
  const rebuildMenu = () =>
    facade.setApplicationMenu(
      buildAppMenu(
        { language: menuLanguage, platform: facade.platform, devTools: !facade.isPackaged },
        {
          dispatch: (name, args) => {
            if (!bridge.sendToApp({ action: 'dispatch', name, ...(args ? { args } : {}) })) return;
            logger.info(`Menu: ${name}`);
          },
          reload: () => target()?.reload(),
        },
      ),
    );
  rebuildMenu();

  const recovery = createRecoveryStore({ dir: recoveryDir(facade.getPath('userData')), logger });
  installDesktopCommands({
    router,
    logger,
    recovery,
    setMenuLanguage: (language) => {
      if (language === menuLanguage) return;
      menuLanguage = language;
      rebuildMenu();
      facade.writeSetting('menuLanguage', language);
    },
    savePdf: (payload) =>
      savePdf(payload, {
        appOrigin,
        window: () => window,
        downloadsDir: facade.getPath('downloads'),
        labels: () => MENU_LABELS[menuLanguage],
        showSaveDialog: (parent, options) => facade.showSaveDialog(parent, options),
        fetchWithSession: (link) => facade.fetchWithSession(link),
        logger,
      }),
  });
  // At every load (the first, and after a reload) a kept project is offered back.
  bridge.onAppLoaded(() => {
    recovery
      .read()
      .then((record) => {
        if (!record) return;
        logger.info(`Offering the project kept at ${record.savedAt} for recovery`);
        bridge.deliver({ action: 'recoveryAvailable', ...record });
      })
      .catch((error: unknown) => logger.error('Crash recovery: could not offer the kept project', error));
  });
  links.connect((message) => bridge.deliver(message));
  const closeServer = server && (() => server.close().then(() => logger.info('Server closed')));
  cleanUpBeforeQuit(facade, [() => recovery.close(), ...(closeServer ? [closeServer] : [])]);

  try {
    await created.loadURL(url);
  } catch (error) {
    // The window stays open on Chromium's error page; the log says why.
    logger.error(`Could not load ${url}`, error);
  }
  return {
    role: 'primary',
    appOrigin,
    server,
    bridge,
    recovery,
    window: () => window,
    menuLanguage: () => menuLanguage,
  };
}

function storedMenuLanguage(rawSettings: unknown): HostMenuLanguage {
  const stored = (rawSettings as { menuLanguage?: unknown } | null | undefined)?.menuLanguage;
  return MENU_LANGUAGES.find((language) => language === stored) ?? 'en';
}

/**
 * Registers Arredo as the handler of `arredo://` links. Only the packaged app does: under `electron .` it
 * would register the bare Electron binary, which cannot start Arredo. (Installers also declare the scheme:
 * electron-builder.yml `protocols`.)
 */
function registerLinkScheme(facade: DesktopFacade): void {
  if (!facade.isPackaged) return;
  if (!facade.registerLinkScheme(LINK_SCHEME)) {
    facade.logger.warn(`The system did not make Arredo the handler of ${LINK_SCHEME}:// links`);
  }
}

/**
 * A clean quit removes the crash-recovery copy and closes the in-process server (so the embedded database
 * is flushed to disk); quitting waits for both.
 */
function cleanUpBeforeQuit(facade: DesktopFacade, tasks: (() => Promise<void>)[]): void {
  let state: 'running' | 'closing' | 'closed' = 'running';
  facade.onWillQuit((event) => {
    if (state === 'closed') return;
    event.preventDefault();
    if (state === 'closing') return;
    state = 'closing';
    Promise.allSettled(tasks.map((task) => task()))
      .then((results) => {
        for (const result of results) {
          if (result.status === 'rejected')
            facade.logger.error('Clean-up before quitting failed', result.reason);
        }
      })
      .finally(() => {
        state = 'closed';
        facade.quit();
      });
  });
}
