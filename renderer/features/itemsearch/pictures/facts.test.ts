// The tile's facts are the article's (its preset, the loaded price list), not its model's defaults.
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../core/catalog';
import { readSampleCatalogJson } from '../../../../tests/support/sample-catalog-raw';
import type { LoadedCatalog } from '../../../state/catalogs';
import { articleFacts } from './facts';

const raw = readSampleCatalogJson('kitchen') as {
  priceLists: { cod: string }[];
  services: { prices: { priceList: string }[] }[];
};
function loaded(list: 'RETAIL-EUR' | 'RETAIL-CHF', currency: string): LoadedCatalog {
  return {
    document: loadCatalog({
      ...raw,
      priceLists: raw.priceLists.filter((l) => l.cod === list),
      services: raw.services.map((s) => ({ ...s, prices: s.prices.filter((p) => p.priceList === list) })),
    }),
    priceList: list,
    currency,
    hash: 'h',
  };
}
const eur = loaded('RETAIL-EUR', 'EUR');
const chf = loaded('RETAIL-CHF', 'CHF');
const article = (cod: string, variant: string) =>
  ({
    catalog: 'KITCHEN',
    kind: 'article',
    cod,
    model: cod.startsWith('B1S') ? 'B1S' : 'B1',
    variant,
  }) as const;

describe('article facts', () => {
  it("tell the article's own size and price, not the model's defaults", () => {
    const narrow = articleFacts(eur, article('B1-300', 'WIDTH=300'), 'en');
    expect(narrow.size).toEqual({ width: 300, height: 870, depth: 580 });
    expect(narrow.price).toEqual({ amount: '235.10', currency: 'EUR' });
    const defaults = articleFacts(
      eur,
      { catalog: 'KITCHEN', kind: 'model', cod: 'B1', model: 'B1', variant: '' },
      'en',
    );
    expect(defaults.size?.width).toBe(600);
    expect(defaults.price?.amount).toBe('341.10');
    expect(narrow.parts.length).toBeGreaterThan(0);
  });

  it("price in the loaded document's list and currency (the open project's)", () => {
    const facts = articleFacts(chf, article('B1-300', 'WIDTH=300'), 'en');
    expect(facts.price?.currency).toBe('CHF');
    expect(facts.price?.amount).toBe('274.50');
  });

  it("the shop's running campaign lowers the tile's price exactly as the row's, and says which", () => {
    const spring = {
      id: 1,
      cod: 'SPRING',
      des: 'Spring kitchens',
      percent: '10',
      catalogs: ['KITCHEN'],
      validFrom: '2026-03-01',
      validTo: '2026-05-31',
    };
    const doors = { ...spring, id: 2, cod: 'DOORS', percent: '50', catalogs: ['DOORS'] };
    const subject = article('B1-300', 'WIDTH=300');
    const during = articleFacts(eur, subject, 'en', { campaigns: [spring, doors], date: '2026-04-10' });
    // 235.10 less 10 % rounded to the cent: what core prices the inserted row at.
    expect(during.price).toEqual({
      amount: '211.59',
      currency: 'EUR',
      list: '235.10',
      promotion: { cod: 'SPRING', des: 'Spring kitchens', percent: '10', saving: '23.51' },
    });
    // The day after its end date, and with another catalogue's campaign only: the list price.
    const after = articleFacts(eur, subject, 'en', { campaigns: [spring, doors], date: '2026-06-01' });
    expect(after.price).toEqual({ amount: '235.10', currency: 'EUR' });
    expect(articleFacts(eur, subject, 'en', { campaigns: [doors], date: '2026-04-10' }).price?.amount).toBe(
      '235.10',
    );
    // The end date itself is still in the campaign.
    expect(
      articleFacts(eur, subject, 'en', { campaigns: [spring], date: '2026-05-31' }).price?.promotion?.cod,
    ).toBe('SPRING');
  });

  it('a configuration the catalogue cannot read throws, every time', () => {
    const bad = article('B1-XX', 'NOSUCHVARIABLE=1');
    expect(() => articleFacts(eur, bad, 'en')).toThrow();
    expect(() => articleFacts(eur, bad, 'en')).toThrow();
  });
});
