import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../core/locale/currencies';
import { repriceProject } from '../../core/pricing';
import { loadProject } from '../../core/project/load';
import type { ProjectInput } from '../../core/project/schema';
import { NO_CATALOG_TEXTS } from './catalog-texts';
import { offerLabels, offerLanguage } from './labels';
import { DEFAULT_VALIDITY_DAYS, buildOffer, moneyFormatter } from './offer-model';

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]).toString('base64')}`;
const today = new Date('2026-11-22T09:00:00Z');
const shop = { name: 'Arredo Milano', lines: ['Via Roma 1'] };

function project(overrides: Partial<ProjectInput> = {}): ProjectInput {
  return {
    schemaVersion: 2,
    id: 31,
    des: 'Living room',
    currency: 'EUR',
    img: PNG,
    rows: [
      {
        uniqueid: 'r1',
        catalog: 'SOFAS',
        cod: 'ARM-1',
        img: PNG,
        var: 'FABRIC=RED;WIDTH=900',
        erp: [
          { level: 0, cod: 'ARM', des: 'Armchair', qt: 1, punit: '333.33' },
          { level: 1, cod: 'CUSH', des: 'Cushion', qt: 2, punit: '12.50' },
          {
            level: 2,
            cod: 'ZIP',
            des: 'Zip',
            qt: 1,
            punit: '0.99',
            customDataFe: { iva: '10', check: true },
          },
        ],
      },
      {
        uniqueid: 'r2',
        catalog: 'SOFAS',
        skipBasket: true,
        erp: [{ level: 0, cod: 'X', qt: 1, punit: '999.00' }],
      },
      { uniqueid: 'r3', catalog: 'TABLES', model: 'T1', erp: [] },
      {
        uniqueid: 'r4',
        catalog: 'TABLES',
        erp: [{ level: 0, cod: 'TAB', des: 'Table', qt: 1, punit: '410.10' }],
      },
    ],
    orderaddress: [
      {
        firstname: 'Anna',
        surname: 'Rossi',
        street: 'Via Po 3',
        postalcode: '10100',
        city: 'Torino',
        country: 'Italia',
      },
    ],
    customerFields: {
      vat: '22',
      discount1: '10',
      discount2: '5',
      notes: '  Consegna al mattino.  ',
      rows: [{ uniqueid: 'r1', qt: 3 }],
      catalogsRows: { SOFAS: { discount1: '5', discount: '1.00' } },
      servicesRows: { TABLES: [{ des: 'Transport', offer: '50', perc: '0', vat: '22' }] },
    },
    ...overrides,
  };
}

describe('buildOffer', () => {
  const input = loadProject(project());
  const offer = buildOffer(input, { language: 'en', today, shop, validityDays: 10 });
  const core = repriceProject(input);
  const money = moneyFormatter(CURRENCIES.EUR!, 'en-GB');

  it('takes every total from core/pricing, formatted in the offer language', () => {
    expect(offer.figures).toEqual(core.totals);
    expect(offer.totals).toEqual([
      { label: 'Goods', amount: money(core.totals.totalGoods) },
      { label: 'Discount 10%', amount: '-€143.32' },
      { label: 'Services', amount: money(core.totals.totalServices) },
      { label: 'Fixed discount', amount: '-€5.00' },
      { label: 'General total excl. VAT', amount: money(core.totals.generalTotal), strong: true },
      // Rows at 22% and 10%: one VAT line per rate on its base (issue 19), adding up to the VAT.
      ...core.totals.vatByRate.map((l) => ({
        label: `VAT ${l.rate === '22.00' ? '22' : '10'}% on ${money(l.base)}`,
        amount: money(l.vat),
      })),
      { label: 'Total incl. VAT', amount: money(core.totals.totVatI), strong: true },
    ]);
    // By hand: 1332.31 + 2.53 = 1334.84 (the total excl. VAT); 1332.31 x 22% = 293.11 and
    // 2.53 x 10% = 0.25 add up to the VAT 293.36.
    expect(core.totals.vatByRate).toEqual([
      { rate: '22.00', base: '1332.31', vat: '293.11' },
      { rate: '10.00', base: '2.53', vat: '0.25' },
    ]);
    expect([core.totals.totVatE, core.totals.vat]).toEqual(['1334.84', '293.36']);
    // By hand: SOFAS 1077.96 -5 % = 1024.06 -1.00 = 1023.06; TABLES 410.10; 10 % of 1433.16 = 143.32.
    expect(core.totals.totalGoods).toBe('1433.16');
    expect(core.totals.goodsAfterDiscount).toBe('1289.84');
    expect(core.totals.totVatE).toBe('1334.84');
  });

  it('prints one line per row with its accessories indented, leaving out rows not in the basket', () => {
    const [sofas, tables] = offer.sections;
    expect(offer.sections.map((s) => s.catalog)).toEqual(['SOFAS', 'TABLES']);
    expect(sofas!.rows).toHaveLength(1);
    const row = sofas!.rows[0]!;
    expect(row.main).toEqual({
      level: 0,
      code: 'ARM-1',
      description: 'Armchair',
      quantity: '3',
      unitPrice: '€333.33',
      vat: '22%',
      total: '€999.99',
    });
    expect(row.accessories.map((a) => [a.level, a.code, a.quantity, a.total, a.vat])).toEqual([
      [1, 'CUSH', '6', '€75.00', '22%'],
      [2, 'ZIP', '3', '€2.97', '10%'],
    ]);
    expect(row.variants).toBe('FABRIC: RED · WIDTH: 900');
    expect(row.image?.format).toBe('png');
    // A row without ERP lines still prints, with its model name and a zero total.
    expect(tables!.rows.map((r) => [r.main.code, r.main.description, r.main.total])).toEqual([
      ['T1', 'T1', '€0.00'],
      ['TAB', 'Table', '€410.10'],
    ]);
  });

  it('prints catalogue subtotals, both catalogue discounts and the services', () => {
    const [sofas, tables] = offer.sections;
    const totals = core.catalogs.SOFAS!;
    expect(sofas!.amounts).toEqual([
      { label: 'Subtotal', amount: money(totals.tot) },
      { label: 'Discount 5%', amount: '-€53.90' },
      { label: 'Discount', amount: '-€1.00' },
      { label: 'Catalogue total', amount: money(totals.totV), strong: true },
    ]);
    expect(totals.tot).toBe('1077.96');
    expect(totals.totV).toBe('1023.06');
    expect(tables!.amounts).toEqual([{ label: 'Catalogue total', amount: '€410.10', strong: true }]);
    expect(tables!.services).toEqual([
      { description: 'Transport', vat: '22%', price: '€50.00', total: '€61.00' },
    ]);
  });

  it('fills the header: number, dates, validity, customer, shop, picture and notes', () => {
    expect(offer).toMatchObject({
      number: '31',
      projectTitle: 'Living room',
      date: '22/11/2026',
      validUntil: '02/12/2026',
      shop,
      customer: { name: 'Anna Rossi', lines: ['Via Po 3', '10100 Torino', 'Italia'] },
      notes: 'Consegna al mattino.',
    });
    expect(offer.projectImage?.format).toBe('png');
    const defaults = buildOffer(loadProject(project({ id: undefined, img: undefined, orderaddress: [] })), {
      language: 'en',
      today,
      shop,
      number: 'P-7',
    });
    expect(DEFAULT_VALIDITY_DAYS).toBe(30);
    expect(defaults).toMatchObject({
      number: 'P-7',
      validUntil: '22/12/2026',
      customer: null,
      projectImage: null,
    });
  });

  it('uses the customer code when the address has no e-mail, and prints the VAT number', () => {
    const withCode = buildOffer(
      loadProject(
        project({ customercod: 'anna@example.com', orderaddress: [{ surname: 'Rossi', vat: 'IT123' }] }),
      ),
      { language: 'it', today, shop },
    );
    expect(withCode.customer).toEqual({ name: 'Rossi', lines: ['anna@example.com', 'P. IVA IT123'] });
  });

  it('names services in the offer language when the project kept the catalogue text', () => {
    const texts = {
      ...NO_CATALOG_TEXTS,
      service: (_catalog: string, cod: string, lang: string) =>
        cod === 'TR'
          ? { text: lang === 'it' ? 'Trasporto' : 'Transport', default: 'Transport', all: ['Transport'] }
          : undefined,
    };
    const services = (des: string | undefined) =>
      buildOffer(
        loadProject(
          project({
            customerFields: { servicesRows: { TABLES: [{ cod: 'TR', des, offer: '50', perc: '0' }] } },
          }),
        ),
        { language: 'it', today, shop, texts },
      ).sections.find((s) => s.catalog === 'TABLES')!.services[0]!.description;
    expect(services('Transport')).toBe('Trasporto');
    expect(services(undefined)).toBe('Trasporto');
    expect(services('Trasporto al piano')).toBe('Trasporto al piano');
  });

  it('speaks Italian and German: labels and number format', () => {
    const it = buildOffer(input, { language: 'it', today, shop });
    expect(it.labels.totalWithVat).toBe('Totale IVA inclusa');
    expect(it.sections[0]!.rows[0]!.main.unitPrice).toBe('333,33\u00a0€');
    const de = buildOffer(input, { language: 'de', today, shop });
    expect(de.totals.at(-1)!.label).toBe('Gesamtsumme inkl. MwSt.');
    expect(de.sections[0]!.rows[0]!.main.total).toBe('999,99\u00a0€');
    expect(offerLabels('de').page(2, 5)).toBe('Seite 2 von 5');
  });

  it('prints CHF totals rounded to 0.05 by core, lines unrounded', () => {
    const chf = buildOffer(loadProject(project({ currency: 'CHF' })), { language: 'en', today, shop });
    expect(chf.currency.code).toBe('CHF');
    expect(chf.currencyLabel).toBe('Swiss Franc (CHF)');
    const chfDe = buildOffer(loadProject(project({ currency: 'CHF' })), { language: 'de', today, shop });
    expect(chfDe.currencyLabel).toBe('Schweizer Franken (CHF)');
    expect(chf.figures.totVatI).toMatch(/\.\d[05]$/);
    // Francs the Swiss way in English (en-CH): an apostrophe groups the thousands.
    expect(chf.totals.at(-1)!.amount).toMatch(
      new RegExp(`^CHF\\s${chf.figures.totVatI.replace(/\B(?=(\d{3})+\.)/g, "['’]").replace('.', '\\.')}$`),
    );
    expect(chf.sections[0]!.rows[0]!.main.unitPrice).toBe('CHF\u00a0333.33');
  });
});

describe('offerLanguage', () => {
  it('maps request codes to en, it or de; anything else is English', () => {
    expect(offerLanguage(undefined)).toBe('en');
    expect(offerLanguage('it')).toBe('it');
    expect(offerLanguage('it-IT')).toBe('it');
    expect(offerLanguage('de_CH')).toBe('de');
    expect(offerLanguage('d')).toBe('de');
    expect(offerLanguage('IT')).toBe('it');
    expect(offerLanguage('fr')).toBe('en');
  });
});
