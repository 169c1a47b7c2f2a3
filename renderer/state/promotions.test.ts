// The browser prices with the signed-in shop's campaigns (shopCampaignsAtom): an edit and the
// screens' pricing agree, and a change of campaigns (another sign-in, an administrator's edit)
// prices again instead of reusing an edit's remembered result.
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../core/catalog';
import type { Campaign } from '../../core/pricing';
import { readSampleCatalogJson } from '../../tests/support/sample-catalog-raw';
import { freshProject, insertRow, priceForScreens } from '../actions/browserEdits';
import { catalogDocumentsAtom, type LoadedCatalog } from './catalogs';
import { projectPricingAtom } from './pricing';
import { projectAtom } from './project';
import { shopCampaignsAtom } from './promotions';
import { store } from './store';

const raw = readSampleCatalogJson('kitchen') as {
  priceLists: { cod: string }[];
  services: { prices: { priceList: string }[] }[];
};
const eur: LoadedCatalog = {
  document: loadCatalog({
    ...raw,
    priceLists: raw.priceLists.filter((l) => l.cod === 'RETAIL-EUR'),
    services: raw.services.map((s) => ({
      ...s,
      prices: s.prices.filter((p) => p.priceList === 'RETAIL-EUR'),
    })),
  }),
  priceList: 'RETAIL-EUR',
  currency: 'EUR',
};
const documents = { KITCHEN: eur };
const today = new Date().toISOString().slice(0, 10);
const campaign: Campaign = {
  id: 1,
  cod: 'HALF',
  des: 'Half price',
  percent: '50',
  catalogs: ['KITCHEN'],
  validFrom: '2020-01-01',
  validTo: null,
};

beforeEach(() => {
  store.set(projectAtom, null);
  store.set(catalogDocumentsAtom, documents);
  store.set(shopCampaignsAtom, []);
});

describe("the shop's campaigns in the browser", () => {
  it('an edit prices with them, and the screens show the same result', () => {
    store.set(shopCampaignsAtom, [campaign]);
    const inserted = insertRow(freshProject(), eur, {
      catalog: 'KITCHEN',
      model: 'B1',
      variant: '',
      lang: 'en',
    });
    const project = priceForScreens(inserted, documents, today);
    store.set(projectAtom, project);
    const pricing = store.get(projectPricingAtom);
    if (!pricing?.ok) throw new Error('no pricing');
    expect(pricing.result.rows[0]?.promotion).toMatchObject({ cod: 'HALF', percent: '50' });
    expect(project.customerFields.totalGoods).toBe(pricing.result.totals.totalGoods);
  });

  it('a change of campaigns prices the open project again', () => {
    const inserted = insertRow(freshProject(), eur, {
      catalog: 'KITCHEN',
      model: 'B1',
      variant: '',
      lang: 'en',
    });
    store.set(projectAtom, priceForScreens(inserted, documents, today));
    const list = store.get(projectPricingAtom);
    if (!list?.ok) throw new Error('no pricing');
    expect(list.result.rows[0]?.promotion).toBeUndefined();
    store.set(shopCampaignsAtom, [campaign]);
    const promoted = store.get(projectPricingAtom);
    if (!promoted?.ok) throw new Error('no pricing');
    expect(promoted.result.rows[0]?.promotion?.cod).toBe('HALF');
    expect(Number(promoted.result.totals.totalGoods)).toBeLessThan(Number(list.result.totals.totalGoods));
    store.set(shopCampaignsAtom, []);
    const back = store.get(projectPricingAtom);
    expect(back?.ok && back.result.totals.totalGoods).toBe(list.result.totals.totalGoods);
  });
});
