import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../core/catalog';
import { repriceProject } from '../../../core/pricing';
import { readSampleCatalogJson } from '../../../tests/support/sample-catalog-raw';
import type { LoadedCatalog } from '../../state/catalogs';
import { freshProject, insertRow, patchCustomerRow } from '../../../core/project/edits';
import { setServiceSelected } from '../../../core/project/offerEdits';
import { offerItems, serviceNames, serviceQuotes } from './offerRows';

const raw = (name: string) => {
  const doc = readSampleCatalogJson(name) as {
    priceLists: { cod: string }[];
    services: { prices: { priceList: string }[] }[];
  };
  return loadCatalog({
    ...doc,
    priceLists: doc.priceLists.filter((l) => l.cod === 'RETAIL-EUR'),
    services: doc.services.map((s) => ({
      ...s,
      prices: s.prices.filter((p) => p.priceList === 'RETAIL-EUR'),
    })),
  });
};
const loaded = (name: string): LoadedCatalog => ({
  document: raw(name),
  priceList: 'RETAIL-EUR',
  currency: 'EUR',
});
const documents = { KITCHEN: loaded('kitchen'), LIVING: loaded('living') };

describe('offer items', () => {
  it('groups rows by catalogue in first-appearance order, with unit price per piece and VAT without zeros', () => {
    let project = insertRow(freshProject(), documents.KITCHEN, {
      catalog: 'KITCHEN',
      model: 'B1',
      variant: 'WIDTH=600',
      lang: 'it',
    });
    project = insertRow(project, documents.LIVING, {
      catalog: 'LIVING',
      model: 'SB',
      variant: '',
      lang: 'it',
    });
    project = insertRow(project, documents.KITCHEN, {
      catalog: 'KITCHEN',
      model: 'B1S',
      variant: '',
      article: 'B1S-800',
      lang: 'it',
    });
    project = patchCustomerRow(project, 3, { qt: 4 });
    const priced = repriceProject(project);
    const items = offerItems(project, priced.rows, documents, 'it', priced.catalogs);
    expect(
      items.map((i) => (i.kind === 'catalog' ? `[${i.catalog} ${i.count}]` : String(i.row.uniqueid))),
    ).toEqual(['[KITCHEN 2]', '1', '3', '[LIVING 1]', '2']);
    const four = items[2]!;
    if (four.kind !== 'row') throw new Error('expected a row');
    expect(four.des).toBe('Base lavello 800 mm');
    expect(new Big(four.unit).times(4).toFixed(2)).toBe(four.priced!.net);
    expect(four.vat).toBe('22');
    expect(items[0]).toMatchObject({ kind: 'catalog', des: 'Programma cucine Modena' });
  });
});

describe('service names', () => {
  it('are the catalogue translations in the user language, by catalogue and code', () => {
    expect(serviceNames(documents, 'de').KITCHEN!.DELIVERY).toBe('Lieferung bis Bordsteinkante');
    expect(serviceNames(documents, 'it').LIVING!.DELIVERY).toBe('Consegna al piano strada');
    expect(serviceNames(documents, 'en').KITCHEN!.DELIVERY).toBe('Delivery to the kerb');
  });
});

describe('service quotes', () => {
  it('price a service not taken as it would cost: the list offer plus percent, or percent of the goods', () => {
    const project = insertRow(freshProject(), documents.KITCHEN, {
      catalog: 'KITCHEN',
      model: 'B1',
      variant: 'WIDTH=600',
      lang: 'en',
    });
    const priced = repriceProject(project);
    // Inserted services are not taken: stored and priced at 0.
    expect(priced.services.KITCHEN!.map((s) => s.price)).toEqual(['0.00', '0.00', '0.00']);
    const quotes = serviceQuotes(documents, priced.catalogs).KITCHEN!;
    const list = raw('kitchen').services.find((s) => s.cod === 'DELIVERY')!;
    // Delivery: offer 95.00 plus 2 % = 96.90, as core prices it once ticked.
    expect(list.offer).toBe('95.00');
    expect(quotes.DELIVERY).toBe('96.90');
    const taken = repriceProject(
      setServiceSelected(project, documents, 'KITCHEN', 'ASSEMBLY', true, 'en'),
    ).services.KITCHEN!.find((s) => s.cod === 'ASSEMBLY')!;
    expect(quotes.ASSEMBLY).toBe(taken.price);
  });
});
