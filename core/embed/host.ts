// The desktop host object's contract: pure types shared by preload/ (which builds it), main/ (the other end
// of its IPC channels) and renderer/embed (which uses it in place of parent-page postMessage).

/** Plain data: what survives the structured clone of Electron IPC unchanged. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object (a project document, a message's data). */
export type JsonObject = { [key: string]: JsonValue };

/**
 * One message of the embed protocol (spec section 7): the host sends `action` and `data`;
 * the app answers with `status` (0 ok, 1 error), `action` and `msg` (messages.ts: HostReply).
 * A field may be absent (undefined): it is simply not sent.
 */
export interface HostEnvelope {
  readonly action: string;
  readonly [key: string]: JsonValue | undefined;
}

/**
 * IPC channel names; main rejects any channel without the `arredo:` prefix. `to-host` and `to-app` carry
 * protocol envelopes; the others carry one desktop command each (the host object's methods below).
 */
export type HostChannel =
  | 'arredo:to-host'
  | 'arredo:to-app'
  | 'arredo:set-language'
  | 'arredo:recovery-keep'
  | 'arredo:recovery-clear'
  | 'arredo:save-pdf';

/** Languages the desktop menu is labelled in (the app's interface languages). */
export type HostMenuLanguage = 'en' | 'it' | 'de';

/** Actions the desktop menu asks the app to dispatch through its action registry. */
export type HostMenuAction =
  'newProject' | 'openProjectList' | 'saveProject' | 'generateOffer' | 'setLanguage';

/** Messages the desktop host sends to the app on `arredo:to-app`, besides protocol envelopes. */
export type DesktopHostMessage =
  /** A menu command: dispatch the named action (with `args` where it takes any). */
  | { action: 'dispatch'; name: HostMenuAction; args?: JsonObject }
  /** An `arredo://project/<id>` link was opened: open that project. */
  | { action: 'openProject'; id: number }
  /**
   * A project kept for crash recovery is on disk: ask the user whether to restore it. `savedAt` is an ISO
   * date, `des` the project's description, `project` the document as the app last sent it.
   */
  | { action: 'recoveryAvailable'; savedAt: string; des: string; project: JsonObject };

/** A PDF to save through the native save dialog: its bytes, or a URL on the app's origin to fetch. */
export type SavePdfRequest = { fileName?: string; bytes: Uint8Array } | { fileName?: string; url: string };

/** Where the PDF went; `saved: false` when the user cancelled the dialog. */
export type SavePdfResult = { saved: true; path: string } | { saved: false };

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
  /** Tells the host the app's language, so the menu follows it (e.g. 'it', 'de-CH'). */
  setLanguage(language: string): void;
  /** Keeps the open project on disk for crash recovery; call it debounced as the project changes. */
  keepRecovery(project: JsonObject): void;
  /** Forgets the kept project: after a clean save, or when the user declines to restore it. */
  clearRecovery(): void;
  /** Saves a PDF where the user chooses in the native save dialog. */
  savePdf(request: SavePdfRequest): Promise<SavePdfResult>;
}

/** The global name the preload binds the host object to. */
export type ArredoHostGlobal = 'arredoHost';

/** How main passes the app version to the sandboxed preload, in `webPreferences.additionalArguments`. */
export type HostVersionArgument = '--arredo-version=';
