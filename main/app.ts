// The desktop bootstrap: single-instance lock, settings, back end (in-process server or remote), session
// security, the one window and its guards, the host bridge, and a clean shutdown. Electron arrives as a
// facade so all of this runs under Node in tests (main/app.test.ts).
import type { RunningServer } from '../server/start';
import { chooseBackend, LOCAL_HOST, localServerUrl } from './backend';
import type { AppWindow, DesktopFacade, Logger } from './facade';
import { createHostBridge, type HostBridge } from './ipc/host-bridge';
import { desktopServerPaths, windowIconPath } from './paths';
import { buildCsp, withCsp } from './security/csp';
import { installNavigationGuard } from './security/navigation-guard';
import { isAppUrl } from './security/origins';
import { installPermissionHandlers } from './security/permissions';
import { installWindowOpenGuard } from './security/window-open-guard';
import { DEFAULT_SETTINGS, parseSettings, type DesktopSettings } from './settings/schema';
import { focusExistingWindow } from './single-instance';
import { mainWindowOptions } from './window-options';

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
      window(): AppWindow | undefined;
    };

/** Reads the stored settings; a bad file is reported and replaced by the defaults, never fatal. */
export function loadSettings(facade: Pick<DesktopFacade, 'readSettings'>, logger: Logger): DesktopSettings {
  try {
    return parseSettings(facade.readSettings());
  } catch (error) {
    logger.error(`${(error as Error).message}\nUsing the default settings (local server).`);
    return DEFAULT_SETTINGS;
  }
}

export async function bootstrap(facade: DesktopFacade): Promise<BootResult> {
  const { logger } = facade;
  if (!facade.requestSingleInstanceLock()) {
    logger.info('Arredo is already running: handing over to the open window');
    facade.quit();
    return { role: 'secondary' };
  }

  let window: AppWindow | undefined;
  facade.onSecondInstance(() => {
    if (!focusExistingWindow(window)) logger.warn('Second launch, but no window to focus');
  });

  const settings = loadSettings(facade, logger);
  const backend = chooseBackend(settings);
  facade.onWindowAllClosed(() => facade.quit());
  await facade.whenReady();

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
  closeServerOnQuit(facade, server);

  const csp = buildCsp({ backendOrigin: appOrigin });
  facade.session.onHeadersReceived((details) =>
    isAppUrl(details.url, appOrigin) ? withCsp(details.responseHeaders, csp) : undefined,
  );
  installPermissionHandlers(facade.session, appOrigin, logger);

  const options = mainWindowOptions({
    appPath: facade.appPath,
    appVersion: facade.appVersion,
    iconPath: facade.platform === 'linux' ? windowIconPath(facade) : undefined,
  });
  const created = facade.createWindow(options);
  window = created;
  installNavigationGuard(created.webContents, appOrigin, logger);
  installWindowOpenGuard(created.webContents, {
    allowedExternalOrigins: settings.externalLinkOrigins,
    openExternal: (link) => facade.openExternal(link),
    logger,
  });
  created.once('ready-to-show', () => created.show());
  created.on('closed', () => {
    window = undefined;
  });

  const bridge = createHostBridge({
    ipc: facade.ipc,
    appOrigin,
    target: () => (window && !window.isDestroyed() ? window.webContents : undefined),
    logger,
  });

  try {
    await created.loadURL(url);
  } catch (error) {
    // The window stays open on Chromium's error page; the log says why.
    logger.error(`Could not load ${url}`, error);
  }
  return { role: 'primary', appOrigin, server, bridge, window: () => window };
}

/** Quitting waits for the in-process server to close, so the embedded database is flushed to disk. */
function closeServerOnQuit(facade: DesktopFacade, server: RunningServer | undefined): void {
  if (!server) return;
  let state: 'running' | 'closing' | 'closed' = 'running';
  facade.onWillQuit((event) => {
    if (state === 'closed') return;
    event.preventDefault();
    if (state === 'closing') return;
    state = 'closing';
    server
      .close()
      .catch((error: unknown) => facade.logger.error('The server did not close cleanly', error))
      .finally(() => {
        state = 'closed';
        facade.logger.info('Server closed');
        facade.quit();
      });
  });
}
