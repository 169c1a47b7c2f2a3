// Builds the one object the preload exposes to the app (`window.arredoHost`, typed by core/embed/host.ts).
// It never hands out ipcRenderer or IPC events: the app gets plain functions over two fixed channels.
import type { ArredoHost, HostChannel, HostEnvelope, HostVersionArgument } from '../core/embed/host';

export const TO_HOST: HostChannel = 'arredo:to-host';
export const TO_APP: HostChannel = 'arredo:to-app';
export const VERSION_ARGUMENT: HostVersionArgument = '--arredo-version=';

/** The part of Electron's ipcRenderer the host object uses. */
export interface RendererIpc {
  send(channel: string, ...args: unknown[]): void;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export class HostMessageError extends Error {
  override readonly name = 'HostMessageError';
}

function assertEnvelope(message: unknown): asserts message is HostEnvelope {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    throw new HostMessageError('A host message must be an object with an "action"');
  }
  const { action } = message as { action?: unknown };
  if (typeof action !== 'string' || action.length === 0) {
    throw new HostMessageError('A host message needs a non-empty string "action"');
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
  });
}
