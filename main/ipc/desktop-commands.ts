// The desktop commands behind the host object's methods (core/embed/host.ts): the app's language for the
// menu, the crash-recovery copy of the open project, and saving a PDF. Each has its own `arredo:` channel
// on the validated IPC layer; each payload is checked here before anything acts on it.
import type { HostChannel, HostMenuLanguage } from '../../core/embed/host';
import type { Logger } from '../facade';
import { menuLanguageFor } from '../menu/menu-labels';
import type { RecoveryStore } from '../recovery/recovery-store';
import type { IpcRouter } from './ipc-router';

export const SET_LANGUAGE: HostChannel = 'arredo:set-language';
export const RECOVERY_KEEP: HostChannel = 'arredo:recovery-keep';
export const RECOVERY_CLEAR: HostChannel = 'arredo:recovery-clear';
export const SAVE_PDF: HostChannel = 'arredo:save-pdf';

/** A BCP 47-like code: 'it', 'de-CH', 'en_GB' (spec 5 turns underscores into hyphens). */
const LANGUAGE_CODE = /^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/;

export interface DesktopCommandOptions {
  router: IpcRouter;
  logger: Logger;
  setMenuLanguage(language: HostMenuLanguage): void;
  recovery: RecoveryStore;
  savePdf(payload: unknown): Promise<unknown>;
}

export function installDesktopCommands(options: DesktopCommandOptions): void {
  const { router, logger, recovery } = options;

  router.on(SET_LANGUAGE, (payload) => {
    if (typeof payload !== 'string' || !LANGUAGE_CODE.test(payload)) {
      return logger.warn(
        `Ignored IPC on ${SET_LANGUAGE}: not a language code (${JSON.stringify(payload)?.slice(0, 40)})`,
      );
    }
    options.setMenuLanguage(menuLanguageFor(payload));
  });

  router.on(RECOVERY_KEEP, (payload) => recovery.keep(payload));
  router.on(RECOVERY_CLEAR, () => recovery.clear());
  router.handle(SAVE_PDF, (payload) => options.savePdf(payload));
}
