// The thin adapter: the DesktopFacade over the real Electron module. No decisions here (they live in the
// plain modules main/app.ts wires together); only translation between Electron's shapes and the facade's.
import { app, BrowserWindow, dialog, ipcMain, session, shell, type WebFrameMain } from 'electron';
import { startServer } from '../../server/start';
import type { AppSession, DesktopFacade, FrameRef, Logger } from '../facade';

/** A plain snapshot of a frame: a disposed WebFrameMain throws on access, which counts as "gone". */
function frameRef(frame: WebFrameMain | null): FrameRef | null {
  if (!frame) return null;
  try {
    return { url: frame.url, parent: frameRef(frame.parent) };
  } catch {
    return null;
  }
}

// Electron's default session is only available once the app is ready: look it up on each call.
const defaultSession: AppSession = {
  onHeadersReceived(handler) {
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      const responseHeaders = handler(details);
      callback(responseHeaders ? { responseHeaders } : {});
    });
  },
  setPermissionRequestHandler(handler) {
    session.defaultSession.setPermissionRequestHandler((contents, permission, callback, details) =>
      callback(handler({ permission, requestingUrl: details.requestingUrl ?? '' })),
    );
  },
  setPermissionCheckHandler(handler) {
    session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
      handler({ permission, requestingUrl: details.requestingUrl ?? requestingOrigin }),
    );
  },
};

export function createElectronFacade(logger: Logger, readSettings: () => unknown): DesktopFacade {
  return {
    appVersion: app.getVersion(),
    platform: process.platform,
    isPackaged: app.isPackaged,
    appPath: app.getAppPath(),
    resourcesPath: process.resourcesPath,
    logger,
    getPath: (name) => app.getPath(name),
    requestSingleInstanceLock: () => app.requestSingleInstanceLock(),
    onSecondInstance: (listener) => void app.on('second-instance', (_event, argv) => listener(argv)),
    whenReady: () => app.whenReady(),
    onWindowAllClosed: (listener) => void app.on('window-all-closed', listener),
    onWillQuit: (listener) => void app.on('will-quit', listener),
    quit: () => app.quit(),
    exit: (code) => app.exit(code),
    createWindow: (options) => new BrowserWindow(options as never),
    session: defaultSession,
    ipc: {
      on: (channel, listener) =>
        ipcMain.on(channel, (event, payload) =>
          listener({ senderFrame: frameRef(event.senderFrame), sender: { id: event.sender.id } }, payload),
        ),
    },
    openExternal: (url) => shell.openExternal(url),
    showErrorBox: (title, content) => dialog.showErrorBox(title, content),
    readSettings,
    startServer,
  };
}
