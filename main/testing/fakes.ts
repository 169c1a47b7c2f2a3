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
  IpcEvent,
  Logger,
  NavigationEvent,
  PathName,
  PermissionRequest,
  PreventableEvent,
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

  constructor(readonly id: number) {}

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
  private readyToShow: (() => void)[] = [];
  private closed: (() => void)[] = [];

  constructor(
    readonly options: WindowOptions,
    id: number,
  ) {
    this.webContents = new FakeWebContents(id);
  }

  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
  }
  once(_event: 'ready-to-show', listener: () => void): void {
    this.readyToShow.push(listener);
  }
  on(_event: 'closed', listener: () => void): void {
    this.closed.push(listener);
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
    this.destroyed = true;
    for (const listener of this.closed) listener();
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

  on(channel: string, listener: (event: IpcEvent, payload: unknown) => void): void {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
  }

  emit(channel: string, event: IpcEvent, payload: unknown): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(event, payload);
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
  /** Replaces the recording fake with a real server start (integration tests). */
  startServer?: (options: StartOptions) => Promise<RunningServer>;
}

/** A whole fake Electron app: records windows, servers, quits, and lets tests fire app events. */
export class FakeFacade implements DesktopFacade {
  readonly appVersion = '0.1.0';
  readonly platform = 'linux';
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
  quitCalls = 0;
  exitCodes: number[] = [];
  private secondInstance: ((argv: string[]) => void)[] = [];
  private allClosed: (() => void)[] = [];
  private willQuit: ((event: PreventableEvent) => void)[] = [];
  private nextServerPort = 40123;

  constructor(private readonly options: FakeFacadeOptions = {}) {
    this.isPackaged = options.isPackaged ?? true;
    this.appPath = options.appPath ?? '/opt/arredo/resources/app.asar';
  }

  getPath(name: PathName): string {
    const userData = this.options.userDataPath ?? '/home/ann/.config/Arredo';
    return name === 'userData' ? userData : `${userData}/logs`;
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
