// Selecting a row (the 3D room, the plan, a host's configure) is not an edit: a saved project stays
// saved, and a project with unsaved changes keeps them.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Api } from '../api';
import { projectAtom, projectDirtyAtom, savedProjectAtom } from '../state/project';
import { store } from '../state/store';
import { loadEdits } from './catalogs';
import { configureActions, dispatch } from './registry';

beforeEach(async () => {
  configureActions({ api: {} as Api, navigate: () => undefined });
  const fresh = (await loadEdits()).freshProject();
  const project = {
    ...fresh,
    rows: [
      { uniqueid: 1, catalog: 'KITCHEN', model: 'B1', erp: [], rule: [] },
      { uniqueid: 2, catalog: 'KITCHEN', model: 'B2', erp: [], rule: [] },
    ],
  };
  store.set(projectAtom, project);
  store.set(savedProjectAtom, project);
});

describe('selectRow', () => {
  it('selects without making a saved project unsaved', async () => {
    await dispatch('selectRow', { rowId: 2 });
    expect(store.get(projectAtom)!.currentrow).toBe(2);
    expect(store.get(projectDirtyAtom)).toBe(false);
    await dispatch('selectRow', { rowId: null });
    expect(store.get(projectAtom)!.currentrow).toBeNull();
    expect(store.get(projectDirtyAtom)).toBe(false);
  });

  it('keeps the unsaved changes of an edited project', async () => {
    store.set(projectAtom, { ...store.get(projectAtom)!, des: 'Edited' });
    await dispatch('selectRow', { rowId: 1 });
    expect(store.get(projectAtom)!.currentrow).toBe(1);
    expect(store.get(projectDirtyAtom)).toBe(true);
  });
});
