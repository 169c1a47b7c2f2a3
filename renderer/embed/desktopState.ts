// The app side of the desktop commands (desktopCommands.ts): the store, i18n, the dialog system and the
// action registry they read, ask and dispatch through.
import { dispatchFrom, type ActionName } from '../actions';
import { i18n } from '../i18n';
import { askToRestore, onProjectChange, unsavedProject } from '../app/drafts';
import type { DesktopStateSource, RecoveryOffer } from './desktopCommands';

/**
 * Runs a desktop menu command's action (its name from the commands list, its arguments the menu's:
 * the language item's), logged as coming from the menu.
 */
export function menuDispatch(name: ActionName, args?: unknown): Promise<unknown> {
  const run = dispatchFrom('menu') as (name: ActionName, args?: unknown) => Promise<unknown>;
  return run(name, args);
}

/** The question of both draft back ends (app/drafts.ts): Yes restores the kept project, No forgets it. */
export const offerRecovery = (offer: RecoveryOffer): Promise<boolean> => askToRestore(offer);

export function desktopStateSource(): DesktopStateSource {
  return {
    language: () => i18n.language,
    onLanguage: (listener) => {
      i18n.on('languageChanged', listener);
      return () => i18n.off('languageChanged', listener);
    },
    unsavedProject,
    // A save changes only whether the project is dirty: that is a change too.
    onProject: onProjectChange,
  };
}
