import { beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../core/project/schema';
import { projectAtom } from './project';
import { EMPTY_SELECTION, keepSelectionAtom, selectionAtom } from './selection';
import { store } from './store';

const project = (currentrow: number | null): Project =>
  ({
    schemaVersion: 2,
    rows: [1, 2, 3].map((uniqueid) => ({ uniqueid, catalog: 'K', model: 'B1' })),
    currentrow,
    customerFields: { rows: [], notes: '', servicesRows: {}, catalogsRows: {} },
    history: [],
    orderaddress: [],
  }) as unknown as Project;

describe('selectionAtom', () => {
  beforeEach(() => {
    store.set(projectAtom, project(null));
    store.set(selectionAtom, EMPTY_SELECTION);
  });

  it('the current row leads the rows: made current elsewhere, it is the selection', () => {
    store.set(selectionAtom, { ...EMPTY_SELECTION, rowIds: ['1', '2'] });
    store.set(projectAtom, project(2));
    expect(store.get(selectionAtom).rowIds).toEqual(['2', '1']);
    store.set(projectAtom, project(3));
    expect(store.get(selectionAtom).rowIds).toEqual(['3']);
    store.set(projectAtom, project(null));
    expect(store.get(selectionAtom).rowIds).toEqual([]);
  });

  it('undo and redo keep the selection, whatever current row the restored document has', () => {
    const opening = { wallId: 'w1', openingId: 'o1' };
    store.set(selectionAtom, { ...EMPTY_SELECTION, opening });
    const kept = store.get(selectionAtom);
    store.set(projectAtom, project(1));
    store.set(keepSelectionAtom, kept);
    expect(store.get(selectionAtom)).toEqual({ rowIds: [], wall: null, opening });

    store.set(projectAtom, project(2));
    store.set(selectionAtom, { ...EMPTY_SELECTION, rowIds: ['2', '3'] });
    const rows = store.get(selectionAtom);
    store.set(projectAtom, { ...project(1), rows: project(1).rows.slice(0, 2) });
    store.set(keepSelectionAtom, rows);
    // Row 3 is not in the restored document: it drops out; row 2 stays selected.
    expect(store.get(selectionAtom).rowIds).toEqual(['2']);
  });
});
