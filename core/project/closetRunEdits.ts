// The multi-closet run's edits (issue 21): the run is part of the project document, so laying it
// out is an edit like any other (undoable, unsaved until saved, checked again by the server).
import { ClosetRunData, keepRunClosets } from '../closet/runData';
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
 * Stores `run` as the project's closet run. Throws (zod) for values the schema refuses (a corner
 * that is not a corner solution, a wall of no length); closets not in the project are dropped.
 */
export function setClosetRun(project: Project, run: ClosetRunSpec): Project {
  const checked = keepRunClosets(ClosetRunData.parse(run), closetRowIds(project));
  return { ...project, closetRun: checked };
}
