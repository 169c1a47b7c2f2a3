// The one validated IPC layer (the VS Code way, Electron security checklist #17): every channel main listens
// on carries the `arredo:` prefix, and every message is checked before its handler sees it: the sender is
// the app window's main frame, on the app's origin. Anything else is refused and logged; an invoke that is
// refused rejects, so the caller is never left waiting.
import type { AppIpc, AppWebContents, IpcEvent, Logger } from '../facade';
import { CHANNEL_PREFIX, validateIpcSender } from '../security/ipc-sender';

export interface IpcRouterOptions {
  ipc: AppIpc;
  appOrigin: string;
  /** The app window's contents; only it may talk to main. */
  target: () => AppWebContents | undefined;
  logger: Logger;
}

export interface IpcRouter {
  /** A one-way message from the app. The listener may be async; its failure is logged. */
  on(channel: string, listener: (payload: unknown) => void | Promise<void>): void;
  /** A request from the app (ipcRenderer.invoke); the handler's result or error is the answer. */
  handle(channel: string, handler: (payload: unknown) => Promise<unknown>): void;
}

export class IpcRefusedError extends Error {
  override readonly name = 'IpcRefusedError';
}

export function createIpcRouter({ ipc, appOrigin, target, logger }: IpcRouterOptions): IpcRouter {
  function assertPrefixed(channel: string): void {
    if (channel.startsWith(CHANNEL_PREFIX)) return;
    const message = `Refused to listen on IPC channel "${channel}": it lacks the ${CHANNEL_PREFIX} prefix`;
    logger.error(message);
    throw new IpcRefusedError(message);
  }

  /** Why a message must be refused, or undefined when it comes from the app. */
  function refusal(channel: string, event: IpcEvent): string | undefined {
    const sender = validateIpcSender(channel, event.senderFrame, appOrigin);
    if (!sender.ok) return sender.reason;
    if (event.sender.id !== target()?.id) return 'it comes from another window';
    return undefined;
  }

  return {
    on(channel, listener) {
      assertPrefixed(channel);
      ipc.on(channel, (event, payload) => {
        const reason = refusal(channel, event);
        if (reason) return logger.warn(`Ignored IPC on ${channel}: ${reason}`);
        const failed = (error: unknown) =>
          logger.warn(`IPC on ${channel} failed: ${(error as Error).message}`);
        try {
          listener(payload)?.catch(failed);
        } catch (error) {
          failed(error);
        }
      });
    },
    handle(channel, handler) {
      assertPrefixed(channel);
      ipc.handle(channel, async (event, payload) => {
        const reason = refusal(channel, event);
        if (reason) {
          logger.warn(`Refused IPC call on ${channel}: ${reason}`);
          throw new IpcRefusedError(`Refused: ${reason}`);
        }
        try {
          return await handler(payload);
        } catch (error) {
          logger.warn(`IPC call on ${channel} failed: ${(error as Error).message}`);
          throw error;
        }
      });
    },
  };
}
