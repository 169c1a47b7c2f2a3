// The multi-closet run's edits (issue 21): the run is part of the project document, so laying it
// out is an edit like any other (undoable, unsaved until saved, checked again by the server).
import { ClosetError } from '../closet/model';
import { ClosetRunData, keepRunClosets, runWallLengthError } from '../closet/runData';
import type { ClosetRunSpec } from '../closet/run';
import type { Project } from './schema';

/** The closet run naming only closet rows of the project (a row may have gone since it was laid out). */
export function withCoherentRun(project: Project): Project {
  if (!project.closetRun) return project;
  const closetRun = keepRunClosets(project.closetRun, closetRowIds(project));
  return closetRun === project.closetRun ? project : { ...project, closetRun };
}

function closetRowIds(project: Project): Set<string> {
  return new Set(project.rows.filter((r) => r.closet).map((r) => String(r.uniqueid)));
}

/**
 * Stores `run` as the project's closet run. Throws a ClosetError for values the schema refuses (a
 * wall too long or of no length, a corner that is not a corner solution), worded for the seller;
 * closets not in the project are dropped.
 */
export function setClosetRun(project: Project, run: ClosetRunSpec): Project {
  const parsed = ClosetRunData.safeParse(run);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [group, index, key] = issue.path;
    const wall = group === 'walls' && typeof index === 'number' ? run.walls[index] : undefined;
    const sized = key === 'length' && wall ? runWallLengthError(Number(wall.length)) : null;
    throw (
      sized ??
      new ClosetError('invalid', `${issue.path.join('.')}: ${issue.message}`, {
        values: { field: issue.path.join('.') || 'run' },
      })
    );
  }
  return { ...project, closetRun: keepRunClosets(parsed.data, closetRowIds(project)) };
}
