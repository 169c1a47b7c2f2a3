// The multi-closet run as the project saves it (issue 21, spec 2 multiClosetTool, spec 3): the
// walls with their closets' row ids in order and the corner solution between each pair of walls.
// A run outlives the rows it names (a row removed, a project merged), so loading keeps it coherent
// by one rule here rather than each screen filtering it.
import { z } from 'zod';
import { ClosetError } from './model';
import { CORNER_SOLUTIONS, type ClosetRunSpec } from './run';

/** Longest wall a run accepts (mm); a typo of a zero more is refused, not laid out. */
export const MAX_RUN_WALL = 20_000;
/** Walls in one run: a room has at most four sides for a run to turn around. */
export const MAX_RUN_WALLS = 4;

/**
 * Why a typed wall length is refused, naming the range, or null when the run takes it. The run's
 * screen says it under the field, and setClosetRun refuses with it, rather than a schema dump.
 */
export function runWallLengthError(length: number): ClosetError | null {
  if (Number.isInteger(length) && length > 0 && length <= MAX_RUN_WALL) return null;
  return new ClosetError(
    'run-wall-length',
    `walls.length: whole millimetres from 1 to ${MAX_RUN_WALL} expected`,
    {
      values: { min: 1, max: MAX_RUN_WALL },
    },
  );
}

export const RunWallData = z.looseObject({
  length: z.number().int().positive().max(MAX_RUN_WALL),
  closets: z.array(z.string().min(1).max(64)).max(50).default([]),
});

/** Bad corner values are refused (a saved project with one does not load), not guessed. */
export const ClosetRunData = z.looseObject({
  walls: z.array(RunWallData).min(1).max(MAX_RUN_WALLS),
  corners: z.array(z.enum(CORNER_SOLUTIONS)).default([]),
});
export type ClosetRunData = z.infer<typeof ClosetRunData>;

/**
 * The run with only the closets in `closetIds` (the project's closet rows), each at most once (its
 * first place), and one corner per pair of walls (a missing one is a filler, extra ones dropped).
 * Returns `run` itself when nothing changes, so an edit that changes nothing stores nothing.
 */
export function keepRunClosets<T extends ClosetRunSpec>(run: T, closetIds: ReadonlySet<string>): T {
  const seen = new Set<string>();
  let changed = false;
  const walls = run.walls.map((wall) => {
    const closets = wall.closets.filter((id) => {
      const keep = closetIds.has(id) && !seen.has(id);
      seen.add(id);
      return keep;
    });
    if (closets.length === wall.closets.length) return wall;
    changed = true;
    return { ...wall, closets };
  });
  const corners = walls.slice(1).map((_, i) => run.corners[i] ?? 'filler');
  if (corners.length !== run.corners.length) changed = true;
  return changed ? { ...run, walls, corners } : run;
}
