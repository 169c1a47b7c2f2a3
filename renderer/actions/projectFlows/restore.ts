// Crash recovery (desktop) and browser drafts (app/drafts.ts): the project kept on disk before the app stopped comes back as the open project,
// as unsaved work. A project that was stored keeps its id and the stored revision it was based on, so
// saving it goes over that revision (or meets the save conflict if someone saved since).
import { withCustomerRows } from '../../../core/project/customerRows';
import { loadProject } from '../../../core/project/load';
import { logger } from '../../state/logs';
import { projectAtom, savedProjectAtom, storedMetaAtom } from '../../state/project';
import { clearHistory } from '../history';
import type { ActionContext } from '../types';
import { documentOf, resetWorkingState, settleUnsaved } from './openState';

export interface RestoreArgs {
  /** The project document as the app last kept it. */
  project: unknown;
  /** Where to go once restored (default /offerview): a reloaded screen stays where it was. */
  to?: string;
}

export async function restoreProject(
  ctx: ActionContext,
  { project: kept, to }: RestoreArgs,
): Promise<boolean> {
  if (!(await settleUnsaved(ctx))) return false;
  const project = withCustomerRows(loadProject(kept));
  resetWorkingState();
  let stored = null;
  if (typeof project.id === 'number') {
    try {
      stored = await ctx.api.projects.open(project.id);
    } catch (error) {
      // Gone or not this user's: the work comes back as a new project.
      logger.warn('The recovered project is not stored any more: restored as new', (error as Error).message);
    }
  }
  if (stored) {
    ctx.store.set(savedProjectAtom, documentOf(stored));
    ctx.store.set(storedMetaAtom, { id: stored.id, revision: stored.revision, readOnly: stored.readOnly });
    ctx.store.set(projectAtom, project);
  } else {
    const { id: _id, status: _status, ...unsaved } = project;
    ctx.store.set(savedProjectAtom, null);
    ctx.store.set(storedMetaAtom, null);
    ctx.store.set(projectAtom, unsaved as typeof project);
  }
  clearHistory();
  ctx.navigate(to ?? '/offerview');
  return true;
}
