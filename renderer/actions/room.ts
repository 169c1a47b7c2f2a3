// Room actions (issue 11, spec 2 and 4): the walls and openings of the open project, as the 2D plan
// edits them. Each change is one undoable step on project.envWall; the 3D view reads the same walls.
import type { WallEdit } from '../../core/room/drawing';
import type { Point, RoomType } from '../../core/room/presets';
import type { Opening, Room } from '../../core/room/walls';
import type { EntityId, Project } from '../../core/project/schema';
import { drawingEditorAtom } from '../state/drawingEditor';
import { planDraftAtom } from '../state/plan2d';
import { projectAtom } from '../state/project';
import { ensureCatalog, languageOf } from './catalogs';
import { defineAction } from './define';
import { editProject } from './projectEdit';
import type { ActionContext } from './types';

/** Kept out of the home page's first load: the room code comes with the first room edit. */
const loadRoom = () => Promise.all([import('../../core/room'), import('../../core/room/drawing')]);

function requireProject(ctx: ActionContext): Project {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  return project;
}

async function currentRoom(ctx: ActionContext): Promise<Room> {
  const [{ roomFromEnvWall }] = await loadRoom();
  const envWall = requireProject(ctx).envWall;
  if (!envWall || (envWall.wallsVector ?? []).length === 0) throw new Error('The project has no walls yet');
  return roomFromEnvWall(envWall);
}

async function storeRoom(ctx: ActionContext, room: Room): Promise<void> {
  const [{ roomToEnvWall }] = await loadRoom();
  ctx.store.set(projectAtom, { ...requireProject(ctx), envWall: roomToEnvWall(room) });
}

/** The thickness and height new walls get (a wall type of the wall catalogue). */
export interface WallTypeArgs {
  thickness?: number;
  height?: number;
}

/** A preset room (rt1..rt10) with its dimension values: replaces the project's walls. */
export const setRoomPresetAction = defineAction<
  { type: RoomType; values: number[]; roomHeight?: number } & WallTypeArgs
>({
  name: 'setRoomPreset',
  label: 'plan2d:actions.setRoomPreset',
  undoable: true,
  perform: async (ctx, { type, values, roomHeight, thickness, height }) => {
    const [{ createRoom }] = await loadRoom();
    const room = createRoom(type, values, {
      ...(roomHeight ? { roomHeight } : {}),
      ...(thickness ? { thickness } : {}),
      ...(height ? { height } : {}),
    });
    ctx.store.set(planDraftAtom, null);
    await storeRoom(ctx, room);
  },
});

/** A drawn room (rt11): the corners in order, closed or open. Replaces the project's walls. */
export const setRoomOutlineAction = defineAction<
  { points: Point[]; closed: boolean; roomHeight?: number } & WallTypeArgs
>({
  name: 'setRoomOutline',
  label: 'plan2d:actions.setRoomOutline',
  undoable: true,
  perform: async (ctx, { points, closed, roomHeight, thickness, height }) => {
    const [{ wallsFromPoints, DEFAULT_ROOM }, { outlineProblem }] = await loadRoom();
    const problem = outlineProblem(points, closed);
    if (problem) throw new Error(problem);
    const walls = wallsFromPoints(points, closed, {
      ...(thickness ? { thickness } : {}),
      ...(height ? { height } : {}),
    });
    ctx.store.set(planDraftAtom, null);
    await storeRoom(ctx, { type: 'rt11', height: roomHeight ?? DEFAULT_ROOM.height, closed, walls });
  },
});

/** The edit-wall dialog (spec 2): length, height, thickness, angle of one wall. */
export const editWallAction = defineAction<{ wallId: string } & WallEdit>({
  name: 'editWall',
  label: 'plan2d:actions.editWall',
  undoable: true,
  perform: async (ctx, { wallId, ...edit }) => {
    const [, { editWall }] = await loadRoom();
    await storeRoom(ctx, editWall(await currentRoom(ctx), wallId, edit));
  },
});

export type OpeningArgs = Omit<Opening, 'id' | 'rowId'> & { wallId: string };

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
    });
    rowId = String(inserted.currentrow);
    return { ...inserted, currentrow: current };
  });
  return rowId;
}

function nextOpeningId(room: Room, kind: Opening['kind']): string {
  const prefix = kind === 'door' ? 'd' : 'win';
  const used = new Set(room.walls.flatMap((w) => w.openings.map((o) => o.id)));
  let n = 1;
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Keeps openings off the corners: a frame needs this much wall on each side. */
export const OPENING_MARGIN = 50;

/**
 * A door or window on a wall, as near the wanted offset as the wall and the other openings allow.
 * Resolves with its id; refused when the wall has no free stretch wide enough.
 */
export const addOpeningAction = defineAction<OpeningArgs, string>({
  name: 'addOpening',
  label: 'plan2d:actions.addOpening',
  undoable: true,
  perform: async (ctx, { wallId, ...opening }) => {
    const [{ addOpening }, { freeOpeningOffset }] = await loadRoom();
    const room = await currentRoom(ctx);
    const wall = room.walls.find((w) => w.id === wallId);
    if (!wall) throw new Error(`The room has no wall ${wallId}`);
    const offset = freeOpeningOffset(wall, null, opening.width, opening.offset, OPENING_MARGIN);
    if (offset === null) throw new Error(`Wall ${wallId} has no free stretch ${opening.width} mm wide`);
    const id = nextOpeningId(room, opening.kind);
    // Checked before the row goes in: a refused opening adds nothing to the offer.
    addOpening(wall, { ...opening, offset, id });
    const rowId =
      opening.catalog && opening.model ? await insertOpeningRow(ctx, opening.catalog, opening.model) : null;
    const placed = addOpening(wall, { ...opening, offset, id, ...(rowId ? { rowId } : {}) });
    await storeRoom(ctx, { ...room, walls: room.walls.map((w) => (w.id === wallId ? placed : w)) });
    return id;
  },
});

/** Slides an opening along its wall; it stops at the wall's ends and beside the other openings. */
export const moveOpeningAction = defineAction<{ wallId: string; openingId: string; offset: number }, number>({
  name: 'moveOpening',
  label: 'plan2d:actions.moveOpening',
  undoable: true,
  perform: async (ctx, { wallId, openingId, offset }) => {
    const [{ updateOpening }, { freeOpeningOffset }] = await loadRoom();
    const room = await currentRoom(ctx);
    const wall = room.walls.find((w) => w.id === wallId);
    const opening = wall?.openings.find((o) => o.id === openingId);
    if (!wall || !opening) throw new Error(`Wall ${wallId} has no opening ${openingId}`);
    const free = freeOpeningOffset(wall, openingId, opening.width, offset, OPENING_MARGIN);
    if (free === null) throw new Error(`Opening ${openingId} does not fit wall ${wallId}`);
    const moved = updateOpening(wall, { ...opening, offset: free });
    await storeRoom(ctx, { ...room, walls: room.walls.map((w) => (w.id === wallId ? moved : w)) });
    return free;
  },
});

export const removeOpeningAction = defineAction<{ wallId: string; openingId: string }>({
  name: 'removeOpening',
  label: 'plan2d:actions.removeOpening',
  undoable: true,
  perform: async (ctx, { wallId, openingId }) => {
    const [{ removeOpening }] = await loadRoom();
    const room = await currentRoom(ctx);
    const wall = room.walls.find((w) => w.id === wallId);
    if (!wall) throw new Error(`The room has no wall ${wallId}`);
    const rowId = wall.openings.find((o) => o.id === openingId)?.rowId;
    const changed = removeOpening(wall, openingId);
    await storeRoom(ctx, { ...room, walls: room.walls.map((w) => (w.id === wallId ? changed : w)) });
    // Its row leaves the offer with it (in the same undoable step).
    if (rowId) await ctx.dispatch('removeRow', { rowId });
  },
});

/** Selects rows in the plan (shift-click, box select); the first becomes the project's current row. */
export const selectRowsAction = defineAction<{ rowIds: string[] }>({
  name: 'selectRows',
  label: 'plan2d:actions.selectRows',
  undoable: false,
  perform: async (ctx, { rowIds }) => {
    const unique = [...new Set(rowIds)];
    ctx.store.set(drawingEditorAtom, (state) => ({ ...state, selected: unique }));
    await ctx.dispatch('selectRow', { rowId: unique[0] ?? null });
  },
});

/** Removes the selected rows in one step (Delete in the plan). */
export const removeRowsAction = defineAction<{ rowIds: EntityId[] }>({
  name: 'removeRows',
  label: 'plan2d:actions.removeRows',
  undoable: true,
  perform: async (ctx, { rowIds }) => {
    for (const rowId of rowIds) await ctx.dispatch('removeRow', { rowId });
    ctx.store.set(drawingEditorAtom, (state) => ({ ...state, selected: [] }));
  },
});

/**
 * Leaving /configurator2d (spec 2 and 4): a room still being drawn is copied into the project, as a
 * closed room when its last corner is back at the first, else as open walls.
 */
export const leaveConfigurator2dAction = defineAction<void, boolean>({
  name: 'leaveConfigurator2d',
  label: 'plan2d:actions.leave',
  undoable: true,
  perform: async (ctx) => {
    const draft = ctx.store.get(planDraftAtom);
    ctx.store.set(planDraftAtom, null);
    if (!draft || draft.points.length < 2 || !ctx.store.get(projectAtom)) return false;
    const [, { outlineProblem }] = await loadRoom();
    if (outlineProblem(draft.points, false)) return false;
    await ctx.dispatch('setRoomOutline', {
      points: [...draft.points],
      closed: false,
      thickness: draft.thickness,
      height: draft.height,
    });
    return true;
  },
});
