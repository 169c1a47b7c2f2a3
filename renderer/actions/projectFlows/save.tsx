// Save (spec 4, 5, 7): over the revision the open project was based on. A stale revision (another
// tab or a colleague saved first: 409) never overwrites: the user sees who saved and when, and
// reloads theirs or saves their version as a copy.
import type { CatalogLookup } from '../../../core/catalog';
import { catalogLookupOf } from '../../../core/project/documents';
import { projectSaveProblems } from '../../../core/project/saveCheck';
import type { Project } from '../../../core/project/schema';
import { ApiError, type ProjectLogEntry, type StoredProject } from '../../api';
import { i18n } from '../../i18n';
import { projectAtom, savedProjectAtom, storedMetaAtom } from '../../state/project';
import { ensureCatalogs, languageOf } from '../catalogs';
import { openDialog } from '../../ui/dialog';
import { showToast } from '../../ui/toaster';
import type { ActionContext } from '../types';
import { adoptStored, documentOf } from './openState';
import '../../features/projects/i18n/register';

/** Copies are titled like the server's clones: "<title> (copy)". */
export const COPY_SUFFIX = ' (copy)';

export interface SaveArgs {
  isOffer?: boolean;
  /** The title to give a project that has none (spec 5 saveProject); a titled project keeps its own. */
  description?: string;
}

/** What the conflict dialog shows: the revision that won, who saved it and when (the project log). */
export interface ConflictInfo {
  revision: number;
  who: string | null;
  at: string | null;
}

export type ConflictChoice = 'reload' | 'copy';

/** Saves the open project; null when a conflict was left unresolved (the dialog closed). */
export async function saveProject(ctx: ActionContext, args: SaveArgs = {}): Promise<StoredProject | null> {
  const open = ctx.store.get(projectAtom);
  if (!open) throw new Error('You must first initialize a project');
  const title = args.description?.trim();
  // The title is an edit like the rename button's (undoable), made before the save stores it.
  if (title && !(open.des ?? '').trim()) await ctx.dispatch('renameProject', { title });
  const project = ctx.store.get(projectAtom) ?? open;
  const meta = ctx.store.get(storedMetaAtom);
  const isOffer = args.isOffer ?? false;
  await refuseRuleBreaks(ctx, project);
  // Spec 9: the project and row pictures are rendered (off screen) and stored with every save.
  // A project with nothing to draw keeps its picture and loads no 3D code.
  const pictured =
    project.rows.length > 0 ? await (await import('../mediaFlows')).withPicturesOrNot(ctx, project) : project;
  try {
    const stored = await ctx.api.projects.save(pictured, { baseRevision: meta?.revision ?? null, isOffer });
    settleSaved(ctx, project, stored);
    // Said whichever way the save came (button, Ctrl+S, menu): what was saved. An offer's own save
    // is part of making the offer, which says so itself.
    if (!isOffer) {
      const named = String(stored.project.des ?? project.des ?? '').trim();
      showToast({
        type: 'success',
        title: named
          ? i18n.t('projects:controls.savedNamed', { title: named })
          : i18n.t('projects:controls.savedToast'),
      });
    }
    return stored;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409 || !meta) throw error;
    return resolveConflict(ctx, meta.id, error, isOffer);
  }
}

/**
 * Issue 19, 21: a project the save check refuses (a row that breaks its catalogue's rules, a closet
 * run with hinged doors at a blind corner) is not saved (nor offered): core's check, the server's
 * too, in the user's language, before pictures are rendered and sent.
 */
async function refuseRuleBreaks(ctx: ActionContext, project: Project): Promise<void> {
  let lookup: CatalogLookup = () => null;
  if (project.rows.length > 0) {
    try {
      lookup = catalogLookupOf(
        await ensureCatalogs(
          ctx,
          project.rows.map((r) => r.catalog),
        ),
      );
    } catch {
      // Catalogues out of reach: the server checks the rows on save (the run is checked here still).
    }
  }
  const problems = projectSaveProblems(project, lookup, languageOf(ctx));
  if (problems.length) throw new Error(problems.join('\n'));
}

/**
 * After a save: the server's document (with its id and status) becomes the saved one. Edits made
 * while the save was on its way stay in the open project (and keep it marked unsaved).
 */
function settleSaved(ctx: ActionContext, sent: Project, stored: StoredProject): void {
  const saved = documentOf(stored);
  const current = ctx.store.get(projectAtom);
  if (current === sent || current === null) ctx.store.set(projectAtom, saved);
  else ctx.store.set(projectAtom, { ...current, id: stored.id, status: stored.status });
  ctx.store.set(savedProjectAtom, saved);
  ctx.store.set(storedMetaAtom, { id: stored.id, revision: stored.revision, readOnly: stored.readOnly });
}

async function resolveConflict(
  ctx: ActionContext,
  id: number,
  error: ApiError,
  isOffer: boolean,
): Promise<StoredProject | null> {
  const info = await conflictInfo(ctx, id, error.currentRevision ?? 0);
  const { SaveConflictDialog } = await import('../../features/projects/dialogs/SaveConflictDialog');
  const { response } = await openDialog<ConflictChoice>({
    title: i18n.t('projects:conflict.title'),
    content: (props) => <SaveConflictDialog {...props} info={info} />,
    width: 500,
    singleInstance: 'saveConflict',
  });
  if (response === 'reload') {
    const stored = await ctx.api.projects.open(id);
    adoptStored(ctx, stored);
    return stored;
  }
  if (response === 'copy') return saveAsCopy(ctx, isOffer);
  return null;
}

/** The newest save in the project log names who saved the winning revision and when. */
async function conflictInfo(ctx: ActionContext, id: number, revision: number): Promise<ConflictInfo> {
  let entries: ProjectLogEntry[] = [];
  try {
    entries = await ctx.api.projects.log(id);
  } catch {
    // The dialog still works without the names: the revision alone tells the user what happened.
  }
  const last = entries.find((entry) => /save|restore|status|create/.test(entry.action));
  return { revision, who: last?.who ?? null, at: last?.at ?? null };
}

/** The open project (with the user's changes) saved as a new project, which becomes the open one. */
export async function saveAsCopy(ctx: ActionContext, isOffer = false): Promise<StoredProject> {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  const { id: _id, status: _status, ...rest } = project;
  const copy = { ...rest, des: `${project.des ?? ''}${COPY_SUFFIX}`.trim() } as Project;
  const stored = await ctx.api.projects.save(copy, { baseRevision: null, isOffer });
  adoptStored(ctx, stored);
  return stored;
}
