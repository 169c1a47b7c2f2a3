// Builds the one object the preload exposes to the app (`window.arredoHost`, typed by core/embed/host.ts).
// It never hands out ipcRenderer or IPC events: the app gets plain functions over fixed channels. Main
// validates everything again; the checks here only give the app a clear error at the call site.
import type {
  ArredoHost,
  HostChannel,
  HostEnvelope,
  HostVersionArgument,
  JsonObject,
  SavePdfRequest,
  SavePdfResult,
} from '../core/embed/host';

export const TO_HOST: HostChannel = 'arredo:to-host';
export const TO_APP: HostChannel = 'arredo:to-app';
export const SET_LANGUAGE: HostChannel = 'arredo:set-language';
export const RECOVERY_KEEP: HostChannel = 'arredo:recovery-keep';
export const RECOVERY_CLEAR: HostChannel = 'arredo:recovery-clear';
export const SAVE_PDF: HostChannel = 'arredo:save-pdf';
export const VERSION_ARGUMENT: HostVersionArgument = '--arredo-version=';

/** The part of Electron's ipcRenderer the host object uses. */
export interface RendererIpc {
  send(channel: string, ...args: unknown[]): void;
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export class HostMessageError extends Error {
  override readonly name = 'HostMessageError';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function assertEnvelope(message: unknown): asserts message is HostEnvelope {
  if (!isObject(message)) throw new HostMessageError('A host message must be an object with an "action"');
  const { action } = message as { action?: unknown };
  if (typeof action !== 'string' || action.length === 0) {
    throw new HostMessageError('A host message needs a non-empty string "action"');
  }
}

function assertPdfRequest(request: unknown): asserts request is SavePdfRequest {
  if (!isObject(request)) throw new HostMessageError('savePdf needs { bytes } or { url }');
  const hasBytes = request.bytes instanceof Uint8Array;
  const hasUrl = typeof request.url === 'string';
  if (hasBytes === hasUrl) throw new HostMessageError('savePdf needs either bytes (a Uint8Array) or a url');
  if (request.fileName !== undefined && typeof request.fileName !== 'string') {
    throw new HostMessageError('savePdf: fileName must be a string');
  }
}

/** The app version main passes in `additionalArguments` (a sandboxed preload cannot ask `app`). */
export function versionFromArgv(argv: readonly string[]): string {
  const argument = argv.find((value) => value.startsWith(VERSION_ARGUMENT));
  return argument ? argument.slice(VERSION_ARGUMENT.length) : 'unknown';
}

export interface HostObjectInput {
  ipc: RendererIpc;
  argv: readonly string[];
  platform: string;
}

export function createHostObject({ ipc, argv, platform }: HostObjectInput): ArredoHost {
  return Object.freeze({
    version: versionFromArgv(argv),
    platform,
    sendToHost(message: HostEnvelope): void {
      assertEnvelope(message);
      ipc.send(TO_HOST, message);
    },
    onHostMessage(listener: (message: HostEnvelope) => void): () => void {
      if (typeof listener !== 'function') throw new TypeError('onHostMessage needs a function');
      // The IPC event (with its `sender`) stays in the preload; the app sees only the message.
      const wrapped = (_event: unknown, message: unknown) => {
        try {
          assertEnvelope(message);
        } catch {
          return;
        }
        listener(message);
      };
      ipc.on(TO_APP, wrapped);
      return () => void ipc.removeListener(TO_APP, wrapped);
    },
    setLanguage(language: string): void {
      if (typeof language !== 'string' || language.trim() === '') {
        throw new HostMessageError('setLanguage needs a language code');
      }
      ipc.send(SET_LANGUAGE, language);
    },
    keepRecovery(project: JsonObject): void {
      if (!isObject(project)) throw new HostMessageError('keepRecovery needs the project document');
      ipc.send(RECOVERY_KEEP, project);
    },
    clearRecovery(): void {
      ipc.send(RECOVERY_CLEAR, null);
    },
    async savePdf(request: SavePdfRequest): Promise<SavePdfResult> {
      assertPdfRequest(request);
      return (await ipc.invoke(SAVE_PDF, request)) as SavePdfResult;
    },
  });
}
