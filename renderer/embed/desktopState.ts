// The app side of the desktop commands (desktopCommands.ts): the store, i18n, the dialog system and the
// action registry they read, ask and dispatch through.
import type { JsonObject } from '../../core/embed';
import { dispatchFrom, type ActionName } from '../actions';
import { i18n } from '../i18n';
import { projectAtom, projectDirtyAtom } from '../state/project';
import { store } from '../state/store';
import { ask } from '../ui/dialog';
import type { DesktopStateSource, RecoveryOffer } from './desktopCommands';
import '../features/projects/i18n/register';

/**
 * Runs a desktop menu command's action (its name from the commands list, its arguments the menu's:
 * the language item's), logged as coming from the menu.
 */
export function menuDispatch(name: ActionName, args?: unknown): Promise<unknown> {
  const run = dispatchFrom('menu') as (name: ActionName, args?: unknown) => Promise<unknown>;
  return run(name, args);
}

/** Spec 4's question style: Yes restores the kept project, No forgets it. */
export function offerRecovery(offer: RecoveryOffer): Promise<boolean> {
  const t = i18n.getFixedT(null, 'projects');
  const when = new Date(offer.savedAt);
  const savedAt = Number.isNaN(when.getTime())
    ? offer.savedAt
    : new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        when,
      );
  return ask(t('recovery.body', { des: offer.des || t('recovery.untitled'), savedAt }), {
    title: t('recovery.title'),
    persistent: true,
  });
}

export function desktopStateSource(): DesktopStateSource {
  return {
    language: () => i18n.language,
    onLanguage: (listener) => {
      i18n.on('languageChanged', listener);
      return () => i18n.off('languageChanged', listener);
    },
    unsavedProject: () =>
      store.get(projectDirtyAtom) ? (store.get(projectAtom) as unknown as JsonObject) : null,
    onProject: (listener) => {
      // A save changes only whether the project is dirty.
      const offProject = store.sub(projectAtom, listener);
      const offDirty = store.sub(projectDirtyAtom, listener);
      return () => {
        offProject();
        offDirty();
      };
    },
  };
}
