// A closet edit with its data in hand applies in the dispatch's own task (issue 21's figure: the new
// 3D model and price painted on the next frame). An await or a promise tick on its way (a dynamic
// import, a catalogue load, the edit queue) would put the store's change after the frame has begun.
import { beforeEach, describe, expect, it } from 'vitest';
import { repriceProject } from '../../core/pricing';
import { rowCloset } from '../../core/project/closetRows';
import type { Api } from '../api';
import { closetPriceAtom, closetRowAtom } from '../features/closet/closetState';
import { catalogDocumentsAtom } from '../state/catalogs';
import { projectAtom } from '../state/project';
import { store } from '../state/store';
import { guestDocumentReply } from '../../tests/support/opening-catalogs-api';
import { loadEdits } from './catalogs';
import { clearHistory, undo } from './history';
import { configureActions, dispatch } from './registry';

let documentLoads = 0;
const closetApi = {
  catalog: {
    document: (cod: string) => {
      documentLoads += 1;
      return cod.toUpperCase() === 'CLOSET'
        ? Promise.resolve(guestDocumentReply('closet'))
        : Promise.reject(new Error('Catalog not found'));
    },
  },
} as unknown as Api;

const width = () => rowCloset(store.get(closetRowAtom)!)!.structure.width;

beforeEach(async () => {
  configureActions({ api: closetApi, navigate: () => undefined });
  store.set(catalogDocumentsAtom, {});
  store.set(projectAtom, (await loadEdits()).freshProject());
  await dispatch('newCloset', {});
  clearHistory();
  documentLoads = 0;
});

describe('closetEdit', () => {
  it('with the catalogue loaded, changes the closet and its price before dispatch returns', async () => {
    const before = { width: width(), price: store.get(closetPriceAtom) };
    expect(before.price).not.toBeNull();
    const wider = before.width + 200;
    const done = dispatch('closetEdit', { edit: { op: 'setStructure', width: wider } });
    // No await yet: the row and its price are new already.
    expect(width()).toBe(wider);
    const price = store.get(closetPriceAtom);
    expect(price).not.toBe(before.price);
    // Exact: core's pricing of the project as stored.
    const id = String(store.get(closetRowAtom)!.uniqueid);
    const priced = repriceProject(store.get(projectAtom)!);
    expect(priced.rows.find((r) => String(r.uniqueid) === id)!.net).toBe(price);
    await done;
    expect(documentLoads).toBe(0);
    // Still one undoable step.
    undo();
    expect(width()).toBe(before.width);
    expect(store.get(closetPriceAtom)).toBe(before.price);
  });

  it('waits for the catalogue when it is not loaded, and for the edit queued before it', async () => {
    const start = width();
    store.set(catalogDocumentsAtom, {});
    const first = dispatch('closetEdit', { edit: { op: 'setStructure', width: start + 100 } });
    const second = dispatch('closetEdit', { edit: { op: 'setStructure', width: start + 300 } });
    expect(width()).toBe(start);
    await first;
    await second;
    expect(width()).toBe(start + 300);
    expect(Object.keys(store.get(catalogDocumentsAtom))).toEqual(['CLOSET']);
    undo();
    expect(width()).toBe(start + 100);
  });
});
