// The slice of Electron the bootstrap uses, as plain interfaces. main/electron/facade.ts implements it over
// the real `electron` module; tests implement it with fakes, so main's logic runs under plain Node.
import type { RunningServer, StartOptions } from '../server/start';

export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface PreventableEvent {
  preventDefault(): void;
}

/** will-navigate / will-frame-navigate / will-redirect events carry the target URL on the event. */
export interface NavigationEvent extends PreventableEvent {
  readonly url: string;
}

export interface StartedNavigation {
  readonly url: string;
  readonly isMainFrame: boolean;
  /** A fragment or history.pushState change: the page stays. */
  readonly isSameDocument: boolean;
}

/** The part of WebFrameMain the IPC sender check reads. */
export interface FrameRef {
  readonly url: string;
  readonly parent: FrameRef | null;
}

export interface IpcEvent {
  /** Null when the frame navigated away or was destroyed before the message was handled. */
  readonly senderFrame: FrameRef | null;
  readonly sender: { readonly id: number };
}

export interface WindowOpenDetails {
  readonly url: string;
}

export type WindowOpenResponse = { action: 'deny' };

export interface AppWebContents {
  readonly id: number;
  reload(): void;
  on(
    event: 'will-navigate' | 'will-frame-navigate' | 'will-redirect',
    listener: (event: NavigationEvent) => void,
  ): void;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): void;
  /** A navigation starts in some frame (a reload included). */
  on(event: 'did-start-navigation', listener: (event: StartedNavigation) => void): void;
  setWindowOpenHandler(handler: (details: WindowOpenDetails) => WindowOpenResponse): void;
  send(channel: string, payload: unknown): void;
}

/** A rectangle in screen coordinates (window bounds, a display's work area). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AppWindow {
  readonly webContents: AppWebContents;
  loadURL(url: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): void;
  /** `close` comes before the window goes (its bounds are still readable); `closed` after. */
  on(event: 'closed' | 'close' | 'resize' | 'move', listener: () => void): void;
  /** The bounds the window has, or would have when not maximised. */
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  maximize(): void;
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** The subset of BrowserWindowConstructorOptions main sets. */
export interface WindowOptions {
  x?: number;
  y?: number;
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  title: string;
  show: boolean;
  backgroundColor: string;
  icon?: string;
  webPreferences: SecureWebPreferences;
}

export interface SecureWebPreferences {
  preload: string;
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  webviewTag: false;
  /** Developer tools exist in development builds only. */
  devTools: boolean;
  experimentalFeatures: false;
  navigateOnDragDrop: false;
  spellcheck: boolean;
  additionalArguments: string[];
}

export interface HeadersReceivedDetails {
  readonly url: string;
  readonly responseHeaders?: Record<string, string[]>;
}

export interface PermissionRequest {
  readonly permission: string;
  /** The URL of the frame that asks. */
  readonly requestingUrl: string;
}

/** The default session: the renderer's only session. */
export interface AppSession {
  onHeadersReceived(handler: (details: HeadersReceivedDetails) => Record<string, string[]> | undefined): void;
  setPermissionRequestHandler(handler: (request: PermissionRequest) => boolean): void;
  setPermissionCheckHandler(handler: (request: PermissionRequest) => boolean): void;
}

export interface AppIpc {
  on(channel: string, listener: (event: IpcEvent, payload: unknown) => void): void;
  /** ipcMain.handle: the listener's result (or rejection) answers the renderer's invoke. */
  handle(channel: string, listener: (event: IpcEvent, payload: unknown) => Promise<unknown>): void;
}

/** One item of the application menu, as Electron's MenuItemConstructorOptions (the part main uses). */
export interface MenuItemSpec {
  label?: string;
  type?: 'normal' | 'separator' | 'submenu' | 'radio';
  role?: string;
  accelerator?: string;
  checked?: boolean;
  enabled?: boolean;
  submenu?: MenuItemSpec[];
  click?: () => void;
}

export interface SaveDialogOptions {
  title: string;
  defaultPath: string;
  buttonLabel: string;
  filters: { name: string; extensions: string[] }[];
}

export type SaveDialogResult = { canceled: true } | { canceled: false; filePath: string };

/** A response fetched with the app's session (its cookies), read whole. */
export interface FetchedFile {
  status: number;
  contentType: string;
  bytes: Uint8Array;
}

export type PathName = 'userData' | 'logs' | 'downloads';

export interface DesktopFacade {
  readonly appVersion: string;
  readonly platform: string;
  /** True in a packaged build (asar), false under `electron .`. */
  readonly isPackaged: boolean;
  /** The app's root: the project folder in development, `.../resources/app.asar` when packaged. */
  readonly appPath: string;
  /** `process.resourcesPath`: where electron-builder's extraResources land. */
  readonly resourcesPath: string;
  readonly logger: Logger;
  /** The command line this instance was started with (an `arredo://` link on Windows and Linux). */
  readonly argv: readonly string[];
  getPath(name: PathName): string;
  requestSingleInstanceLock(): boolean;
  onSecondInstance(listener: (argv: string[]) => void): void;
  /** macOS delivers `arredo://` links as `open-url` events, possibly before the app is ready. */
  onOpenUrl(listener: (url: string) => void): void;
  /** Makes this app the system's handler of `<scheme>://` links; false when the system refused. */
  registerLinkScheme(scheme: string): boolean;
  whenReady(): Promise<void>;
  onWindowAllClosed(listener: () => void): void;
  /** `will-quit`: the last moment to clean up; preventDefault() delays quitting. */
  onWillQuit(listener: (event: PreventableEvent) => void): void;
  quit(): void;
  /** Quits at once, without emitting quit events again. */
  exit(code: number): void;
  createWindow(options: WindowOptions): AppWindow;
  readonly session: AppSession;
  readonly ipc: AppIpc;
  openExternal(url: string): Promise<void>;
  showErrorBox(title: string, content: string): void;
  showSaveDialog(window: AppWindow, options: SaveDialogOptions): Promise<SaveDialogResult>;
  setApplicationMenu(template: MenuItemSpec[]): void;
  /** The work areas (screen minus task bars and docks) of the connected displays, primary first. */
  displayWorkAreas(): Rect[];
  /** GET with the renderer's session, so a report URL that needs the sign-in cookie works. */
  fetchWithSession(url: string): Promise<FetchedFile>;
  /** The stored settings as read from disk, not yet validated. */
  readSettings(): unknown;
  /** Stores one settings key (electron-store keeps the others, e.g. a hand-written backendUrl). */
  writeSetting(key: 'window' | 'menuLanguage', value: unknown): void;
  startServer(options: StartOptions): Promise<RunningServer>;
}
