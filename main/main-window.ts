// The one application window: placed where the user left it (clamped to today's screens), with the
// navigation, new-window and <webview> guards, shown on first paint, its bounds saved as they change.
import type { AppWindow, DesktopFacade } from './facade';
import { windowIconPath } from './paths';
import { installNavigationGuard } from './security/navigation-guard';
import { installWindowOpenGuard } from './security/window-open-guard';
import { mainWindowOptions, MIN_WINDOW_SIZE } from './window-options';
import { parseWindowState, placeWindow, trackWindowState } from './window/window-state';

export interface MainWindowSetup {
  appOrigin: string;
  externalLinkOrigins: readonly string[];
  /** The `window` entry of the settings file, unvalidated. */
  storedWindow: unknown;
}

export function openMainWindow(facade: DesktopFacade, setup: MainWindowSetup): AppWindow {
  const { logger } = facade;
  const { state, error } = parseWindowState(setup.storedWindow);
  if (error) logger.warn(`Ignored the saved window position: ${error}`);
  const placement = placeWindow(state, facade.displayWorkAreas(), MIN_WINDOW_SIZE);

  const window = facade.createWindow(
    mainWindowOptions({
      appPath: facade.appPath,
      appVersion: facade.appVersion,
      iconPath: facade.platform === 'linux' ? windowIconPath(facade) : undefined,
      devTools: !facade.isPackaged,
      bounds: placement.bounds,
    }),
  );
  installNavigationGuard(window.webContents, setup.appOrigin, logger);
  installWindowOpenGuard(window.webContents, {
    allowedExternalOrigins: setup.externalLinkOrigins,
    openExternal: (link) => facade.openExternal(link),
    logger,
  });
  window.once('ready-to-show', () => {
    if (placement.maximized) window.maximize();
    window.show();
  });
  trackWindowState(window, { save: (value) => facade.writeSetting('window', value) });
  return window;
}
