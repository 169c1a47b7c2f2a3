// The selection and the keys that act on it (ARCHITECTURE.md, "One selection record"): the same
// actions, keys and steps in the 2D plan and the 3D view. Each key is a binding of an action (see
// KeyBinding); `where: 'selection'` keeps plain keys to the surfaces that show the selection.
import type { EntityId } from '../../core/project/schema';
import { projectAtom, savedProjectAtom } from '../state/project';
import { EMPTY_SELECTION, refusalAtom, selectionAtom } from '../state/selection';
import type { OpeningRef, SelectionRecord } from '../state/selection';
import { defineAction, defineLazyAction } from './define';
import type { PlaceResult } from './layout';
import type { MoveRowsResult } from './planItems';
import type { ActionContext, ActionDef, KeyBinding } from './types';

/** Keyboard nudges (mm), in 2D and 3D alike: an arrow, and Shift with an arrow. */
export const NUDGE_STEP = 10;
export const NUDGE_STEP_LARGE = 100;

/** The arrow keys' directions on the plan: up is north (+y), as the 2D plan and the 3D view draw it. */
const ARROWS: readonly [string, number, number][] = [
  ['ArrowLeft', -1, 0],
  ['ArrowRight', 1, 0],
  ['ArrowUp', 0, 1],
  ['ArrowDown', 0, -1],
];

const nudgeKeys: KeyBinding<{ dx: number; dy: number }>[] = ARROWS.flatMap(([key, x, y]) => [
  { key, where: 'selection' as const, args: { dx: x * NUDGE_STEP, dy: y * NUDGE_STEP } },
  {
    key,
    shift: true,
    where: 'selection' as const,
    args: { dx: x * NUDGE_STEP_LARGE, dy: y * NUDGE_STEP_LARGE },
  },
]);

const hasRows = (ctx: ActionContext) => ctx.store.get(selectionAtom).rowIds.length > 0;
const hasAny = (ctx: ActionContext) => {
  const selection = ctx.store.get(selectionAtom);
  return selection.rowIds.length > 0 || selection.opening !== null;
};

/** Makes a row the project's current row (null: none). Selecting is not an edit: a saved project stays saved. */
export function setCurrentRow(ctx: ActionContext, rowId: EntityId | null): void {
  const project = ctx.store.get(projectAtom);
  if (!project || project.currentrow === rowId) return;
  const next = { ...project, currentrow: rowId };
  ctx.store.set(projectAtom, next);
  if (ctx.store.get(savedProjectAtom) === project) ctx.store.set(savedProjectAtom, next);
}

/**
 * The rows a pointer selection leaves selected. Additive (Shift or Ctrl): one row already selected
 * is taken out, anything else is added; null when nothing changes (Shift-click on nothing keeps a
 * selected wall or opening).
 */
function pointerSelection(
  current: readonly string[],
  ids: readonly string[],
  additive: boolean,
): string[] | null {
  if (!additive) return [...ids];
  if (!ids.length) return null;
  if (ids.length === 1 && current.includes(ids[0]!)) return current.filter((id) => id !== ids[0]);
  return [...current, ...ids];
}

/**
 * The family of actions that change what is selected (a click, a box, Esc): not undoable, run after
 * the edits dispatched before them, and they clear a refusal shown. `select` gives the new selection
 * (what it leaves out is empty; null: nothing changes); its first row becomes the project's current
 * row, and none when it has no rows.
 */
function defineSelectAction<Args = void>({
  select,
  ...action
}: Omit<ActionDef<Args>, 'undoable' | 'afterEdits' | 'perform'> & {
  select(ctx: ActionContext, args: Args): Partial<SelectionRecord> | null;
}): ActionDef<Args> {
  return defineAction<Args>({
    ...action,
    undoable: false,
    afterEdits: true,
    perform: (ctx, args) => {
      const chosen = select(ctx, args);
      if (!chosen) return;
      const next = { ...EMPTY_SELECTION, ...chosen };
      ctx.store.set(refusalAtom, null);
      ctx.store.set(selectionAtom, next);
      const first = ctx.store.get(projectAtom)?.rows.find((r) => String(r.uniqueid) === next.rowIds[0]);
      setCurrentRow(ctx, first ? first.uniqueid : null);
    },
  });
}

/**
 * Selects rows (a click, shift-click, box select); the first becomes the project's current row.
 * An additive selection is worked out from the selection when the action runs, not when the click
 * came: a click while nudges are queued waits for them and for a queued Esc.
 */
export const selectRowsAction = defineSelectAction<{ rowIds: string[]; additive?: boolean }>({
  name: 'selectRows',
  label: 'plan2d:actions.selectRows',
  select: (ctx, { rowIds, additive = false }) => {
    const wanted = pointerSelection(ctx.store.get(selectionAtom).rowIds, rowIds.map(String), additive);
    if (!wanted) return null;
    const known = new Set(ctx.store.get(projectAtom)?.rows.map((r) => String(r.uniqueid)) ?? []);
    return { rowIds: [...new Set(wanted)].filter((id) => known.has(id)) };
  },
});

/** Selects a wall (null: none); rows and openings are deselected. */
export const selectWallAction = defineSelectAction<{ wallId: string | null }>({
  name: 'selectWall',
  label: 'actions.selectWall',
  select: (_ctx, { wallId }) => ({ wall: wallId }),
});

/** Selects a door or window (null: none); rows and walls are deselected. */
export const selectOpeningAction = defineSelectAction<{ opening: OpeningRef | null }>({
  name: 'selectOpening',
  label: 'actions.selectOpening',
  select: (_ctx, { opening }) => ({ opening }),
});

/** Esc: nothing selected, no refusal shown. */
export const clearSelectionAction = defineSelectAction({
  name: 'clearSelection',
  label: 'actions.clearSelection',
  keys: [{ key: 'Escape', where: 'selection' }],
  select: () => ({}),
});

/** What a nudge did: the opening's new offset, or the rows' move (refused moves change nothing). */
export type NudgeResult = { opening: number } | MoveRowsResult;

/**
 * Moves the selection by (dx, dy) mm: the selected door or window along its wall (by dx + dy: the
 * arrows of either axis slide it), else the selected rows together, refused into anything in the way.
 */
export const nudgeSelectionAction = defineAction<{ dx: number; dy: number }, NudgeResult>({
  name: 'nudgeSelection',
  label: 'actions.nudgeSelection',
  undoable: true,
  keys: nudgeKeys,
  enabled: hasAny,
  perform: async (ctx, { dx, dy }) => {
    const selection = ctx.store.get(selectionAtom);
    if (selection.opening) {
      const project = ctx.store.get(projectAtom);
      const { wallId, openingId } = selection.opening;
      // The stored openings (core/room/env.ts's windowInstance), read without loading core/room.
      const stored = (project?.envWall?.windowInstance ?? []) as {
        wallId?: string;
        id?: string;
        offset?: number;
      }[];
      const opening = stored.find((o) => o.wallId === wallId && o.id === openingId);
      if (typeof opening?.offset !== 'number') throw new Error('The selected opening is not in the room');
      const offset = opening.offset + dx + dy;
      const moved: number = await ctx.dispatch('moveOpening', { wallId, openingId, offset });
      return { opening: moved };
    }
    const result: MoveRowsResult = await ctx.dispatch('moveRows', { rowIds: [...selection.rowIds], dx, dy });
    ctx.store.set(refusalAtom, result.accepted ? null : result.collisions.flatMap((c) => c.collisions));
    return result;
  },
});

/** R turns the selected rows a quarter turn each (Shift+R back); a refused turn leaves that row. */
export const rotateSelectionAction = defineAction<{ degrees?: number }, PlaceResult[]>({
  name: 'rotateSelection',
  label: 'actions.rotateSelection',
  undoable: true,
  keys: [
    { key: 'r', where: 'selection', args: { degrees: 90 } },
    { key: 'r', shift: true, where: 'selection', args: { degrees: -90 } },
  ],
  enabled: hasRows,
  perform: async (ctx, { degrees }) => {
    const results: PlaceResult[] = [];
    for (const rowId of ctx.store.get(selectionAtom).rowIds) {
      const turned: PlaceResult = await ctx.dispatch(
        'rotateRow',
        degrees === undefined ? { rowId } : { rowId, degrees },
      );
      results.push(turned);
    }
    const refused = results.filter((r) => !r.accepted);
    ctx.store.set(refusalAtom, refused.length ? refused.flatMap((r) => r.collisions) : null);
    return results;
  },
});

/** Delete (or Backspace) removes the selected door or window, or the selected rows, in one step. */
export const removeSelectionAction = defineAction({
  name: 'removeSelection',
  label: 'actions.removeSelection',
  undoable: true,
  keys: [
    { key: 'Delete', where: 'selection' },
    { key: 'Backspace', where: 'selection' },
  ],
  enabled: hasAny,
  perform: async (ctx) => {
    const selection = ctx.store.get(selectionAtom);
    if (selection.opening) await ctx.dispatch('removeOpening', selection.opening);
    else await ctx.dispatch('removeRows', { rowIds: [...selection.rowIds] });
    ctx.store.set(selectionAtom, EMPTY_SELECTION);
    ctx.store.set(refusalAtom, null);
  },
});

/** Ctrl+D duplicates the selected rows; the copies become the selection. */
export const duplicateSelectionAction = defineAction({
  name: 'duplicateSelection',
  label: 'actions.duplicateSelection',
  undoable: true,
  keys: [{ key: 'd', mod: true, where: 'selection' }],
  enabled: hasRows,
  perform: async (ctx) => {
    const rows = ctx.store.get(selectionAtom).rowIds;
    const before = new Set(ctx.store.get(projectAtom)?.rows.map((r) => String(r.uniqueid)));
    for (const rowId of rows) await ctx.dispatch('duplicateRow', { rowId });
    const copies = (ctx.store.get(projectAtom)?.rows ?? [])
      .map((r) => String(r.uniqueid))
      .filter((id) => !before.has(id));
    await ctx.dispatch('selectRows', { rowIds: copies });
  },
});

/**
 * A unit dropped after a drag, in the 2D plan or the 3D view: the lead row goes to the pose (snapped,
 * checked) and the other selected rows move with it; the rows at automatic places keep theirs. One
 * undoable step; a refused drop changes nothing and is shown.
 */
export const dropRowsAction = defineLazyAction<
  { rowIds: string[]; x: number; y: number; rotation?: number },
  PlaceResult | MoveRowsResult
>(
  { name: 'dropRows', label: 'actions.dropRows', undoable: true },
  async () => (await import('./selectionFlows')).dropRows,
);
