// What every project flow does to the open-project atoms: take a stored project in, empty them, and
// the unsaved-changes question asked before another project replaces the open one (spec 4).
import { withCustomerRows } from '../../../core/project/customerRows';
import { loadProject } from '../../../core/project/load';
import { sessionKeysToClear } from '../../../core/project/newProject';
import type { Project } from '../../../core/project/schema';
import type { StoredProject } from '../../api';
import { i18n } from '../../i18n';
import { projectAtom, projectDirtyAtom, savedProjectAtom, storedMetaAtom } from '../../state/project';
import { canSaveProjectAtom } from '../../state/projectRights';
import { runProjectResetHandlers } from '../../state/projectReset';
import { openDialog } from '../../ui/dialog';
import { clearHistory } from '../history';
import type { ActionContext } from '../types';
import { AnswerButtons } from './AnswerButtons';
import '../../features/projects/i18n/register';

/** The stored document as the open project: validated, migrated, customer rows built when missing. */
export function documentOf(stored: StoredProject): Project {
  return withCustomerRows(loadProject({ ...stored.project, id: stored.id, status: stored.status }));
}

/** Makes a stored project the open one (open, save as copy, reload, restore): history starts empty. */
export function adoptStored(
  ctx: ActionContext,
  stored: StoredProject,
  project = documentOf(stored),
): Project {
  ctx.store.set(projectAtom, project);
  ctx.store.set(savedProjectAtom, project);
  ctx.store.set(storedMetaAtom, { id: stored.id, revision: stored.revision, readOnly: stored.readOnly });
  clearHistory();
  return project;
}

/**
 * The reset of spec 4 outside the document: steps, filters, search and ERP state that screens keep
 * (each registers its own clearing, state/projectReset.ts) and the session's graphic variant filters.
 */
export function resetWorkingState(): void {
  runProjectResetHandlers();
  if (typeof sessionStorage === 'undefined') return;
  const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '');
  for (const key of sessionKeysToClear(keys)) sessionStorage.removeItem(key);
}

/** No project open (a failed new-project flow, a deleted open project, logout). */
export function emptyProject(ctx: ActionContext): void {
  ctx.store.set(projectAtom, null);
  ctx.store.set(savedProjectAtom, null);
  ctx.store.set(storedMetaAtom, null);
  clearHistory();
}

/**
 * Spec 4: before another project replaces the open one, 'Save current project?': Yes saves and goes
 * on, No discards. Asked only when there is something to save (changes this user may save); closing
 * the question (Esc) cancels, and so does a save that did not happen. Resolves whether to go on.
 */
export async function settleUnsaved(ctx: ActionContext, noSave = false): Promise<boolean> {
  if (noSave || !ctx.store.get(projectDirtyAtom) || !ctx.store.get(canSaveProjectAtom)) return true;
  const { flag, response } = await openDialog<'yes' | 'no'>({
    title: i18n.t('projects:prompts.saveCurrentTitle'),
    content: i18n.t('projects:prompts.saveCurrent'),
    footer: AnswerButtons,
    width: 500,
    singleInstance: 'saveCurrentProject',
  });
  if (!flag) return response === 'no';
  const saved = await ctx.dispatch('saveProject');
  return saved !== null;
}
