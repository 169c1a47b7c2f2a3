// The desktop host object's contract: pure types shared by preload/ (which builds it), main/ (the other end
// of its IPC channels) and renderer/embed (which uses it in place of parent-page postMessage).

/** Plain data: what survives the structured clone of Electron IPC unchanged. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * One message of the embed protocol (spec section 7): the host sends `action` and `data`;
 * the app answers with `status` (0 ok, 1 error), `action` and `msg` (messages.ts: HostReply).
 * A field may be absent (undefined): it is simply not sent.
 */
export interface HostEnvelope {
  readonly action: string;
  readonly [key: string]: JsonValue | undefined;
}

/** IPC channel names; main rejects any channel without the `arredo:` prefix. */
export type HostChannel = 'arredo:to-host' | 'arredo:to-app';

/** The one object the preload exposes, as `window.arredoHost`. */
export interface ArredoHost {
  /** Application version (package.json) of the desktop build. */
  readonly version: string;
  /** The operating system: 'linux', 'win32', 'darwin'. */
  readonly platform: string;
  /** Sends a message (a reply, or an event such as 'APP loaded') from the app to the desktop host. */
  sendToHost(message: HostEnvelope): void;
  /** Subscribes to messages the desktop host sends to the app; returns the unsubscribe function. */
  onHostMessage(listener: (message: HostEnvelope) => void): () => void;
}

/** The global name the preload binds the host object to. */
export type ArredoHostGlobal = 'arredoHost';

/** How main passes the app version to the sandboxed preload, in `webPreferences.additionalArguments`. */
export type HostVersionArgument = '--arredo-version=';
