// The desktop end of the embed protocol: IPC replaces parent-page postMessage. The app (through the preload's
// `arredoHost`) sends on `arredo:to-host`; main answers and drives it on `arredo:to-app`. Every incoming
// message passes the sender check (security checklist #17) and the envelope check before anyone sees it.
import { z } from 'zod';
import type { HostChannel, HostEnvelope } from '../../core/embed/host';
import type { AppIpc, AppWebContents, Logger } from '../facade';
import { validateIpcSender } from '../security/ipc-sender';

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
  ipc: AppIpc;
  appOrigin: string;
  /** The app window's contents; only it may talk to the host. */
  target: () => AppWebContents | undefined;
  logger: Logger;
}

export interface HostBridge {
  /** Sends a message to the app; false when there is no window to receive it. */
  sendToApp(message: HostEnvelope): boolean;
  /** Subscribes to validated messages from the app; returns the unsubscribe function. */
  onAppMessage(listener: (message: HostEnvelope) => void): () => void;
}

export function createHostBridge(options: HostBridgeOptions): HostBridge {
  const { ipc, appOrigin, target, logger } = options;
  const listeners = new Set<(message: HostEnvelope) => void>();

  ipc.on(TO_HOST, (event, payload) => {
    const sender = validateIpcSender(TO_HOST, event.senderFrame, appOrigin);
    if (!sender.ok) return logger.warn(`Ignored IPC on ${TO_HOST}: ${sender.reason}`);
    if (event.sender.id !== target()?.id) return logger.warn(`Ignored IPC on ${TO_HOST} from another window`);
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
  });

  return {
    sendToApp(message) {
      const contents = target();
      if (!contents) {
        logger.warn(`No app window for host message ${message.action}`);
        return false;
      }
      contents.send(TO_APP, parseEnvelope(message));
      return true;
    },
    onAppMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
