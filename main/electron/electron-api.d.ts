// Electron's own type definitions ship inside the `electron` npm package, whose install fails on machines
// that cannot download the Electron binary. This declares the part of Electron 45's main-process API that
// main/electron/*.ts uses (signatures as documented at electronjs.org/docs/latest/api), so the type check
// passes with or without the package.
declare module 'electron' {
  interface ElectronEvent {
    preventDefault(): void;
  }

  interface WebFrameMain {
    readonly url: string;
    readonly parent: WebFrameMain | null;
  }

  interface NavigationEvent extends ElectronEvent {
    readonly url: string;
    readonly isMainFrame: boolean;
  }

  interface WebContents {
    readonly id: number;
    on(
      event: 'will-navigate' | 'will-frame-navigate' | 'will-redirect',
      listener: (event: NavigationEvent) => void,
    ): this;
    on(event: 'will-attach-webview', listener: (event: ElectronEvent) => void): this;
    on(
      event: 'did-start-navigation',
      listener: (
        event: ElectronEvent & { url: string; isMainFrame: boolean; isSameDocument: boolean },
      ) => void,
    ): this;
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' | 'allow' }): void;
    send(channel: string, ...args: unknown[]): void;
    reload(): void;
  }

  interface Rectangle {
    x: number;
    y: number;
    width: number;
    height: number;
  }

  interface Display {
    readonly id: number;
    readonly workArea: Rectangle;
  }

  interface BrowserWindowConstructorOptions {
    x?: number;
    y?: number;
    width?: number;
    height?: number;
    minWidth?: number;
    minHeight?: number;
    title?: string;
    show?: boolean;
    backgroundColor?: string;
    icon?: string;
    webPreferences?: Record<string, unknown>;
  }

  class BrowserWindow {
    constructor(options?: BrowserWindowConstructorOptions);
    readonly webContents: WebContents;
    loadURL(url: string): Promise<void>;
    once(event: 'ready-to-show', listener: () => void): this;
    on(event: 'closed' | 'close' | 'resize' | 'move', listener: () => void): this;
    getNormalBounds(): Rectangle;
    isMaximized(): boolean;
    maximize(): void;
    isDestroyed(): boolean;
    isMinimized(): boolean;
    restore(): void;
    show(): void;
    focus(): void;
  }

  interface App {
    readonly isPackaged: boolean;
    getVersion(): string;
    getAppPath(): string;
    getPath(name: 'userData' | 'logs' | 'appData' | 'downloads'): string;
    setPath(name: 'userData', path: string): void;
    setName(name: string): void;
    setAppLogsPath(path?: string): void;
    setAppUserModelId(id: string): void;
    requestSingleInstanceLock(): boolean;
    whenReady(): Promise<void>;
    on(event: 'second-instance', listener: (event: ElectronEvent, argv: string[]) => void): this;
    on(event: 'open-url', listener: (event: ElectronEvent, url: string) => void): this;
    setAsDefaultProtocolClient(protocol: string): boolean;
    on(event: 'window-all-closed', listener: () => void): this;
    on(event: 'will-quit', listener: (event: ElectronEvent) => void): this;
    quit(): void;
    exit(exitCode?: number): void;
  }

  interface OnHeadersReceivedDetails {
    readonly url: string;
    readonly responseHeaders?: Record<string, string[]>;
  }

  interface Session {
    fetch(url: string): Promise<Response>;
    readonly webRequest: {
      onHeadersReceived(
        listener: (
          details: OnHeadersReceivedDetails,
          callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
        ) => void,
      ): void;
    };
    setPermissionRequestHandler(
      handler: (
        webContents: WebContents,
        permission: string,
        callback: (granted: boolean) => void,
        details: { requestingUrl?: string },
      ) => void,
    ): void;
    setPermissionCheckHandler(
      handler: (
        webContents: WebContents | null,
        permission: string,
        requestingOrigin: string,
        details: { requestingUrl?: string },
      ) => boolean,
    ): void;
  }

  interface IpcMainEvent {
    readonly sender: WebContents;
    readonly senderFrame: WebFrameMain | null;
  }

  export const app: App;
  export { BrowserWindow };
  export const session: { readonly defaultSession: Session };
  export const ipcMain: {
    on(channel: string, listener: (event: IpcMainEvent, ...args: unknown[]) => void): void;
    handle(channel: string, listener: (event: IpcMainEvent, ...args: unknown[]) => Promise<unknown>): void;
  };
  export const shell: { openExternal(url: string): Promise<void> };
  export const dialog: {
    showErrorBox(title: string, content: string): void;
    showSaveDialog(
      window: BrowserWindow,
      options: {
        title?: string;
        defaultPath?: string;
        buttonLabel?: string;
        filters?: { name: string; extensions: string[] }[];
      },
    ): Promise<{ canceled: boolean; filePath?: string }>;
  };
  interface MenuItemConstructorOptions {
    label?: string;
    type?: 'normal' | 'separator' | 'submenu' | 'checkbox' | 'radio';
    role?: string;
    accelerator?: string;
    checked?: boolean;
    enabled?: boolean;
    submenu?: MenuItemConstructorOptions[];
    click?: () => void;
  }
  class Menu {
    static buildFromTemplate(template: MenuItemConstructorOptions[]): Menu;
    static setApplicationMenu(menu: Menu | null): void;
  }
  export { Menu };
  export const screen: { getPrimaryDisplay(): Display; getAllDisplays(): Display[] };
  export type { WebContents, WebFrameMain, IpcMainEvent };
}

// Electron adds this to `process` in the main process.
declare namespace NodeJS {
  interface Process {
    readonly resourcesPath: string;
  }
}
