// The projects list's commands (spec 4, 5, 7): clone, delete, set status, versions. Each keeps the
// open project in step when it is the one changed.
import { loadProject } from '../../../core/project/load';
import type { StoredProject, ProjectVersion } from '../../api';
import { i18n } from '../../i18n';
import { projectAtom, savedProjectAtom, storedMetaAtom } from '../../state/project';
import { openDialog } from '../../ui/dialog';
import { chooseInDialog } from '../../ui/dialog/choose';
import { AnswerButtons } from './AnswerButtons';
import type { ActionContext } from '../types';
import { adoptStored, documentOf, emptyProject, settleUnsaved } from './openState';
import '../../features/projects/i18n/register';

const isOpen = (ctx: ActionContext, id: number) => ctx.store.get(storedMetaAtom)?.id === id;

export async function cloneProject(ctx: ActionContext, { id }: { id: number }): Promise<StoredProject> {
  return ctx.api.projects.clone(id);
}

/** Spec 5: 'Would you like to delete this project?'; true when deleted. The open one is emptied. */
export async function deleteProject(
  ctx: ActionContext,
  { id, confirmed = false }: { id: number; confirmed?: boolean },
): Promise<boolean> {
  if (!confirmed) {
    const { flag } = await openDialog<'yes' | 'no'>({
      title: i18n.t('projects:prompts.deleteTitle'),
      content: i18n.t('projects:prompts.delete'),
      footer: AnswerButtons,
      width: 500,
      singleInstance: 'deleteProject',
    });
    if (!flag) return false;
  }
  await ctx.api.projects.remove(id);
  if (isOpen(ctx, id)) emptyProject(ctx);
  return true;
}

/**
 * Spec 4: other status changes use the set-status call; the project is merged with the server's
 * reply when it is the open one (its revision moves on, the user's unsaved edits stay).
 */
export async function setProjectStatus(
  ctx: ActionContext,
  { id, status, shop, user }: { id: number; status: string; shop?: string; user?: string },
): Promise<StoredProject> {
  const stored = await ctx.api.projects.setStatus(id, {
    status,
    ...(shop ? { shop } : {}),
    ...(user ? { user } : {}),
  });
  if (isOpen(ctx, id)) mergeIntoOpen(ctx, stored);
  return stored;
}

function mergeIntoOpen(ctx: ActionContext, stored: StoredProject): void {
  const saved = documentOf(stored);
  const current = ctx.store.get(projectAtom);
  const previousSaved = ctx.store.get(savedProjectAtom);
  const unchanged = current === previousSaved;
  ctx.store.set(savedProjectAtom, saved);
  ctx.store.set(projectAtom, unchanged || !current ? saved : { ...current, status: stored.status });
  ctx.store.set(storedMetaAtom, { id: stored.id, revision: stored.revision, readOnly: stored.readOnly });
}

/** The confirm-version dialog (spec 2) asks for the name; null when the user closed it. */
export async function createVersion(
  ctx: ActionContext,
  { id, name }: { id: number; name?: string },
): Promise<ProjectVersion | null> {
  let versionName = name?.trim();
  if (!versionName) {
    const chosen = await chooseInDialog(
      async () => (await import('../../features/projects/dialogs/ConfirmVersionDialog')).ConfirmVersionDialog,
      () => ({
        title: i18n.t('projects:versions.confirmTitle'),
        width: 500,
        singleInstance: 'confirmVersion',
      }),
    );
    if (!chosen) return null;
    versionName = chosen;
  }
  return ctx.api.projects.createVersion(id, versionName);
}

/**
 * Restores a version after asking (issue 19); the state it replaces is kept as a version, named in the
 * user's language. When it is the open project, unsaved changes are settled first (save or discard) and
 * the restored document becomes the open one. Null when the person did not go on.
 */
export async function restoreVersion(
  ctx: ActionContext,
  { id, name, confirmed = false }: { id: number; name: string; confirmed?: boolean },
): Promise<StoredProject | null> {
  const keepAs = i18n.t('projects:versions.keptName', { name }).slice(0, 100);
  if (!confirmed) {
    const { flag } = await openDialog<'yes' | 'no'>({
      title: i18n.t('projects:versions.restoreTitle', { name }),
      content: i18n.t('projects:versions.restoreBody', { name, keepAs }),
      footer: AnswerButtons,
      width: 500,
      singleInstance: 'restoreVersion',
    });
    if (!flag) return null;
  }
  if (isOpen(ctx, id) && !(await settleUnsaved(ctx))) return null;
  const stored = await ctx.api.projects.restoreVersion(id, name, keepAs);
  if (isOpen(ctx, id)) adoptStored(ctx, stored, loadProject({ ...stored.project, id: stored.id }));
  return stored;
}
