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
