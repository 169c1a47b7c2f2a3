// The thin adapter: the DesktopFacade over the real Electron module. No decisions here (they live in the
// plain modules main/app.ts wires together); only translation between Electron's shapes and the facade's.
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  screen,
  session,
  shell,
  type IpcMainEvent,
  type WebFrameMain,
} from 'electron';
import { startServer } from '../../server/start';
import type { AppSession, AppWindow, DesktopFacade, FrameRef, IpcEvent, Logger } from '../facade';
import type { SettingsFile } from './settings-store';

/** A plain snapshot of a frame: a disposed WebFrameMain throws on access, which counts as "gone". */
function frameRef(frame: WebFrameMain | null): FrameRef | null {
  if (!frame) return null;
  try {
    return { url: frame.url, parent: frameRef(frame.parent) };
  } catch {
    return null;
  }
}

const ipcEvent = (event: IpcMainEvent): IpcEvent => ({
  senderFrame: frameRef(event.senderFrame),
  sender: { id: event.sender.id },
});

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

export function createElectronFacade(logger: Logger, settings: SettingsFile): DesktopFacade {
  return {
    appVersion: app.getVersion(),
    platform: process.platform,
    isPackaged: app.isPackaged,
    appPath: app.getAppPath(),
    resourcesPath: process.resourcesPath,
    logger,
    argv: process.argv,
    getPath: (name) => app.getPath(name),
    requestSingleInstanceLock: () => app.requestSingleInstanceLock(),
    onSecondInstance: (listener) => void app.on('second-instance', (_event, argv) => listener(argv)),
    onOpenUrl: (listener) =>
      void app.on('open-url', (event, url) => {
        event.preventDefault();
        listener(url);
      }),
    registerLinkScheme: (scheme) => app.setAsDefaultProtocolClient(scheme),
    whenReady: () => app.whenReady(),
    onWindowAllClosed: (listener) => void app.on('window-all-closed', listener),
    onWillQuit: (listener) => void app.on('will-quit', listener),
    quit: () => app.quit(),
    exit: (code) => app.exit(code),
    createWindow: (options) => new BrowserWindow(options as never),
    session: defaultSession,
    ipc: {
      on: (channel, listener) => ipcMain.on(channel, (event, payload) => listener(ipcEvent(event), payload)),
      handle: (channel, listener) =>
        ipcMain.handle(channel, (event, payload) => listener(ipcEvent(event), payload)),
    },
    openExternal: (url) => shell.openExternal(url),
    showErrorBox: (title, content) => dialog.showErrorBox(title, content),
    async showSaveDialog(window: AppWindow, options) {
      const result = await dialog.showSaveDialog(window as unknown as BrowserWindow, options);
      return result.canceled || !result.filePath
        ? { canceled: true }
        : { canceled: false, filePath: result.filePath };
    },
    setApplicationMenu: (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)),
    displayWorkAreas: () => {
      const primary = screen.getPrimaryDisplay();
      const others = screen.getAllDisplays().filter((display) => display.id !== primary.id);
      return [primary, ...others].map((display) => display.workArea);
    },
    async fetchWithSession(url) {
      const response = await session.defaultSession.fetch(url);
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        bytes: new Uint8Array(await response.arrayBuffer()),
      };
    },
    readSettings: () => settings.read(),
    writeSetting: (key, value) => settings.write(key, value),
    startServer,
  };
}
