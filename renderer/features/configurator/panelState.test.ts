// The configurator panel's parts follow derived atoms that keep their value while what they show is
// unchanged: a click re-renders the field it changed and the price texts, not the other fields.
import Big from 'big.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../core/catalog';
import { readSampleCatalogJson } from '../../../tests/support/sample-catalog-raw';
import { articleEditAtom } from '../../state/article';
import { catalogDocumentsAtom, type LoadedCatalog } from '../../state/catalogs';
import { moneyFormatterAtom } from '../../state/pricing';
import { projectAtom } from '../../state/project';
import {
  changeVariant,
  freshProject,
  insertRow,
  memo,
  patchCustomerRow,
  priceForScreens as recompute,
} from '../../actions/browserEdits';
import { store } from '../../state/store';
import {
  articleUnsavedAtom,
  fieldAtom,
  fieldFrameAtom,
  fieldLayoutAtom,
  missingCountAtom,
  modelNameAtom,
  projectTotalTextAtom,
  rowCodeAtom,
  rowLineTotalTextAtom,
  rowPriceTextAtom,
  rowQuantityAtom,
} from './panelState';

const kitchen: LoadedCatalog = {
  document: loadCatalog(readSampleCatalogJson('kitchen')),
  priceList: 'RETAIL-EUR',
  currency: 'EUR',
};
const documents = { KITCHEN: kitchen };

beforeEach(() => {
  store.set(catalogDocumentsAtom, documents);
  store.set(articleEditAtom, null);
  store.set(
    projectAtom,
    recompute(
      insertRow(freshProject(), kitchen, {
        catalog: 'KITCHEN',
        model: 'B1',
        variant: 'FRONT=F01',
        lang: 'en',
      }),
      documents,
    ),
  );
});

function click(cod: string, value: string) {
  store.set(
    projectAtom,
    recompute(changeVariant(store.get(projectAtom)!, documents, 1, cod, value, 'en', memo), documents),
  );
}

describe('configurator panel atoms', () => {
  it('a variant click changes the clicked field and the price texts; the other fields and the frame keep theirs', () => {
    const front = store.get(fieldAtom('FRONT'));
    const width = store.get(fieldAtom('WIDTH'));
    const layout = store.get(fieldLayoutAtom);
    const price = store.get(rowPriceTextAtom);
    const total = store.get(projectTotalTextAtom);
    expect(front?.state.value).toBe('F01');
    expect(front?.views.map((v) => v.value)).toContain('F04');
    expect(layout.groups.flatMap((g) => g.variables)).toEqual(expect.arrayContaining(['WIDTH', 'FRONT']));

    click('FRONT', 'F04');
    expect(store.get(fieldAtom('FRONT'))).not.toBe(front);
    expect(store.get(fieldAtom('FRONT'))?.state.value).toBe('F04');
    expect(store.get(fieldAtom('WIDTH'))).toBe(width);
    expect(store.get(fieldLayoutAtom)).toBe(layout);
    expect(store.get(rowPriceTextAtom)).not.toBe(price);
    expect(store.get(rowPriceTextAtom)).toMatch(/€/);
    expect(store.get(projectTotalTextAtom)).not.toBe(total);

    // Back again: the texts follow the price, the width's field is still the same object.
    click('FRONT', 'F01');
    expect(store.get(rowPriceTextAtom)).toBe(price);
    expect(store.get(projectTotalTextAtom)).toBe(total);
    expect(store.get(fieldAtom('WIDTH'))).toBe(width);
  });

  it('"Article price" is one article\'s price; the line total follows the quantity (issue 19)', () => {
    const one = store.get(rowPriceTextAtom);
    expect(store.get(rowQuantityAtom)).toBe(1);
    store.set(projectAtom, recompute(patchCustomerRow(store.get(projectAtom)!, 1, { qt: 3 }), documents));
    expect(store.get(rowQuantityAtom)).toBe(3);
    expect(store.get(rowPriceTextAtom)).toBe(one);
    const unit = new Big(one.replace(/[^\d.]/g, ''));
    expect(store.get(rowLineTotalTextAtom)).toBe(store.get(moneyFormatterAtom)(unit.times(3).toFixed(2)));
    expect(store.get(rowLineTotalTextAtom)).not.toBe(one);
  });

  it("a chosen value leaves the field's frame alone; a value the model then misses changes it", () => {
    const frame = store.get(fieldFrameAtom('FRONT'));
    expect(frame).toMatchObject({ cod: 'FRONT', type: 'choice', missing: false, problems: [] });
    expect(frame?.label).not.toBe('');

    click('FRONT', 'F04');
    expect(store.get(fieldAtom('FRONT'))?.state.value).toBe('F04');
    expect(store.get(fieldFrameAtom('FRONT'))).toBe(frame);
    click('FRONT', 'F01');
    expect(store.get(fieldFrameAtom('FRONT'))).toBe(frame);
  });

  it('a field that a rule forces, then frees, gets a new frame each time (its badge and source change)', () => {
    store.set(
      projectAtom,
      recompute(
        insertRow(freshProject(), kitchen, {
          catalog: 'KITCHEN',
          model: 'B1S',
          variant: 'WIDTH=800',
          lang: 'en',
        }),
        documents,
      ),
    );
    const forced = store.get(fieldFrameAtom('DOORS'));
    expect(forced?.source).toBe('forced');
    click('WIDTH', '600');
    const free = store.get(fieldFrameAtom('DOORS'));
    expect(free).not.toBe(forced);
    expect(free?.source).not.toBe('forced');
    click('WIDTH', '800');
    expect(store.get(fieldFrameAtom('DOORS'))?.source).toBe('forced');
  });

  it('names the model and its code, counts missing values and follows the saved state', () => {
    expect(store.get(modelNameAtom)).not.toBe('');
    expect(store.get(rowCodeAtom)).toMatch(/^KITCHEN · B1/);
    expect(store.get(missingCountAtom)).toBe(0);
    expect(store.get(articleUnsavedAtom)).toBe(false);
    store.set(articleEditAtom, { rowId: '1', savedVar: 'FRONT=F01' });
    expect(store.get(articleUnsavedAtom)).toBe(false);
    click('FRONT', 'F04');
    expect(store.get(articleUnsavedAtom)).toBe(true);
  });

  it('has no fields and a dash for the total when no project is open', () => {
    store.set(projectAtom, null);
    expect(store.get(fieldAtom('FRONT'))).toBeNull();
    expect(store.get(fieldLayoutAtom).groups).toEqual([]);
    expect(store.get(projectTotalTextAtom)).toBe('—');
  });
});
