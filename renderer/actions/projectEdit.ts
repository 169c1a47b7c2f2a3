// The one sequence every pricing edit of the open project follows: load the pure edits and the
// catalogues of its rows, apply the change, recompute the prices, put the result in the store.
import type { Project } from '../../core/project/schema';
import { projectAtom } from '../state/project';
import { ensureCatalogs, loadEdits } from './catalogs';
import type { ActionContext } from './types';

export type Edits = Awaited<ReturnType<typeof loadEdits>>;
export type Documents = Awaited<ReturnType<typeof ensureCatalogs>>;

export function requireProject(ctx: ActionContext): Project {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  return project;
}

/** Puts `project` in the store with its prices recomputed (its rows' catalogues loaded first). */
export async function commitPriced(ctx: ActionContext, project: Project, edits?: Edits): Promise<Project> {
  const [loadedEdits, documents] = await Promise.all([
    edits ?? loadEdits(),
    ensureCatalogs(
      ctx,
      project.rows.map((r) => r.catalog),
    ),
  ]);
  const priced = loadedEdits.recompute(project, documents);
  ctx.store.set(projectAtom, priced);
  return priced;
}

/**
 * Applies `change` to `base` (default the open project) and commits it priced. A change that returns
 * the project it was given changes nothing (and stores nothing).
 */
export async function editProject(
  ctx: ActionContext,
  change: (project: Project, edits: Edits, documents: Documents) => Project,
  base: Project = requireProject(ctx),
): Promise<Project> {
  const [edits, documents] = await Promise.all([
    loadEdits(),
    ensureCatalogs(
      ctx,
      base.rows.map((r) => r.catalog),
    ),
  ]);
  const changed = change(base, edits, documents);
  if (changed === base) return base;
  return commitPriced(ctx, changed, edits);
}
