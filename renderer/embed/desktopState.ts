// The app side of the desktop commands (desktopCommands.ts): the store, i18n, the dialog system and the
// action registry they read, ask and dispatch through.
import type { JsonObject } from '../../core/embed';
import { formatDayTime } from '../../core/locale/format';
import { dispatch } from '../actions';
import { i18n } from '../i18n';
import { projectAtom, projectDirtyAtom } from '../state/project';
import { store } from '../state/store';
import { ask } from '../ui/dialog';
import type { DesktopStateSource, RecoveryOffer } from './desktopCommands';
import '../features/projects/i18n/register';

/** Dispatches by a name the host sent; an unknown name rejects with 'Unknown action: <name>'. */
export const dispatchByName = dispatch as unknown as (name: string, args?: unknown) => Promise<unknown>;

/** Spec 4's question style: Yes restores the kept project, No forgets it. */
export function offerRecovery(offer: RecoveryOffer): Promise<boolean> {
  const t = i18n.getFixedT(null, 'projects');
  const when = new Date(offer.savedAt);
  const savedAt = Number.isNaN(when.getTime()) ? offer.savedAt : formatDayTime(when, i18n.language || 'en');
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
