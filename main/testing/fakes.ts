// Fakes of the Electron facade for unit tests under plain Node. They record what main asked for and let a
// test fire the events Electron would.
import type { RunningServer, StartOptions } from '../../server/start';
import type {
  AppIpc,
  AppSession,
  AppWebContents,
  AppWindow,
  DesktopFacade,
  HeadersReceivedDetails,
  FetchedFile,
  IpcEvent,
  Logger,
  MenuItemSpec,
  NavigationEvent,
  PathName,
  PermissionRequest,
  PreventableEvent,
  Rect,
  SaveDialogOptions,
  SaveDialogResult,
  WindowOpenDetails,
  WindowOpenResponse,
  WindowOptions,
} from '../facade';

export interface RecordingLogger extends Logger {
  /** One line per call: `<level> <message>`. */
  readonly lines: string[];
}

export function recordingLogger(): RecordingLogger {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => void lines.push(`info ${message}`),
    warn: (message) => void lines.push(`warn ${message}`),
    error: (message) => void lines.push(`error ${message}`),
  };
}

type Listener = (event: never) => void;

function preventable<T extends object>(extra: T): T & PreventableEvent & { prevented: boolean } {
  const event = {
    ...extra,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event;
}

export class FakeWebContents implements AppWebContents {
  readonly listeners = new Map<string, Listener[]>();
  readonly sent: { channel: string; payload: unknown }[] = [];
  windowOpenHandler?: (details: WindowOpenDetails) => WindowOpenResponse;
  reloads = 0;

  constructor(readonly id: number) {}

  reload(): void {
    this.reloads += 1;
  }

  on(event: string, listener: Listener): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  setWindowOpenHandler(handler: (details: WindowOpenDetails) => WindowOpenResponse): void {
    this.windowOpenHandler = handler;
  }

  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }

  /** Fires a navigation event; returns true when a listener cancelled it. */
  emitNavigation(name: 'will-navigate' | 'will-frame-navigate' | 'will-redirect', url: string): boolean {
    const event = preventable({ url });
    for (const listener of this.listeners.get(name) ?? []) (listener as (e: NavigationEvent) => void)(event);
    return event.prevented;
  }

  /** A main-frame navigation starts (a reload, or the page changing location). */
  emitStartNavigation(url: string, options: { isMainFrame?: boolean; isSameDocument?: boolean } = {}): void {
    const event = {
      url,
      isMainFrame: options.isMainFrame ?? true,
      isSameDocument: options.isSameDocument ?? false,
    };
    for (const listener of this.listeners.get('did-start-navigation') ?? [])
      (listener as (e: typeof event) => void)(event);
  }

  emitPreventable(name: 'will-attach-webview'): boolean {
    const event = preventable({});
    for (const listener of this.listeners.get(name) ?? []) (listener as (e: PreventableEvent) => void)(event);
    return event.prevented;
  }

  openWindow(url: string): WindowOpenResponse {
    if (!this.windowOpenHandler) throw new Error('No window-open handler installed');
    return this.windowOpenHandler({ url });
  }
}

export class FakeWindow implements AppWindow {
  readonly webContents: FakeWebContents;
  readonly loaded: string[] = [];
  destroyed = false;
  minimized = false;
  visible = false;
  focused = false;
  restored = 0;
  maximized = false;
  bounds: Rect;
  private readyToShow: (() => void)[] = [];
  private readonly events = new Map<string, (() => void)[]>();

  constructor(
    readonly options: WindowOptions,
    id: number,
  ) {
    this.webContents = new FakeWebContents(id);
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width, height: options.height };
  }

  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
  }
  once(_event: 'ready-to-show', listener: () => void): void {
    this.readyToShow.push(listener);
  }
  on(event: 'closed' | 'close' | 'resize' | 'move', listener: () => void): void {
    this.events.set(event, [...(this.events.get(event) ?? []), listener]);
  }
  emit(event: 'close' | 'resize' | 'move'): void {
    for (const listener of this.events.get(event) ?? []) listener();
  }
  getNormalBounds(): Rect {
    return { ...this.bounds };
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  maximize(): void {
    this.maximized = true;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.restored += 1;
    this.minimized = false;
  }
  show(): void {
    this.visible = true;
  }
  focus(): void {
    this.focused = true;
  }
  emitReadyToShow(): void {
    for (const listener of this.readyToShow.splice(0)) listener();
  }
  close(): void {
    this.emit('close');
    this.destroyed = true;
    for (const listener of this.events.get('closed') ?? []) listener();
  }
}

export class FakeSession implements AppSession {
  headersHandler?: (details: HeadersReceivedDetails) => Record<string, string[]> | undefined;
  permissionRequestHandler?: (request: PermissionRequest) => boolean;
  permissionCheckHandler?: (request: PermissionRequest) => boolean;

  onHeadersReceived(
    handler: (details: HeadersReceivedDetails) => Record<string, string[]> | undefined,
  ): void {
    this.headersHandler = handler;
  }
  setPermissionRequestHandler(handler: (request: PermissionRequest) => boolean): void {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: (request: PermissionRequest) => boolean): void {
    this.permissionCheckHandler = handler;
  }
}

export class FakeIpc implements AppIpc {
  readonly listeners = new Map<string, ((event: IpcEvent, payload: unknown) => void)[]>();
  readonly handlers = new Map<string, (event: IpcEvent, payload: unknown) => Promise<unknown>>();

  on(channel: string, listener: (event: IpcEvent, payload: unknown) => void): void {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
  }

  handle(channel: string, listener: (event: IpcEvent, payload: unknown) => Promise<unknown>): void {
    if (this.handlers.has(channel)) throw new Error(`A handler for '${channel}' is already registered`);
    this.handlers.set(channel, listener);
  }

  emit(channel: string, event: IpcEvent, payload: unknown): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(event, payload);
  }

  /** As ipcRenderer.invoke: rejects when nothing handles the channel. */
  invoke(channel: string, event: IpcEvent, payload: unknown): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) return Promise.reject(new Error(`No handler registered for '${channel}'`));
    return handler(event, payload);
  }
}

export interface FakeServer extends RunningServer {
  readonly options: StartOptions;
  closed: boolean;
}

export interface FakeFacadeOptions {
  settings?: unknown;
  hasLock?: boolean;
  isPackaged?: boolean;
  appPath?: string;
  userDataPath?: string;
  startServerError?: Error;
  argv?: string[];
  platform?: string;
  /** Display work areas, primary first (default one 1920 x 1040 screen). */
  displays?: Rect[];
  /** Whether the OS accepts the link-scheme registration (default true). */
  linkSchemeAccepted?: boolean;
  /** Answers of the save dialog, in order (default: cancelled). */
  saveDialogAnswers?: SaveDialogResult[];
  /** Answers to fetchWithSession, by URL. */
  files?: Record<string, FetchedFile>;
  /** Replaces the recording fake with a real server start (integration tests). */
  startServer?: (options: StartOptions) => Promise<RunningServer>;
}

/** A whole fake Electron app: records windows, servers, quits, and lets tests fire app events. */
export class FakeFacade implements DesktopFacade {
  readonly appVersion = '0.1.0';
  readonly platform: string;
  readonly argv: readonly string[];
  readonly isPackaged: boolean;
  readonly appPath: string;
  readonly resourcesPath = '/opt/arredo/resources';
  readonly logger = recordingLogger();
  readonly session = new FakeSession();
  readonly ipc = new FakeIpc();
  readonly windows: FakeWindow[] = [];
  readonly servers: FakeServer[] = [];
  readonly openedExternally: string[] = [];
  readonly errorBoxes: { title: string; content: string }[] = [];
  readonly saveDialogs: SaveDialogOptions[] = [];
  readonly fetched: string[] = [];
  readonly linkSchemes: string[] = [];
  readonly settingWrites: { key: string; value: unknown }[] = [];
  menu: MenuItemSpec[] | undefined;
  menuBuilds = 0;
  quitCalls = 0;
  exitCodes: number[] = [];
  private secondInstance: ((argv: string[]) => void)[] = [];
  private openUrl: ((url: string) => void)[] = [];
  private allClosed: (() => void)[] = [];
  private willQuit: ((event: PreventableEvent) => void)[] = [];
  private nextServerPort = 40123;

  constructor(private readonly options: FakeFacadeOptions = {}) {
    this.isPackaged = options.isPackaged ?? true;
    this.platform = options.platform ?? 'linux';
    this.argv = options.argv ?? ['/opt/arredo/arredo'];
    this.appPath = options.appPath ?? '/opt/arredo/resources/app.asar';
  }

  getPath(name: PathName): string {
    const userData = this.options.userDataPath ?? '/home/ann/.config/Arredo';
    if (name === 'downloads') return '/home/ann/Downloads';
    return name === 'userData' ? userData : `${userData}/logs`;
  }
  onOpenUrl(listener: (url: string) => void): void {
    this.openUrl.push(listener);
  }
  registerLinkScheme(scheme: string): boolean {
    this.linkSchemes.push(scheme);
    return this.options.linkSchemeAccepted ?? true;
  }
  async showSaveDialog(_window: AppWindow, options: SaveDialogOptions): Promise<SaveDialogResult> {
    this.saveDialogs.push(options);
    return this.options.saveDialogAnswers?.shift() ?? { canceled: true };
  }
  setApplicationMenu(template: MenuItemSpec[]): void {
    this.menu = template;
    this.menuBuilds += 1;
  }
  displayWorkAreas(): Rect[] {
    return this.options.displays ?? [{ x: 0, y: 0, width: 1920, height: 1040 }];
  }
  async fetchWithSession(url: string): Promise<FetchedFile> {
    this.fetched.push(url);
    const file = this.options.files?.[url];
    if (!file) throw new Error(`net::ERR_CONNECTION_REFUSED (${url})`);
    return file;
  }
  writeSetting(key: 'window' | 'menuLanguage', value: unknown): void {
    this.settingWrites.push({ key, value });
  }
  requestSingleInstanceLock(): boolean {
    return this.options.hasLock ?? true;
  }
  onSecondInstance(listener: (argv: string[]) => void): void {
    this.secondInstance.push(listener);
  }
  async whenReady(): Promise<void> {}
  onWindowAllClosed(listener: () => void): void {
    this.allClosed.push(listener);
  }
  onWillQuit(listener: (event: PreventableEvent) => void): void {
    this.willQuit.push(listener);
  }
  quit(): void {
    this.quitCalls += 1;
  }
  exit(code: number): void {
    this.exitCodes.push(code);
  }
  createWindow(options: WindowOptions): FakeWindow {
    const window = new FakeWindow(options, this.windows.length + 1);
    this.windows.push(window);
    return window;
  }
  async openExternal(url: string): Promise<void> {
    this.openedExternally.push(url);
  }
  showErrorBox(title: string, content: string): void {
    this.errorBoxes.push({ title, content });
  }
  readSettings(): unknown {
    return this.options.settings ?? {};
  }
  async startServer(options: StartOptions): Promise<RunningServer> {
    if (this.options.startServerError) throw this.options.startServerError;
    if (this.options.startServer) return this.options.startServer(options);
    const port = this.nextServerPort++;
    const server: FakeServer = {
      options,
      port,
      url: `http://localhost:${port}`,
      closed: false,
      close: async () => {
        server.closed = true;
      },
    };
    this.servers.push(server);
    return server;
  }

  emitSecondInstance(argv: string[] = []): void {
    for (const listener of this.secondInstance) listener(argv);
  }
  emitOpenUrl(url: string): void {
    for (const listener of this.openUrl) listener(url);
  }
  emitWindowAllClosed(): void {
    for (const listener of this.allClosed) listener();
  }
  /** Fires will-quit; returns true when a listener delayed the quit. */
  emitWillQuit(): boolean {
    const event = preventable({});
    for (const listener of this.willQuit) listener(event);
    return event.prevented;
  }
}
