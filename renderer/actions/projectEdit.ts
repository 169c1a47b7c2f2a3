// The one sequence every pricing edit of the open project follows: load the pure edits and the
// catalogues of its rows, apply the change, recompute the prices, put the result in the store.
import type { EntityId, Project, Row } from '../../core/project/schema';
import type { OpeningFitError } from '../../core/room/openingSize';
import { i18n } from '../i18n';
import { lengthsFor, measureSettingsAtom } from '../state/measures';
import { projectAtom } from '../state/project';
import { store } from '../state/store';
import { catalogsInHand, editsInHand, ensureCatalogs, languageOf, loadEdits } from './catalogs';
import type { ActionContext } from './types';

export type Edits = Awaited<ReturnType<typeof loadEdits>>;
export type Documents = Awaited<ReturnType<typeof ensureCatalogs>>;

export function requireProject(ctx: ActionContext): Project {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  return project;
}

/** The open project and its row `rowId` (a number or its text alike), or an error naming what is missing. */
export function requireRow(ctx: ActionContext, rowId: EntityId): { project: Project; row: Row } {
  const project = requireProject(ctx);
  const row = project.rows.find((r) => String(r.uniqueid) === String(rowId));
  if (!row) throw new Error(`Row ${String(rowId)} is not in the project`);
  return { project, row };
}

/**
 * The edits module and the catalogues of `project`'s rows: at once when they are loaded already (no
 * await, so an edit lands in the store in the dispatch's own task, and the screen and the 3D model
 * follow before the next frame), else a promise of them.
 */
function editsAndDocuments(
  ctx: ActionContext,
  project: Project,
  edits?: Edits,
): [Edits, Documents] | Promise<[Edits, Documents]> {
  const cods = project.rows.map((r) => r.catalog);
  const inHand = edits ?? editsInHand();
  const documents = catalogsInHand(ctx, cods);
  if (inHand && documents) return [inHand, documents];
  return Promise.all([inHand ?? loadEdits(), ensureCatalogs(ctx, cods)]);
}

/** Puts `project` in the store with its prices recomputed (its rows' catalogues loaded first). */
export async function commitPriced(ctx: ActionContext, project: Project, edits?: Edits): Promise<Project> {
  const loaded = editsAndDocuments(ctx, project, edits);
  return commitPricedWith(ctx, project, loaded instanceof Promise ? await loaded : loaded);
}

function commitPricedWith(ctx: ActionContext, project: Project, [edits, documents]: [Edits, Documents]) {
  const priced = edits.priceForScreens(project, documents);
  ctx.store.set(projectAtom, priced);
  return priced;
}

/** An opening refused by its wall, in the user's words (the wall numbered as the plan shows it). */
function openingRefusal(error: OpeningFitError, wall: number | string): Error {
  const { kind, reason, wanted, free } = error.detail;
  const key = `${kind}${reason === 'width' ? 'TooWide' : 'TooHigh'}` as const;
  // The lengths in the person's unit (inches with imperial measures).
  const lengths = lengthsFor(store.get(measureSettingsAtom), i18n.language);
  return new Error(
    i18n.t(`actions.${key}`, { wanted: lengths.format(wanted), free: lengths.format(free), wall }),
    {
      cause: error,
    },
  );
}

/**
 * Applies `change` to `base` (default the open project) and commits it priced. A change that returns
 * the project it was given changes nothing (and stores nothing). Doors and windows whose rows it
 * changes take their rows' new sizes in their walls; one that no longer fits refuses the change.
 */
export async function editProject(
  ctx: ActionContext,
  change: (project: Project, edits: Edits, documents: Documents) => Project,
  base: Project = requireProject(ctx),
): Promise<Project> {
  const loaded = editsAndDocuments(ctx, base);
  const [edits, documents] = loaded instanceof Promise ? await loaded : loaded;
  const changed = change(base, edits, documents);
  if (changed === base) return base;
  let sized: Project;
  try {
    sized = edits.openingsFollowRows(base, changed, documents, languageOf(ctx));
  } catch (error) {
    throw error instanceof edits.OpeningFitError
      ? openingRefusal(error, edits.wallNumberOf(base, error.detail.wallId))
      : error;
  }
  // The changed project's catalogues are the base's, unless the change added a row of another one.
  const again = editsAndDocuments(ctx, sized, edits);
  return commitPricedWith(ctx, sized, again instanceof Promise ? await again : again);
}
