// The desktop end of the embed protocol: IPC replaces parent-page postMessage. The app (through the preload's
// `arredoHost`) sends on `arredo:to-host`; main answers and drives it on `arredo:to-app`. Every incoming
// message passes the sender check (security checklist #17) and the envelope check before anyone sees it.
import { z } from 'zod';
import type { HostChannel, HostEnvelope } from '../../core/embed/host';
import type { AppWebContents, Logger } from '../facade';
import type { IpcRouter } from './ipc-router';

export const TO_HOST: HostChannel = 'arredo:to-host';
export const TO_APP: HostChannel = 'arredo:to-app';

/** A whole project as JSON stays far below this; anything larger is a bug or an attack. */
export const MAX_MESSAGE_CHARS = 16 * 1024 * 1024;

const envelopeSchema = z.looseObject({
  action: z.string().min(1, 'action must not be empty').max(64, 'action is longer than 64 characters'),
});

export class HostMessageError extends Error {
  override readonly name = 'HostMessageError';
}

/** Checks that a payload is a protocol envelope of plain JSON data; returns it as such or throws. */
export function parseEnvelope(payload: unknown): HostEnvelope {
  const result = envelopeSchema.safeParse(payload);
  if (!result.success) throw new HostMessageError(`Not a host message: ${z.prettifyError(result.error)}`);
  let json: string;
  try {
    json = JSON.stringify(payload);
  } catch (error) {
    throw new HostMessageError(`Host message is not plain data: ${(error as Error).message}`);
  }
  if (json.length > MAX_MESSAGE_CHARS) {
    throw new HostMessageError(`Host message is too large (${json.length} characters)`);
  }
  return JSON.parse(json) as HostEnvelope;
}

export interface HostBridgeOptions {
  /** The validated IPC layer: sender checks happen there. */
  router: IpcRouter;
  /** The app window's contents, the one receiver of host messages. */
  target: () => AppWebContents | undefined;
  logger: Logger;
}

export interface HostBridge {
  /** Sends a message to the app now; false when there is no window to receive it. */
  sendToApp(message: HostEnvelope): boolean;
  /**
   * Sends a message once the app listens: now if it has said 'APP loaded' (spec 7) since its last load,
   * else when it does. Links and the recovery offer go this way, since they may come before the app runs.
   */
  deliver(message: HostEnvelope): void;
  /** The page is being reloaded: hold messages until it says it is loaded again. */
  appUnloaded(): void;
  /** Subscribes to validated messages from the app; returns the unsubscribe function. */
  onAppMessage(listener: (message: HostEnvelope) => void): () => void;
  /** Called each time the app says 'APP loaded' (its first load and every reload). */
  onAppLoaded(listener: () => void): () => void;
}

/** The app's first message after every load (spec 7): `{ status: 0, action: 'APP', msg: 'APP loaded' }`. */
export function isAppLoaded(message: HostEnvelope): boolean {
  return message.action === 'APP' && message.status === 0;
}

export function createHostBridge(options: HostBridgeOptions): HostBridge {
  const { router, target, logger } = options;
  const listeners = new Set<(message: HostEnvelope) => void>();
  const loadedListeners = new Set<() => void>();
  const waiting: HostEnvelope[] = [];
  let appLoaded = false;

  function sendToApp(message: HostEnvelope): boolean {
    const contents = target();
    if (!contents) {
      logger.warn(`No app window for host message ${message.action}`);
      return false;
    }
    contents.send(TO_APP, parseEnvelope(message));
    return true;
  }

  router.on(TO_HOST, (payload) => {
    let message: HostEnvelope;
    try {
      message = parseEnvelope(payload);
    } catch (error) {
      return logger.warn(`Ignored IPC on ${TO_HOST}: ${(error as Error).message}`);
    }
    logger.info(
      `App message: ${message.action}${typeof message.msg === 'string' ? ` (${message.msg})` : ''}`,
    );
    for (const listener of listeners) listener(message);
    if (isAppLoaded(message)) {
      appLoaded = true;
      for (const queued of waiting.splice(0)) sendToApp(queued);
      for (const listener of loadedListeners) listener();
    }
  });

  return {
    sendToApp,
    deliver(message) {
      if (appLoaded && sendToApp(message)) return;
      waiting.push(parseEnvelope(message));
    },
    appUnloaded() {
      appLoaded = false;
    },
    onAppMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onAppLoaded(listener) {
      loadedListeners.add(listener);
      return () => loadedListeners.delete(listener);
    },
  };
}
