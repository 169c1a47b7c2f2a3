// A door or window placed from the DOORS or WINDOWS catalogue is a row of the offer and an opening
// in a wall (renderer/actions/roomFlows.ts). The row decides its size, as a piece of furniture's row decides
// the furniture's: when an edit changes the row (a width chosen in the configurator panel), the
// opening takes the row's evaluated width and height, so the plan and the 3D walls follow.
import { compileModel } from '../catalog/compile';
import { evaluate } from '../catalog/evaluate';
import type { GeometryResult } from '../catalog/geometry';
import { nextOpeningId, OPENING_MARGIN, openingOnWall, putOpeningRow } from '../layout/openings';
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
  margin: number = OPENING_MARGIN,
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

/** How many rows stand against each wall (their stored layout's wall). */
function busyWalls(project: Project): Map<string, number> {
  const busy = new Map<string, number>();
  for (const row of project.rows) {
    const wallId = (row as { layout?: { wallId?: unknown } }).layout?.wallId;
    if (typeof wallId === 'string') busy.set(wallId, (busy.get(wallId) ?? 0) + 1);
  }
  return busy;
}

function withRoom(project: Project, room: Room): Project {
  return { ...project, envWall: { ...project.envWall!, ...roomToEnvWall(room) } };
}

/**
 * A new row that is a catalogue door or window goes into a wall of the room (core/layout's
 * putOpeningRow), wherever it was inserted from (item search, a gallery, the host). The project is
 * unchanged when the row is no opening, the project has no walls, or no wall has room for it (the
 * row is then priced but stands nowhere: the plan's doors-and-windows panel can place it).
 */
export function putRowInWall(project: Project, row: Row, geometry: GeometryResult | null): Project {
  if (!geometry?.opening) return project;
  const room = roomOf(project);
  if (!room) return project;
  const placed = putOpeningRow(
    room,
    geometry,
    String(row.uniqueid),
    { catalog: row.catalog, model: row.model ?? '' },
    busyWalls(project),
  );
  return placed ? withRoom(project, placed.room) : project;
}

/**
 * A copy of a door or window row takes its own opening on the same wall, beside the original where
 * free (else anywhere on that wall); none when the wall is full.
 */
export function copyOpeningOf(project: Project, fromRowId: string, toRowId: string): Project {
  const room = roomOf(project);
  if (!room) return project;
  for (const wall of room.walls) {
    const source = wall.openings.find((o) => o.rowId === fromRowId);
    if (!source) continue;
    const { id: _id, offset, rowId: _row, ...rest } = source;
    const copy = openingOnWall(
      wall,
      source,
      nextOpeningId(room, source.kind),
      offset + source.width + OPENING_MARGIN * 2,
      { ...rest, rowId: toRowId },
    );
    if (!copy) return project;
    const walls = room.walls.map((w) =>
      w === wall ? { ...w, openings: [...w.openings, copy].sort((a, b) => a.offset - b.offset) } : w,
    );
    return withRoom(project, { ...room, walls });
  }
  return project;
}
