// The little of a browser window the transports use, so tests can drive them with fake windows.

/** Something a message can be posted to: a window, a frame's contentWindow, an opener. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The fields of a MessageEvent the transports read. */
export interface HostMessageEvent {
  readonly data: unknown;
  readonly origin: string;
  readonly source: unknown;
}

export interface MessageWindow {
  addEventListener(type: 'message', listener: (event: HostMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: HostMessageEvent) => void): void;
}

export type EmbedLog = (level: 'info' | 'warn' | 'error', message: string, detail?: unknown) => void;

/** A message event's source, when it is a window the reply can be posted to. */
export function replySource(source: unknown): MessageTarget | null {
  return source !== null &&
    typeof source === 'object' &&
    typeof (source as Partial<MessageTarget>).postMessage === 'function'
    ? (source as MessageTarget)
    : null;
}
