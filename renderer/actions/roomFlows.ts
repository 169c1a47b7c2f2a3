// The bodies of the room actions (room.ts): they load with the first room edit, with core/room, so
// that the action table the home page carries stays light.
import {
  addOpening as addOpeningToWall,
  createRoom,
  roomWallHeight,
  removeOpening as removeOpeningFromWall,
  roomFromEnvWall,
  roomToEnvWall,
  updateOpening,
  wallsFromPoints,
} from '../../core/room';
import {
  editWall as editRoomWall,
  freeOpeningOffset,
  outlineProblem,
  type WallEdit,
} from '../../core/room/drawing';
import { nextOpeningId, OPENING_MARGIN, putOpeningRow } from '../../core/layout/openings';
import type { Point, RoomType } from '../../core/room/presets';
import type { Room } from '../../core/room/walls';
import type { Project } from '../../core/project/schema';
import { catalogDocumentsAtom, contentLanguageAtom } from '../state/catalogs';
import { planDraftAtom } from '../state/plan2d';
import { rowShape } from '../state/scene';
import { projectAtom } from '../state/project';
import { ensureCatalog, languageOf } from './catalogs';
import { editProject } from './projectEdit';
import type { OpeningArgs, WallTypeArgs } from './room';
import type { ActionContext } from './types';

function requireProject(ctx: ActionContext): Project {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  return project;
}

function currentRoom(ctx: ActionContext): Room {
  const envWall = requireProject(ctx).envWall;
  if (!envWall || (envWall.wallsVector ?? []).length === 0) throw new Error('The project has no walls yet');
  return roomFromEnvWall(envWall);
}

function storeRoom(ctx: ActionContext, room: Room): void {
  ctx.store.set(projectAtom, { ...requireProject(ctx), envWall: roomToEnvWall(room) });
}

/**
 * A new room (a preset chosen, an outline drawn) has walls without openings: the project's door and
 * window rows go into them, as they would when inserted (core/layout putOpeningRow).
 */
function withOpeningRows(ctx: ActionContext, room: Room): Room {
  const project = requireProject(ctx);
  const documents = ctx.store.get(catalogDocumentsAtom);
  const lang = ctx.store.get(contentLanguageAtom);
  const inWalls = new Set(room.walls.flatMap((w) => w.openings.flatMap((o) => o.rowId ?? [])));
  let placed = room;
  for (const row of project.rows) {
    const loaded = documents[row.catalog];
    if (!loaded || inWalls.has(String(row.uniqueid))) continue;
    const shape = rowShape(row, loaded, lang);
    if (!shape?.opening) continue;
    const put = putOpeningRow(
      placed,
      { opening: shape.opening, width: shape.width, height: shape.height, elevation: shape.elevation },
      String(row.uniqueid),
      { catalog: row.catalog, model: row.model ?? '' },
    );
    if (put) placed = put.room;
  }
  return placed;
}

export function setRoomPreset(
  ctx: ActionContext,
  {
    type,
    values,
    roomHeight,
    thickness,
    height,
  }: { type: RoomType; values: number[]; roomHeight?: number } & WallTypeArgs,
): void {
  const room = createRoom(type, values, {
    ...(roomHeight ? { roomHeight } : {}),
    ...(thickness ? { thickness } : {}),
    ...(height ? { height } : {}),
  });
  ctx.store.set(planDraftAtom, null);
  storeRoom(ctx, withOpeningRows(ctx, room));
}

export function setRoomOutline(
  ctx: ActionContext,
  {
    points,
    closed,
    roomHeight,
    thickness,
    height,
  }: { points: Point[]; closed: boolean; roomHeight?: number } & WallTypeArgs,
): void {
  const problem = outlineProblem(points, closed);
  if (problem) throw problem;
  // The walls are as high as the room (core/room roomWallHeight).
  const wallHeight = roomWallHeight({ ...(roomHeight ? { roomHeight } : {}), ...(height ? { height } : {}) });
  const walls = wallsFromPoints(points, closed, {
    ...(thickness ? { thickness } : {}),
    height: wallHeight,
  });
  ctx.store.set(planDraftAtom, null);
  storeRoom(ctx, withOpeningRows(ctx, { type: 'rt11', height: wallHeight, closed, walls }));
}

export function editWall(ctx: ActionContext, { wallId, ...edit }: { wallId: string } & WallEdit): void {
  storeRoom(ctx, editRoomWall(currentRoom(ctx), wallId, edit));
}

/**
 * A catalogue door or window is an article like any other: a priced row of the project at the
 * model's defaults (the size the plan shows). The plan's selection and the current row stay as
 * they were; the row carries no layout, as its place is the opening's.
 */
async function insertOpeningRow(ctx: ActionContext, catalog: string, model: string): Promise<string> {
  const loaded = await ensureCatalog(ctx, catalog);
  const current = requireProject(ctx).currentrow ?? null;
  let rowId = '';
  await editProject(ctx, (project, edits) => {
    const inserted = edits.insertRow(project, loaded, {
      catalog: loaded.document.catalog.cod,
      model,
      variant: '',
      lang: languageOf(ctx),
      // This action puts it where the user chose.
      inWall: false,
    });
    rowId = String(inserted.currentrow);
    return { ...inserted, currentrow: current };
  });
  return rowId;
}

export async function addOpening(ctx: ActionContext, { wallId, ...opening }: OpeningArgs): Promise<string> {
  const room = currentRoom(ctx);
  const wall = room.walls.find((w) => w.id === wallId);
  if (!wall) throw new Error(`The room has no wall ${wallId}`);
  const offset = freeOpeningOffset(wall, null, opening.width, opening.offset, OPENING_MARGIN);
  if (offset === null) throw new Error(`Wall ${wallId} has no free stretch ${opening.width} mm wide`);
  const id = nextOpeningId(room, opening.kind);
  // Checked before the row goes in: a refused opening adds nothing to the offer.
  addOpeningToWall(wall, { ...opening, offset, id });
  const rowId =
    opening.catalog && opening.model ? await insertOpeningRow(ctx, opening.catalog, opening.model) : null;
  // The row's insert changed the project: the room is read again from it.
  const withRow = currentRoom(ctx);
  const target = withRow.walls.find((w) => w.id === wallId)!;
  const placed = addOpeningToWall(target, { ...opening, offset, id, ...(rowId ? { rowId } : {}) });
  storeRoom(ctx, { ...withRow, walls: withRow.walls.map((w) => (w.id === wallId ? placed : w)) });
  return id;
}

export function moveOpening(
  ctx: ActionContext,
  { wallId, openingId, offset }: { wallId: string; openingId: string; offset: number },
): number {
  const room = currentRoom(ctx);
  const wall = room.walls.find((w) => w.id === wallId);
  const opening = wall?.openings.find((o) => o.id === openingId);
  if (!wall || !opening) throw new Error(`Wall ${wallId} has no opening ${openingId}`);
  const free = freeOpeningOffset(wall, openingId, opening.width, offset, OPENING_MARGIN);
  if (free === null) throw new Error(`Opening ${openingId} does not fit wall ${wallId}`);
  const moved = updateOpening(wall, { ...opening, offset: free });
  storeRoom(ctx, { ...room, walls: room.walls.map((w) => (w.id === wallId ? moved : w)) });
  return free;
}

export async function removeOpening(
  ctx: ActionContext,
  { wallId, openingId }: { wallId: string; openingId: string },
): Promise<void> {
  const room = currentRoom(ctx);
  const wall = room.walls.find((w) => w.id === wallId);
  if (!wall) throw new Error(`The room has no wall ${wallId}`);
  const rowId = wall.openings.find((o) => o.id === openingId)?.rowId;
  const changed = removeOpeningFromWall(wall, openingId);
  storeRoom(ctx, { ...room, walls: room.walls.map((w) => (w.id === wallId ? changed : w)) });
  // Its row leaves the offer with it (in the same undoable step).
  if (rowId) await ctx.dispatch('removeRow', { rowId });
}

/** Leaving /configurator2d: a drawn room with a valid outline is kept as open walls. */
export async function leaveConfigurator2d(ctx: ActionContext): Promise<boolean> {
  const draft = ctx.store.get(planDraftAtom);
  ctx.store.set(planDraftAtom, null);
  if (!draft || draft.points.length < 2 || !ctx.store.get(projectAtom)) return false;
  if (outlineProblem(draft.points, false)) return false;
  await ctx.dispatch('setRoomOutline', {
    points: [...draft.points],
    closed: false,
    thickness: draft.thickness,
    height: draft.height,
  });
  return true;
}
