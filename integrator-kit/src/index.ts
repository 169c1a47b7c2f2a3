// A small typed client for a page that embeds Arredo in an iframe: one promise per request (matched by the
// request id the app echoes), typed events, and the origin checks both ways. No dependencies.
import {
  ARREDO_ACTIONS,
  type ArredoActionName,
  type ArredoActions,
  type ArredoEventName,
  type ArredoEvents,
  type ArredoMessage,
} from './protocol';

export * from './protocol';

export interface ConnectOptions {
  /** The app's origin ('https://arredo.example.com'): messages go only there and only its are read. */
  origin: string;
  /** How long a request waits for its reply before it is rejected (default 30 s). */
  timeoutMs?: number;
  /** The window to listen on (default: the global window). */
  window?: Window;
}

export interface RequestOptions {
  timeoutMs?: number;
  /** generateOffer: called with 0.1, 0.2, 0.4, 0.6 as the offer is made. */
  onProgress?: (progress: number) => void;
}

/** A status 1 reply: `message` is the app's msg, `reply` the whole message. */
export class ArredoError extends Error {
  constructor(readonly reply: ArredoMessage) {
    super(reply.detail ? `${reply.msg}: ${reply.detail}` : reply.msg);
    this.name = 'ArredoError';
  }
}

/** No reply within the timeout. */
export class ArredoTimeoutError extends Error {
  constructor(
    readonly action: string,
    readonly timeoutMs: number,
  ) {
    super(`No reply to ${action} within ${timeoutMs} ms`);
    this.name = 'ArredoTimeoutError';
  }
}

type DataArgs<A extends ArredoActionName> = undefined extends ArredoActions[A]
  ? [data?: ArredoActions[A], options?: RequestOptions]
  : [data: ArredoActions[A], options?: RequestOptions];

export interface ArredoConnection {
  /** Resolves with 'APP loaded' (the first one after connect). */
  readonly ready: Promise<ArredoMessage>;
  /** Sends an action; resolves with the reply on status 0, rejects with ArredoError on status 1. */
  send<A extends ArredoActionName>(action: A, ...args: DataArgs<A>): Promise<ArredoMessage>;
  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends ArredoEventName>(event: E, listener: (payload: ArredoEvents[E]) => void): () => void;
  /** Stops listening and rejects pending requests. */
  close(): void;
}

interface Pending {
  action: string;
  resolve(reply: ArredoMessage): void;
  reject(error: Error): void;
  onProgress?: (progress: number) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** 'https://Host:443/path' -> 'https://host' (what MessageEvent.origin holds). */
export function originOf(address: string): string {
  return new URL(address).origin;
}

function isMessage(data: unknown): data is ArredoMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { status, action, msg } = data as Record<string, unknown>;
  return (status === 0 || status === 1) && typeof action === 'string' && typeof msg === 'string';
}

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The frame's window: an <iframe> element's contentWindow, or a window (a popup) given as is. */
function targetOf(frame: HTMLIFrameElement | Window): Window | null {
  return 'contentWindow' in frame && !('postMessage' in frame) ? frame.contentWindow : (frame as Window);
}

/**
 * Connects to the app in `frame`. Call it before the frame loads (or before setting its src) so that
 * 'APP loaded' is not missed.
 */
export function connect(frame: HTMLIFrameElement | Window, options: ConnectOptions): ArredoConnection {
  const origin = originOf(options.origin);
  const defaultTimeout = options.timeoutMs ?? 30_000;
  const host = options.window ?? window;
  const pending = new Map<string, Pending>();
  const listeners = new Map<ArredoEventName, Set<(payload: never) => void>>();
  const lastHash = new Map<ArredoEventName, string>();
  let counter = 0;
  let markReady!: (message: ArredoMessage) => void;
  const ready = new Promise<ArredoMessage>((resolve) => (markReady = resolve));

  const emit = <E extends ArredoEventName>(event: E, payload: ArredoEvents[E]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (p: ArredoEvents[E]) => void)(payload);
  };

  const onChange = (event: 'pricesChanged' | 'partsChanged', message: ArredoMessage) => {
    // Equal content has an equal hash: skip what this page has already seen.
    const hash = message.hash ?? '';
    if (hash && lastHash.get(event) === hash) return;
    lastHash.set(event, hash);
    const value = parseJson<never>(message.msg);
    if (value !== undefined) emit(event, { value, hash, message });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== targetOf(frame) || !isMessage(event.data)) return;
    const message = event.data;
    const id = message.requestId === undefined ? undefined : String(message.requestId);
    const request = id === undefined ? undefined : pending.get(id);
    if (message.action === 'offerProgress') {
      if (typeof message.progress === 'number') request?.onProgress?.(message.progress);
      emit('offerProgress', message);
      return;
    }
    if (request) {
      pending.delete(id!);
      clearTimeout(request.timer);
      if (message.status === 0) request.resolve(message);
      else request.reject(new ArredoError(message));
      if (message.action === 'loginDone') emit('loginDone', message);
      return;
    }
    switch (message.action) {
      case 'APP':
        if (message.status === 0) markReady(message);
        emit('app', message);
        return;
      case 'loaded':
      case 'loginDone':
      case 'saved':
        emit(message.action, message);
        return;
      case 'pricesChanged':
      case 'partsChanged':
        onChange(message.action, message);
        return;
    }
  };
  host.addEventListener('message', onMessage);

  return {
    ready,
    send(action, ...[data, requestOptions]) {
      if (!ARREDO_ACTIONS.includes(action))
        return Promise.reject(new Error(`Not an Arredo action: ${action}`));
      const target = targetOf(frame);
      if (!target) return Promise.reject(new Error('The frame has no window (not in the document?)'));
      counter += 1;
      const requestId = `kit-${counter}`;
      const timeoutMs = requestOptions?.timeoutMs ?? defaultTimeout;
      return new Promise<ArredoMessage>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(requestId);
          reject(new ArredoTimeoutError(action, timeoutMs));
        }, timeoutMs);
        pending.set(requestId, {
          action,
          resolve,
          reject,
          timer,
          ...(requestOptions?.onProgress ? { onProgress: requestOptions.onProgress } : {}),
        });
        target.postMessage(data === undefined ? { action, requestId } : { action, requestId, data }, origin);
      });
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    close() {
      host.removeEventListener('message', onMessage);
      for (const [id, request] of pending) {
        clearTimeout(request.timer);
        request.reject(new Error(`Connection closed before the reply to ${request.action}`));
        pending.delete(id);
      }
      listeners.clear();
    },
  };
}
