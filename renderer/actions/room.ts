// Room actions (issue 11, spec 2 and 4): the walls and openings of the open project, as the 2D plan
// edits them. Each change is one undoable step on project.envWall; the 3D view reads the same walls.
// The bodies (roomFlows.ts, with core/room) load with the first room edit: this file is in the
// action table that the home page's first load carries.
import type { WallEdit } from '../../core/room/drawing';
import type { Point, RoomType } from '../../core/room/presets';
import type { Opening } from '../../core/room/walls';
import type { EntityId } from '../../core/project/schema';
import { selectionAtom } from '../state/selection';
import { defineAction, defineLazyAction } from './define';

const bodies = () => import('./roomFlows');

/** The thickness and height new walls get (a wall type of the wall catalogue). */
export interface WallTypeArgs {
  thickness?: number;
  height?: number;
}

/** A preset room (rt1..rt10) with its dimension values: replaces the project's walls. */
export const setRoomPresetAction = defineLazyAction<
  { type: RoomType; values: number[]; roomHeight?: number } & WallTypeArgs
>(
  { name: 'setRoomPreset', label: 'plan2d:actions.setRoomPreset', undoable: true },
  async () => (await bodies()).setRoomPreset,
);

/** A drawn room (rt11): the corners in order, closed or open. Replaces the project's walls. */
export const setRoomOutlineAction = defineLazyAction<
  { points: Point[]; closed: boolean; roomHeight?: number } & WallTypeArgs
>(
  { name: 'setRoomOutline', label: 'plan2d:actions.setRoomOutline', undoable: true },
  async () => (await bodies()).setRoomOutline,
);

/** The edit-wall dialog (spec 2): length, height, thickness, angle of one wall. */
export const editWallAction = defineLazyAction<{ wallId: string } & WallEdit>(
  { name: 'editWall', label: 'plan2d:actions.editWall', undoable: true },
  async () => (await bodies()).editWall,
);

export type OpeningArgs = Omit<Opening, 'id' | 'rowId'> & { wallId: string };

/**
 * A door or window on a wall, as near the wanted offset as the wall and the other openings allow.
 * Resolves with its id; refused when the wall has no free stretch wide enough.
 */
export const addOpeningAction = defineLazyAction<OpeningArgs, string>(
  { name: 'addOpening', label: 'plan2d:actions.addOpening', undoable: true },
  async () => (await bodies()).addOpening,
);

/** Slides an opening along its wall; it stops at the wall's ends and beside the other openings. */
export const moveOpeningAction = defineLazyAction<
  { wallId: string; openingId: string; offset: number },
  number
>(
  { name: 'moveOpening', label: 'plan2d:actions.moveOpening', undoable: true },
  async () => (await bodies()).moveOpening,
);

export const removeOpeningAction = defineLazyAction<{ wallId: string; openingId: string }>(
  { name: 'removeOpening', label: 'plan2d:actions.removeOpening', undoable: true },
  async () => (await bodies()).removeOpening,
);

/** Removes rows in one step (removeSelection: Delete in the plan and the 3D view). */
export const removeRowsAction = defineAction<{ rowIds: EntityId[] }>({
  name: 'removeRows',
  label: 'plan2d:actions.removeRows',
  undoable: true,
  perform: async (ctx, { rowIds }) => {
    for (const rowId of rowIds) await ctx.dispatch('removeRow', { rowId });
    const removed = new Set(rowIds.map(String));
    ctx.store.set(selectionAtom, (s) => ({ ...s, rowIds: s.rowIds.filter((id) => !removed.has(id)) }));
  },
});

/**
 * Leaving /configurator2d (spec 2 and 4): a room still being drawn is copied into the project, as a
 * closed room when its last corner is back at the first, else as open walls.
 */
export const leaveConfigurator2dAction = defineLazyAction<void, boolean>(
  { name: 'leaveConfigurator2d', label: 'plan2d:actions.leave', undoable: true },
  async () => (await bodies()).leaveConfigurator2d,
);
