// The part of Electron's renderer-side API the sandboxed preload uses (Electron's own types ship inside the
// `electron` package, which cannot be installed where its binary cannot be downloaded).
declare module 'electron' {
  export const contextBridge: {
    exposeInMainWorld(apiKey: string, api: unknown): void;
  };
  export const ipcRenderer: {
    send(channel: string, ...args: unknown[]): void;
    invoke(channel: string, ...args: unknown[]): Promise<unknown>;
    on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
    removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  };
}
