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

  it('a configuration the catalogue cannot read throws, every time', () => {
    const bad = article('B1-XX', 'NOSUCHVARIABLE=1');
    expect(() => articleFacts(eur, bad, 'en')).toThrow();
    expect(() => articleFacts(eur, bad, 'en')).toThrow();
  });
});
