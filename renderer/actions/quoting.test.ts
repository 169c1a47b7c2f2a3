// The quoting actions over the real sample catalogue and core's engine and pricing: a journey
// forwards, undone step by step back to no project, and redone to the same project.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileModel, evaluate, loadCatalog } from '../../core/catalog';
import { repriceProject } from '../../core/pricing';
import type { Api } from '../api';
import { i18n } from '../i18n';
import { articleEditAtom } from '../state/article';
import { catalogDocumentsAtom } from '../state/catalogs';
import { currentEvaluationAtom } from '../state/evaluation';
import { projectPricingAtom } from '../state/pricing';
import { projectAtom } from '../state/project';
import { profileAtom, userFlagsAtom } from '../state/session';
import { store } from '../state/store';
import { clearHistory, historyAtom } from './history';
import { configureActions, dispatch } from './registry';

import { readSampleCatalogJson } from '../../tests/support/sample-catalog-raw';

const raw = readSampleCatalogJson('kitchen') as unknown as {
  priceLists: { cod: string }[];
  services: { prices: { priceList: string }[] }[];
};
const EUR = 'RETAIL-EUR';
// What GET /catalogs/KITCHEN/document answers a guest (the EUR list only).
const documentReply = {
  catalog: 'KITCHEN',
  priceList: EUR,
  currency: 'EUR',
  document: {
    ...raw,
    priceLists: raw.priceLists.filter((l) => l.cod === EUR),
    services: raw.services.map((s) => ({ ...s, prices: s.prices.filter((p) => p.priceList === EUR) })),
  },
};

const visited: string[] = [];
let documentCalls = 0;
const fakeApi = {
  catalog: {
    document: (cod: string) => {
      documentCalls += 1;
      if (cod.toUpperCase() !== 'KITCHEN') return Promise.reject(new Error('Catalog not found'));
      return Promise.resolve(documentReply);
    },
  },
} as unknown as Api;

beforeAll(() => {
  void i18n.init({ resources: {}, lng: 'en', fallbackLng: 'en', initAsync: false });
});

beforeEach(() => {
  configureActions({
    api: fakeApi,
    navigate: (path) => {
      visited.push(path);
    },
  });
  store.set(projectAtom, null);
  store.set(catalogDocumentsAtom, {});
  store.set(articleEditAtom, null);
  clearHistory();
  visited.length = 0;
});

const project = () => store.get(projectAtom)!;
const engine = compileModel(loadCatalog(documentReply.document), 'B1S');

describe('quoting actions', () => {
  it('inserting an article with no project open starts one, unsaved, priced, in the configurator', async () => {
    const rowId = await dispatch('insertArticle', {
      catalog: 'kitchen',
      classification: 'BASE',
      article: 'b1s-600',
    });
    expect(visited).toEqual(['/configurator']);
    const p = project();
    expect(p.isopen).toBe(true);
    expect(p.currency).toBe('EUR');
    expect(p.customerFields.vat).toBe('22');
    expect(p.rows).toHaveLength(1);
    expect(p.rows[0]).toMatchObject({ catalog: 'KITCHEN', model: 'B1S', cod: 'B1S-600', var: 'WIDTH=600' });
    expect(String(p.currentrow)).toBe(rowId);
    expect(p.customerFields.rows).toEqual([{ uniqueid: 1, vat: '0', checkVat: false, ntp: true, qt: 1 }]);
    expect(store.get(articleEditAtom)).toEqual({ rowId, savedVar: null });
    // The row's ERP lines are core's evaluation; the stored totals are core's pricing.
    expect(p.rows[0]!.erp).toEqual(evaluate(engine, 'WIDTH=600', { priceList: EUR }).erp);
    const expected = repriceProject(p).totals;
    expect(p.customerFields.generalTotal).toBe(expected.generalTotal);
    expect(p.customerFields.totVatI).toBe(expected.totVatI);
    await expect(dispatch('insertArticle', { catalog: 'KITCHEN', article: 'NOPE' })).rejects.toThrow(
      'Article not found',
    );
  });

  it('changes variants through the rules: forced values, excluded values as violations, errors for bad input', async () => {
    const calls = documentCalls;
    await dispatch('insertArticle', { catalog: 'KITCHEN', article: 'B1S-600' });
    const before = store.get(projectPricingAtom);
    await dispatch('changeVariant', { varCod: 'width', varVal: '800' });
    const current = store.get(currentEvaluationAtom);
    if (!current?.ok) throw new Error('no evaluation');
    expect(current.evaluation.values.WIDTH).toBe(800);
    expect(current.evaluation.variables.DOORS).toMatchObject({ value: 2, source: 'forced' });
    expect(project().rows[0]!.var).toBe('WIDTH=800');
    // The derived price follows the change at once.
    const after = store.get(projectPricingAtom);
    expect(after?.ok && before?.ok && after.result.totals.generalTotal).not.toBe(
      before?.ok && before.result.totals.generalTotal,
    );
    await dispatch('changeVariant', { varCod: 'WIDTH', varVal: '600' });
    const narrow = store.get(currentEvaluationAtom);
    if (!narrow?.ok) throw new Error('no evaluation');
    expect(narrow.evaluation.variables.WASTE!.options!.map((o) => o.value)).not.toContain('W3');
    await expect(dispatch('changeVariant', { varCod: 'WIDTH', varVal: '613' })).rejects.toThrow();
    expect(project().rows[0]!.var).toBe('WIDTH=600');
    // The document is fetched once per session, not per change.
    expect(documentCalls - calls).toBeLessThanOrEqual(1);
  });

  it('a change that makes a chosen value forbidden stores its fallback, as the host protocol sees it (issue 19)', async () => {
    await dispatch('insertArticle', { catalog: 'KITCHEN', article: 'B1S-600' });
    await dispatch('changeVariant', { varCod: 'WIDTH', varVal: '800' });
    await dispatch('changeVariant', { varCod: 'WASTE', varVal: 'W3' });
    const withBins = store.get(projectPricingAtom);
    // changeVariant answers the host with the row's choices: the three bins are gone with the width.
    await expect(dispatch('changeVariant', { varCod: 'WIDTH', varVal: '600' })).resolves.toBe(
      'WASTE=NONE;WIDTH=600',
    );
    const row = project().rows[0]!;
    expect(row.erp.map((l) => l.cod)).not.toContain('WASTE-W3');
    const current = store.get(currentEvaluationAtom);
    if (!current?.ok) throw new Error('no evaluation');
    expect(current.evaluation.adjustments.map((a) => a.message)).toEqual([
      'Waste separation changed from “Three bins, 3 × 12 l” to “None”: Three-bin waste separation needs a unit of 800 mm or wider',
    ]);
    // Priced as a 600 mm sink base without bins (EUR 345.10), not with them (464.10, the figure).
    const pricing = store.get(projectPricingAtom);
    expect(pricing?.ok && pricing.result.rows[0]!.net).toBe('345.10');
    expect(withBins?.ok && withBins.result.rows[0]!.net).not.toBe('345.10');
    // Back to 800 mm: the bins do not come back by themselves (the fallback was stored).
    await dispatch('changeVariant', { varCod: 'WIDTH', varVal: '800' });
    expect(project().rows[0]!.var).toBe('WASTE=NONE;WIDTH=800');
  });

  it('opens a row stored with a forbidden value with the fallback applied and told', async () => {
    await dispatch('insertArticle', { catalog: 'KITCHEN', article: 'B1S-600' });
    const open = project();
    // As an older version stored it: 600 mm with three bins.
    store.set(projectAtom, { ...open, rows: [{ ...open.rows[0]!, var: 'WIDTH=600;WASTE=W3' }] });
    await dispatch('editRow', { rowId: open.rows[0]!.uniqueid });
    expect(project().rows[0]!.var).toBe('WIDTH=600;WASTE=NONE');
    expect(project().rows[0]!.erp.map((l) => l.cod)).not.toContain('WASTE-W3');
    const current = store.get(currentEvaluationAtom);
    expect(current?.ok && current.evaluation.adjustments.map((a) => a.variable)).toEqual(['WASTE']);
    expect(store.get(articleEditAtom)?.savedVar).toBe('WIDTH=600;WASTE=W3');
  });

  it('refuses to save a project with a row that breaks a rule, naming the row and the rule (issue 19)', async () => {
    const save = vi.fn();
    configureActions({
      api: { ...fakeApi, projects: { save } } as unknown as Api,
      navigate: () => undefined,
    });
    store.set(profileAtom, {
      guest: false,
      admin: false,
      gdprFlags: '1;1;1;1',
      shop: { cod: 'MILANO', country: 'IT' },
    });
    store.set(userFlagsAtom, { kind: 'pro', sellerLevel: 5, loginFail: false, guestAdmitted: true });
    await dispatch('insertArticle', { catalog: 'KITCHEN', article: 'B1S-600' });
    await dispatch('changeVariant', { varCod: 'WIDTH', varVal: '500' });
    // The article is not saved as valid either: it stays unsaved, and says why.
    await expect(dispatch('saveArticle')).rejects.toThrow(
      'A sink base unit needs a width of at least 600 mm',
    );
    expect(store.get(articleEditAtom)?.savedVar).toBeNull();
    await expect(dispatch('saveProject', {})).rejects.toThrow(
      'Row 1 (Sink base unit B1S-500) breaks the catalogue’s rules: A sink base unit needs a width of at least 600 mm',
    );
    await expect(dispatch('saveProject', { isOffer: true })).rejects.toThrow(
      'Row 1 (Sink base unit B1S-500)',
    );
    expect(save).not.toHaveBeenCalled();
    store.set(profileAtom, null);
  });

  it('No on a never-saved article removes it; on a saved one restores its saved choices', async () => {
    await dispatch('insertArticle', { catalog: 'KITCHEN', article: 'B1S-600' });
    await dispatch('discardArticle');
    expect(project().rows).toEqual([]);
    await dispatch('insertArticle', { catalog: 'KITCHEN', article: 'B1S-600' });
    await dispatch('saveArticle');
    await dispatch('changeVariant', { varCod: 'WIDTH', varVal: '900' });
    await dispatch('discardArticle');
    expect(project().rows[0]!.var).toBe('WIDTH=600');
    expect(project().rows[0]!.erp).toEqual(evaluate(engine, 'WIDTH=600', { priceList: EUR }).erp);
  });

  it('walks a journey back to no project with undo and forward again with redo', async () => {
    const snapshots = [store.get(projectAtom)];
    const steps: (() => Promise<unknown>)[] = [
      () => dispatch('insertArticle', { catalog: 'KITCHEN', article: 'B1S-600' }),
      () => dispatch('changeVariant', { varCod: 'WIDTH', varVal: '800' }),
      () => dispatch('loadGallery', { catalog: 'KITCHEN', idGallery: 'sage-sink-800' }),
      () => dispatch('setModel', { catalog: 'KITCHEN', model: 'W1' }),
      () => dispatch('setQuantity', { rowId: 1, qt: 3 }),
      () => dispatch('duplicateRow', { rowId: 2 }),
      () => dispatch('moveRow', { rowId: 3, offset: -2 }),
      () => dispatch('setDiscount', { discount1: '10', discount2: '25.50' }),
      () => dispatch('setService', { catalog: 'KITCHEN', cod: 'DELIVERY', selected: true }),
      () => dispatch('setCustomerRow', { rowId: 2, rifGmk: 'Kitchen wall', notes: 'Left of the window' }),
      () => dispatch('setNotes', { notes: 'Deliver after 14:00' }),
      () => dispatch('removeRow', { rowId: 1 }),
    ];
    for (const step of steps) {
      await step();
      snapshots.push(store.get(projectAtom));
    }
    const last = project();
    expect(last.rows.map((r) => r.uniqueid)).toEqual([3, 2, 4]);
    expect(last.customerFields.servicesRows.KITCHEN!.find((s) => s.cod === 'DELIVERY')).toMatchObject({
      offer: '95.00',
      perc: '2',
    });
    expect(last.customerFields.generalTotal).toBe(repriceProject(last).totals.generalTotal);
    expect(store.get(historyAtom).undo).toHaveLength(steps.length);
    for (let i = steps.length - 1; i >= 0; i -= 1) {
      await dispatch('undo');
      expect(store.get(projectAtom)).toEqual(snapshots[i]);
    }
    expect(store.get(projectAtom)).toBeNull();
    for (let i = 1; i <= steps.length; i += 1) {
      await dispatch('redo');
      expect(store.get(projectAtom)).toEqual(snapshots[i]);
    }
  });

  it("loads a catalogue again after another sign-in (its price list is the user's)", async () => {
    await dispatch('insertArticle', { catalog: 'KITCHEN', article: 'B1S-600' });
    const calls = documentCalls;
    expect(Object.keys(store.get(catalogDocumentsAtom))).toEqual(['KITCHEN']);
    store.set(profileAtom, { guest: false } as never);
    expect(store.get(catalogDocumentsAtom)).toEqual({});
    await dispatch('changeVariant', { varCod: 'WIDTH', varVal: '800' });
    expect(documentCalls).toBe(calls + 1);
  });

  it('refuses bad offer input with a clear error and changes nothing', async () => {
    await dispatch('insertArticle', { catalog: 'KITCHEN', article: 'B1S-600' });
    const before = project();
    await expect(dispatch('setQuantity', { rowId: 1, qt: 0 })).rejects.toThrow('Quantity');
    await expect(dispatch('setDiscount', { discount1: '120' })).rejects.toThrow('percent from 0 to 100');
    await expect(dispatch('setDiscount', { discount2: '-3' })).rejects.toThrow('Fixed discount');
    await expect(dispatch('setStatus', { status: 'nonsense' })).rejects.toThrow('Unknown status');
    expect(project()).toBe(before);
  });
});
