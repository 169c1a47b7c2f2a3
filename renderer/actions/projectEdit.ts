// The one sequence every pricing edit of the open project follows: load the pure edits and the
// catalogues of its rows, apply the change, recompute the prices, put the result in the store.
import type { Project } from '../../core/project/schema';
import type { OpeningFitError } from '../../core/room/openingSize';
import type * as OpeningRows from '../state/openingRows';
import { i18n } from '../i18n';
import { lengthsFor, measureSettingsAtom } from '../state/measures';
import { projectAtom } from '../state/project';
import { store } from '../state/store';
import { ensureCatalogs, languageOf, loadEdits } from './catalogs';
import { OPENING_MARGIN } from './room';
import type { ActionContext } from './types';

export type Edits = Awaited<ReturnType<typeof loadEdits>>;
export type Documents = Awaited<ReturnType<typeof ensureCatalogs>>;

/**
 * The openings' follow-the-row sizing, with the edits, not in home's bundle (it brings the rule
 * engine and the room model). The promise is kept: a fresh import() runs a module-preload pass on
 * every edit (a variant click).
 */
let openingRows: Promise<typeof OpeningRows> | null = null;
const loadOpeningRows = () =>
  (openingRows ??= import('../state/openingRows').catch((error: unknown) => {
    openingRows = null; // a chunk that failed to load (offline) is tried again on the next edit
    throw error;
  }));

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
  const [edits, documents, openings] = await Promise.all([
    loadEdits(),
    ensureCatalogs(
      ctx,
      base.rows.map((r) => r.catalog),
    ),
    loadOpeningRows(),
  ]);
  const changed = change(base, edits, documents);
  if (changed === base) return base;
  let sized: Project;
  try {
    sized = openings.openingsFollowRows(base, changed, documents, languageOf(ctx), OPENING_MARGIN);
  } catch (error) {
    throw error instanceof openings.OpeningFitError
      ? openingRefusal(error, openings.wallNumberOf(base, error.detail.wallId))
      : error;
  }
  return commitPriced(ctx, sized, edits);
}
