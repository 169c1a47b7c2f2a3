// The browser's side of "work is never lost" (state/drafts.ts is the mechanism, shared with the desktop
// host): unsaved work is kept in IndexedDB as the person works and offered back at the next start;
// closing the tab with unsaved work asks first (beforeunload); and a reload of a project screen (offer,
// configurator, plan, 3D view) comes back to that screen with the project: from the draft when there
// were unsaved changes, else by opening the stored project again (its id is kept for the tab).
import type { JsonObject } from '../../core/embed';
import { formatDayTime } from '../../core/locale/format';
import { dispatch } from '../actions';
import { i18n } from '../i18n';
import { offerDraft, watchDrafts, worthKeeping, type DraftRecord } from '../state/drafts';
import { indexedDbDrafts, type BrowserDraftStore } from '../state/indexedDbDrafts';
import { logger } from '../state/logs';
import { projectAtom, projectDirtyAtom, storedMetaAtom } from '../state/project';
import { store } from '../state/store';
import { ask } from '../ui/dialog';
import { matchRoute } from './navigation';
import { needsOpenProject, type RouteDef } from './routes';

/** sessionStorage key of the tab's open stored project: a reload opens it again. */
export const OPEN_PROJECT_KEY = 'arredo.openProjectId';

/** Spec 4's question style: Yes restores the kept project, No forgets it. Both back ends ask this. */
export async function askToRestore(offer: Pick<DraftRecord, 'savedAt' | 'des'>): Promise<boolean> {
  // The texts are the projects family's: loaded with the question, not with the start-up bundle.
  await import('../features/projects/i18n/register');
  const t = i18n.getFixedT(null, 'projects');
  const when = new Date(offer.savedAt);
  const savedAt = Number.isNaN(when.getTime()) ? offer.savedAt : formatDayTime(when, i18n.language || 'en');
  return ask(t('recovery.body', { des: offer.des || t('recovery.untitled'), savedAt }), {
    title: t('recovery.title'),
    persistent: true,
  });
}

/** The open project when it is worth a draft (both draft back ends keep the same). */
export function unsavedProject(): JsonObject | null {
  const project = store.get(projectAtom);
  return worthKeeping(project, store.get(projectDirtyAtom)) ? (project as unknown as JsonObject) : null;
}

/** Calls `listener` when the project changes, or only whether it is dirty (a save); returns the unsubscribe. */
export function onProjectChange(listener: () => void): () => void {
  const offProject = store.sub(projectAtom, listener);
  const offDirty = store.sub(projectDirtyAtom, listener);
  return () => {
    offProject();
    offDirty();
  };
}

function tabProjectId(): number | null {
  try {
    const id = Number(sessionStorage.getItem(OPEN_PROJECT_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function rememberTabProject(): void {
  try {
    const id = store.get(storedMetaAtom)?.id;
    if (id) sessionStorage.setItem(OPEN_PROJECT_KEY, String(id));
    else if (!store.get(projectAtom)) sessionStorage.removeItem(OPEN_PROJECT_KEY);
  } catch {
    // Storage refused (a private window's quota): a reload then starts without the project.
  }
}

export interface BrowserDrafts {
  /** Whether a start on a project screen can bring its project back (a draft, or the tab's project). */
  restorable: boolean;
  /** Once the session is known: offers the draft back, or opens the tab's project again. */
  resume(routes: readonly RouteDef[], pathname: string): Promise<void>;
}

/** Reads the kept draft (at most a moment) and starts keeping drafts; call once, in a plain browser tab. */
export async function startBrowserDrafts(
  drafts: BrowserDraftStore = indexedDbDrafts(),
): Promise<BrowserDrafts> {
  const kept = await drafts.read().catch((error: unknown) => {
    logger.warn('Could not read the kept draft', (error as Error).message);
    return undefined;
  });
  const watcher = watchDrafts(
    drafts,
    {
      unsavedProject,
      onProject: onProjectChange,
    },
    (level, message, detail) => logger[level](message, detail),
  );
  store.sub(storedMetaAtom, rememberTabProject);
  store.sub(projectAtom, rememberTabProject);
  window.addEventListener('beforeunload', (event) => {
    if (!unsavedProject()) return;
    // The browser asks its own question ("Leave site? Changes you made may not be saved").
    event.preventDefault();
    event.returnValue = '';
  });
  // The tab is going (closed, reloaded, crashed soon after): what waits for the delay is written now.
  window.addEventListener('pagehide', () => watcher.flush());

  return {
    restorable: kept !== undefined || tabProjectId() !== null,
    async resume(routes, pathname) {
      const here = matchRoute(routes, pathname);
      const to = here && needsOpenProject(here.route.name) ? pathname : undefined;
      const restored =
        kept !== undefined &&
        (await offerDraft(kept, {
          ask: askToRestore,
          restore: (record) => dispatch('restoreProject', { project: record.project, ...(to ? { to } : {}) }),
          forget: () => drafts.clear(),
        }));
      if (restored) return;
      const id = tabProjectId();
      if (id && to && !store.get(projectAtom)) {
        await dispatch('openProject', { id, noSave: true, to }).catch((error: unknown) => {
          logger.warn('The tab’s project could not be opened again', (error as Error).message);
        });
      }
    },
  };
}
