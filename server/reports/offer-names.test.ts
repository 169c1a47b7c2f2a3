// The offer and the customer documents speak one language: article, accessory and service names from the bundled catalogues
// in the offer's language; and it lists only the services the customer takes.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileModel, evaluate, servicesForPriceList } from '../../core/catalog';
import { loadProject } from '../../core/project/load';
import { loadCatalogDocuments, catalogTextsOf } from './catalog-texts';
import { buildCustomerDocument } from './documents/model';
import { buildOffer } from './offer-model';

const documents = loadCatalogDocuments(resolve(import.meta.dirname, '../../resources/catalogs'));
const texts = catalogTextsOf(documents);
const kitchen = documents.find((doc) => doc.catalog.cod === 'KITCHEN')!;
const today = new Date('2026-11-29T09:00:00Z');
const shop = { name: 'Arredo Zürich', lines: [] };

/** A kitchen base unit as core evaluates it (English names), its services added in Italian. */
function kitchenProject(services: { cod: string; selected?: boolean; des?: string }[]) {
  const evaluated = evaluate(compileModel(kitchen, 'B1'), 'WIDTH=600', { priceList: 'RETAIL-EUR' });
  const listed = servicesForPriceList(kitchen, 'RETAIL-EUR', 'it');
  return loadProject({
    schemaVersion: 2,
    id: 12,
    currency: 'EUR',
    rows: [{ uniqueid: 1, catalog: 'KITCHEN', model: 'B1', cod: 'B1-600', erp: evaluated.erp }],
    customerFields: {
      rows: [{ uniqueid: 1, qt: 1 }],
      vat: '22',
      servicesRows: {
        KITCHEN: services.map(({ cod, selected, des }) => {
          const service = listed.find((s) => s.cod === cod)!;
          const taken = selected ?? true;
          return {
            ...service,
            ...(des ? { des } : {}),
            ...(selected === undefined ? {} : { selected }),
            ...(taken ? {} : { offer: '0.00', perc: '0' }),
          };
        }),
      },
    },
  });
}

describe('offer names and services', () => {
  it('names the article and its accessories in the offer language, as the offer screen does', () => {
    const offer = buildOffer(kitchenProject([]), { language: 'de', today, shop, texts });
    const row = offer.sections[0]!.rows[0]!;
    expect(row.main.description).toBe('Unterschrank mit Türen');
    expect(row.accessories.map((line) => line.description)).toContain('Scharnier 110° mit Dämpfung');
    // A name the ERP or the seller gave is printed as stored.
    const project = kitchenProject([]);
    project.rows[0]!.erp[0]!.des = 'Unterschrank nach Maß';
    const custom = buildOffer(project, { language: 'de', today, shop, texts });
    expect(custom.sections[0]!.rows[0]!.main.description).toBe('Unterschrank nach Maß');
  });

  it('prints only the services taken, in the offer language whatever language they were added in', () => {
    const project = kitchenProject([
      { cod: 'DELIVERY', selected: true },
      { cod: 'ASSEMBLY', selected: false },
      { cod: 'WT-TEMPLATE', des: 'Rilievo del piano (a parte)', selected: true },
    ]);
    const services = buildOffer(project, { language: 'en', today, shop, texts }).sections[0]!.services;
    expect(services.map((s) => s.description)).toEqual([
      'Delivery to the kerb',
      'Rilievo del piano (a parte)',
    ]);
  });

  it('takes a service without the flag by its price (projects saved before the flag)', () => {
    const project = kitchenProject([{ cod: 'DELIVERY' }, { cod: 'ASSEMBLY' }]);
    const assembly = project.customerFields.servicesRows.KITCHEN![1]!;
    assembly.offer = '0.00';
    assembly.perc = '0';
    const services = buildOffer(project, { language: 'it', today, shop, texts }).sections[0]!.services;
    expect(services.map((s) => s.description)).toEqual(['Consegna al piano strada']);
  });

  it('names boxes and their parts in the language of the bill of materials and the labels', () => {
    const bom = buildCustomerDocument(kitchenProject([]), 'BOMDettaglioBox', {
      language: 'it',
      today,
      shop,
      texts,
    });
    const box = bom.boxes[0]!;
    expect(box.description).toBe('Base con ante');
    expect(box.components.map((c) => c.description)).toContain('Cerniera ammortizzata 110°');
  });
});
