// The drop of a dragged unit is one action for the 2D plan and the 3D view (dropRows): one unit goes
// through placeInPlan (snapped, checked, the auto-placed others pinned), and a refusal is shown.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collision } from '../../core/layout/collision';
import type { Project } from '../../core/project/schema';
import { projectAtom } from '../state/project';
import { EMPTY_SELECTION, refusalAtom, selectionAtom } from '../state/selection';
import { store } from '../state/store';
import { defineAction } from './define';
import { configureActions, dispatch } from './registry';
import { actionTable } from './table';

const table = actionTable as unknown as Record<string, unknown>;
const realPlaceInPlan = table.placeInPlan;
const placed: unknown[] = [];
let refuse: Collision[] | null = null;

beforeEach(() => {
  configureActions({ navigate: () => undefined });
  placed.length = 0;
  refuse = null;
  store.set(projectAtom, {
    schemaVersion: 2,
    rows: [{ uniqueid: 4, catalog: 'KITCHEN', model: 'B1' }],
    customerFields: { rows: [], notes: '', servicesRows: {}, catalogsRows: {} },
    history: [],
    orderaddress: [],
  } as unknown as Project);
  store.set(selectionAtom, EMPTY_SELECTION);
  store.set(refusalAtom, null);
  table.placeInPlan = defineAction<{ rowId: string; x: number; y: number; rotation?: number }, unknown>({
    name: 'placeInPlan',
    label: 'plan2d:actions.moveRows',
    undoable: true,
    perform: (_ctx, args) => {
      placed.push(args);
      return refuse ? { accepted: false, collisions: refuse } : { accepted: true, collisions: [] };
    },
  });
});
afterEach(() => {
  table.placeInPlan = realPlaceInPlan;
});

describe('dropRows', () => {
  it('puts one dropped unit where placeInPlan places it, as both views drop it', async () => {
    await dispatch('dropRows', { rowIds: ['4'], x: 1200, y: 340, rotation: 90 });
    expect(placed).toEqual([{ rowId: '4', x: 1200, y: 340, rotation: 90 }]);
    expect(store.get(refusalAtom)).toBeNull();
  });

  it('shows a refused drop (what it would hit) and a new selection clears it', async () => {
    refuse = [{ kind: 'wall', id: 'w1' } as unknown as Collision];
    await dispatch('dropRows', { rowIds: ['4'], x: 0, y: 0 });
    expect(store.get(refusalAtom)).toEqual(refuse);
    await dispatch('selectRows', { rowIds: ['4'] });
    expect(store.get(refusalAtom)).toBeNull();
    expect(store.get(selectionAtom).rowIds).toEqual(['4']);
    expect(store.get(projectAtom)!.currentrow).toBe(4);
  });
});

describe('selection changes wait for the edits dispatched before them', () => {
  const realMoveRows = table.moveRows;
  afterEach(() => {
    table.moveRows = realMoveRows;
  });

  it('Esc right after two arrow presses clears the selection only after both nudges moved it', async () => {
    const moves: { rowIds: string[]; dx: number }[] = [];
    table.moveRows = defineAction<{ rowIds: string[]; dx: number; dy: number }, unknown>({
      name: 'moveRows',
      label: 'plan2d:actions.moveRows',
      undoable: true,
      // A move takes a while (its body loads lazily in the app): the next key arrives meanwhile.
      perform: async (_ctx, { rowIds, dx }) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        moves.push({ rowIds, dx });
        return { accepted: true, collisions: [] };
      },
    });
    await dispatch('selectRows', { rowIds: ['4'] });
    const first = dispatch('nudgeSelection', { dx: 10, dy: 0 });
    const second = dispatch('nudgeSelection', { dx: 100, dy: 0 });
    const cleared = dispatch('clearSelection');
    await Promise.all([first, second, cleared]);
    expect(moves).toEqual([
      { rowIds: ['4'], dx: 10 },
      { rowIds: ['4'], dx: 100 },
    ]);
    expect(store.get(selectionAtom)).toEqual(EMPTY_SELECTION);
  });

  it('a Shift-click while a nudge and Esc are queued adds to the selection Esc left, not the one it saw', async () => {
    table.moveRows = defineAction<{ rowIds: string[]; dx: number; dy: number }, unknown>({
      name: 'moveRows',
      label: 'plan2d:actions.moveRows',
      undoable: true,
      perform: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { accepted: true, collisions: [] };
      },
    });
    await dispatch('selectRows', { rowIds: ['4'] });
    const nudged = dispatch('nudgeSelection', { dx: 10, dy: 0 });
    const cleared = dispatch('clearSelection');
    // The screen saw row 4 selected; Esc is still queued. Shift-clicking row 4 must not toggle it
    // off against that stale view: after Esc nothing is selected, so the click selects it.
    const clicked = dispatch('selectRows', { rowIds: ['4'], additive: true });
    await Promise.all([nudged, cleared, clicked]);
    expect(store.get(selectionAtom).rowIds).toEqual(['4']);
  });

  it('a Shift-click on a selected row takes it out; on nothing it keeps the selection', async () => {
    await dispatch('selectRows', { rowIds: ['4'] });
    await dispatch('selectRows', { rowIds: [], additive: true });
    expect(store.get(selectionAtom).rowIds).toEqual(['4']);
    await dispatch('selectRows', { rowIds: ['4'], additive: true });
    expect(store.get(selectionAtom).rowIds).toEqual([]);
  });

  it('with no edit pending a click selects at once', () => {
    void dispatch('selectRows', { rowIds: ['4'] });
    expect(store.get(selectionAtom).rowIds).toEqual(['4']);
  });
});
