// The derived atoms of the quoting screens: the current row's evaluation and the project's prices
// come from core, once per change of the project, with nothing kept in sync by hand.
import { beforeEach, describe, expect, it } from 'vitest';
import { compileModel, evaluate, loadCatalog } from '../../core/catalog';
import { CURRENCIES } from '../../core/locale/currencies';
import { repriceProject } from '../../core/pricing';
import { readSampleCatalogJson } from '../../tests/support/sample-catalog-raw';
import { catalogDocumentsAtom, type LoadedCatalog } from './catalogs';
import { currentEvaluationAtom, currentRowAtom, evaluateRow } from './evaluation';
import {
  articlePricesOf,
  moneyFormatterAtom,
  priceProject,
  projectPricingAtom,
  rowNetsAtom,
} from './pricing';
import { projectAtom } from './project';
import { preferencesAtom } from './session';
import {
  changeVariant,
  freshProject,
  insertRow,
  memo,
  patchCustomerRow,
  priceForScreens as recompute,
  setCatalogDiscounts,
  setDiscounts,
  setServiceSelected,
} from '../actions/browserEdits';
import { store } from './store';

const raw = readSampleCatalogJson('kitchen') as {
  priceLists: { cod: string }[];
  services: { prices: { priceList: string }[] }[];
};
const chf: LoadedCatalog = {
  document: loadCatalog({
    ...raw,
    priceLists: raw.priceLists.filter((l) => l.cod === 'RETAIL-CHF'),
    services: raw.services.map((s) => ({
      ...s,
      prices: s.prices.filter((p) => p.priceList === 'RETAIL-CHF'),
    })),
  }),
  priceList: 'RETAIL-CHF',
  currency: 'CHF',
};
const documents = { KITCHEN: chf };
const CHF = CURRENCIES.CHF!;

beforeEach(() => {
  store.set(projectAtom, null);
  store.set(catalogDocumentsAtom, documents);
});

describe('derived quoting atoms', () => {
  it('evaluates the current row with core, and again only when the project changes', () => {
    expect(store.get(currentEvaluationAtom)).toBeNull();
    store.set(preferencesAtom, (previous) => ({ ...previous, language: 'de-CH' }));
    const project = insertRow(freshProject(), chf, {
      catalog: 'KITCHEN',
      model: 'B1S',
      variant: 'WIDTH=600',
      lang: 'de',
    });
    store.set(projectAtom, project);
    expect(store.get(currentRowAtom)?.model).toBe('B1S');
    const first = store.get(currentEvaluationAtom);
    if (!first?.ok) throw new Error('no evaluation');
    expect(first.evaluation.erp).toEqual(
      evaluate(compileModel(chf.document, 'B1S'), 'WIDTH=600', { priceList: 'RETAIL-CHF', lang: 'de' }).erp,
    );
    // German texts: the group names come from the catalogue in the user's language.
    expect(first.groups.map((g) => g.des)).toContain('Maße');
    store.set(preferencesAtom, (previous) => ({ ...previous, language: 'en' }));
    const english = store.get(currentEvaluationAtom);
    expect(english?.ok && english.groups.map((g) => g.des)).toContain('Size');
    store.set(preferencesAtom, (previous) => ({ ...previous, language: 'de-CH' }));
    expect(store.get(currentEvaluationAtom)).toEqual(first);
    const same = store.get(currentEvaluationAtom);
    expect(store.get(currentEvaluationAtom)).toBe(same);
    store.set(projectAtom, changeVariant(project, documents, 1, 'WIDTH', '800', 'de'));
    const second = store.get(currentEvaluationAtom);
    expect(second).not.toBe(same);
    expect(second?.ok && second.evaluation.values.DOORS).toBe(2);
  });

  it('prices the open project as core does, in francs rounded to 0.05', () => {
    let project = insertRow(freshProject(), chf, {
      catalog: 'KITCHEN',
      model: 'B1',
      variant: 'WIDTH=600',
      lang: 'en',
    });
    project = insertRow(project, chf, { catalog: 'KITCHEN', model: 'B1S', variant: 'WIDTH=900', lang: 'en' });
    project = patchCustomerRow(project, 2, { qt: 3 });
    project = setDiscounts(project, { discount1: '7.5', discount2: '10.00' });
    store.set(projectAtom, project);
    const pricing = store.get(projectPricingAtom);
    if (!pricing?.ok) throw new Error('no pricing');
    expect(project.currency).toBe('CHF');
    expect(project.customerFields.vat).toBe('8.1');
    expect(pricing.result.totals).toEqual(repriceProject(project).totals);
    expect((Number(pricing.result.totals.totVatI) * 20) % 1).toBe(0);
    expect(store.get(rowNetsAtom).get('2')).toBe(pricing.result.rows[1]!.net);
    const money = store.get(moneyFormatterAtom);
    expect(money('1234.5')).toMatch(/CHF\s?1.234\.50/);
  });

  it('reports a pricing error instead of throwing (a percent over 100 typed into an old project)', () => {
    const project = insertRow(freshProject(), chf, {
      catalog: 'KITCHEN',
      model: 'B1',
      variant: '',
      lang: 'en',
    });
    store.set(projectAtom, { ...project, customerFields: { ...project.customerFields, discount1: '140' } });
    const pricing = store.get(projectPricingAtom);
    expect(pricing?.ok).toBe(false);
  });

  it("takes an edit's prices instead of pricing the stored project again, and they are exactly core's", () => {
    let project = insertRow(freshProject(), chf, {
      catalog: 'KITCHEN',
      model: 'B1',
      variant: '',
      lang: 'en',
    });
    project = insertRow(project, chf, { catalog: 'KITCHEN', model: 'B1S', variant: 'WIDTH=900', lang: 'en' });
    const service = chf.document.services[0]!.cod;
    const edits: ((p: typeof project) => typeof project)[] = [
      (p) => p,
      (p) => patchCustomerRow(p, 2, { qt: 3 }),
      (p) => setDiscounts(p, { discount1: '7.5', discount2: '10.00' }),
      (p) => setCatalogDiscounts(p, 'KITCHEN', { discount1: '3', discount: '5' }),
      (p) => setServiceSelected(p, documents, 'KITCHEN', service, true, 'en'),
      (p) => changeVariant(p, documents, 1, 'WIDTH', '800', 'en'),
    ];
    for (const edit of edits) {
      project = recompute(edit(project), documents, '2026-11-24');
      store.set(projectAtom, project);
      const pricing = store.get(projectPricingAtom);
      if (!pricing?.ok) throw new Error('no pricing');
      // The edit's own result: the same object, not a second pricing of the same project.
      const again = priceProject(project, documents);
      expect(again.ok && again.result).toBe(pricing.result);
      // ... and exactly what pricing the stored project afresh gives.
      expect(pricing.result).toEqual(
        repriceProject(project, { currency: CHF, article: articlePricesOf(documents) }),
      );
    }
  });

  it("prices again when a row's catalogue document is another one (a price list loaded since)", () => {
    const project = recompute(
      insertRow(freshProject(), chf, { catalog: 'KITCHEN', model: 'B1', variant: '', lang: 'en' }),
      documents,
    );
    const known = priceProject(project, documents);
    const reloaded = { KITCHEN: { ...chf, document: { ...chf.document } } };
    const again = priceProject(project, reloaded);
    expect(again).not.toBe(known);
    expect(again.ok && again.result).not.toBe(known.ok && known.result);
    expect(again).toEqual(known);
  });

  it("takes an edit's evaluation of the row it stored instead of evaluating it again, and it is core's", () => {
    const project = changeVariant(
      insertRow(freshProject(), chf, { catalog: 'KITCHEN', model: 'B1S', variant: 'WIDTH=600', lang: 'de' }),
      documents,
      1,
      'WIDTH',
      '800',
      'de',
      memo,
    );
    const row = project.rows[0]!;
    const first = evaluateRow(row, chf, 'de');
    const again = evaluateRow(row, chf, 'de');
    if (!first.ok || !again.ok) throw new Error('no evaluation');
    expect(again.evaluation).toBe(first.evaluation);
    expect(first.evaluation).toEqual(
      evaluate(compileModel(chf.document, 'B1S'), 'WIDTH=800', { priceList: 'RETAIL-CHF', lang: 'de' }),
    );
    // Another language, or a row object no edit made, is evaluated afresh.
    const english = evaluateRow(row, chf, 'en');
    expect(english.ok && english.evaluation).not.toBe(first.evaluation);
    const copy = evaluateRow({ ...row }, chf, 'de');
    expect(copy.ok && copy.evaluation).not.toBe(first.evaluation);
    expect(copy.ok && copy.evaluation).toEqual(first.evaluation);
  });
});
