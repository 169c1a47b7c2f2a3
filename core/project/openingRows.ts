// A door or window placed from the DOORS or WINDOWS catalogue is a row of the offer and an opening
// in a wall (renderer/actions/roomFlows.ts). The row decides its size, as a piece of furniture's row decides
// the furniture's: when an edit changes the row (a width chosen in the configurator panel), the
// opening takes the row's evaluated width and height, so the plan and the 3D walls follow.
import { compileModel } from '../catalog/compile';
import { evaluate } from '../catalog/evaluate';
import type { GeometryResult } from '../catalog/geometry';
import { roomFromEnvWall, roomToEnvWall } from '../room/env';
import { resizeOpening } from '../room/openingSize';
import type { Room } from '../room/walls';
import type { Documents } from './documents';
import { rowVariant } from './row';
import type { Project, Row } from './schema';

// For the browser's editProject, which loads the edits lazily (they are not home's to carry).
export { OpeningFitError } from '../room/openingSize';

/** The room of a project, or null when it has no walls (or none that can be read). */
function roomOf(project: Project): Room | null {
  const envWall = project.envWall;
  if (!envWall || envWall.wallsVector.length === 0) return null;
  try {
    return roomFromEnvWall(envWall);
  } catch {
    return null;
  }
}

/** The wall's number as the plan shows it (1-based), or its id when the project has no such wall. */
export function wallNumberOf(project: Project, wallId: string): number | string {
  const index = roomOf(project)?.walls.findIndex((w) => w.id === wallId) ?? -1;
  return index >= 0 ? index + 1 : wallId;
}

/**
 * `changed` with every opening whose row the edit changed resized to the row's evaluated size
 * (core/room's resizeOpening: about its centre, within its stretch of wall, keeping `margin` of
 * frame at the wall's ends). Throws OpeningFitError when one no longer fits: the edit is refused.
 * Returns `changed` itself when no opening changes.
 */
export function openingsFollowRows(
  base: Project,
  changed: Project,
  documents: Documents,
  lang: string,
  margin: number,
): Project {
  // Most edits are of furniture in a room without catalogue doors or windows: nothing to read.
  const priced = changed.envWall?.windowInstance.some(
    (o) => typeof o === 'object' && o !== null && 'rowId' in o,
  );
  if (!priced) return changed;
  const before = new Set<Row>(base.rows);
  const edited = changed.rows.filter((row) => !before.has(row));
  if (edited.length === 0) return changed;
  let room = roomOf(changed);
  if (!room) return changed;
  let resized = false;
  for (const wall of room.walls) {
    for (const opening of wall.openings) {
      const row = opening.rowId ? edited.find((r) => String(r.uniqueid) === opening.rowId) : undefined;
      const loaded = row && documents[row.catalog];
      if (!row || !loaded) continue;
      let geometry: GeometryResult | null;
      try {
        geometry = evaluate(compileModel(loaded.document, row.model ?? ''), rowVariant(row), {
          lang,
          ...(loaded.priceList ? { priceList: loaded.priceList } : {}),
        }).geometry;
      } catch {
        continue; // a row that does not evaluate keeps its opening as it is (the row shows its error)
      }
      if (!geometry || (geometry.width === opening.width && geometry.height === opening.height)) continue;
      const size = { width: geometry.width, height: geometry.height };
      const current: Room = room;
      room = {
        ...current,
        walls: current.walls.map((w) => (w.id === wall.id ? resizeOpening(w, opening.id, size, margin) : w)),
      };
      resized = true;
    }
  }
  return resized ? { ...changed, envWall: { ...changed.envWall, ...roomToEnvWall(room) } } : changed;
}
