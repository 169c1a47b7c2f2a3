import { describe, expect, it } from 'vitest';
import { currencyByCode } from '../locale/currencies';
import { Project, type ProjectInput } from '../project/schema';
import { recomputeProject } from './recompute';
import { repriceProject } from './reprice';

const project = (input: Omit<ProjectInput, 'schemaVersion'>) => Project.parse({ schemaVersion: 2, ...input });
const line = (cod: string, qt: number, punit: string, level = 0, iva?: string) => ({
  level,
  cod,
  qt,
  punit,
  ...(iva === undefined ? {} : { customDataFe: { iva, check: true } }),
});

describe('repriceProject: worked examples (computed by hand)', () => {
  it('prices 3 x 123.456 with 22% VAT', () => {
    // unit 123.456 -> 123.46; line 3 x 123.46 = 370.38
    // VAT 370.38 x 22% = 81.4836 -> 81.48; with VAT 370.38 + 81.48 = 451.86
    const result = repriceProject(
      project({
        rows: [{ uniqueid: 'r1', catalog: 'K', erp: [line('A', 3, '123.456')] }],
        customerFields: { vat: '22' },
      }),
    );
    expect(result.rows[0]?.lines[0]).toEqual({
      level: 0,
      cod: 'A',
      qt: '3',
      unit: '123.46',
      net: '370.38',
      vat: '22.00',
    });
    expect(result.catalogs.K).toEqual({
      tot: '370.38',
      totV: '370.38',
      totServices: '0.00',
      discount1: '0.00',
      discount: '0.00',
    });
    expect(result.totals).toEqual({
      totalGoods: '370.38',
      goodsAfterDiscount: '370.38',
      totalServices: '0.00',
      totVatE: '370.38',
      vat: '81.48',
      totVatI: '451.86',
      cashRounding: '0.00',
      generalTotal: '370.38',
      vatByRate: [{ rate: '22.00', base: '370.38', vat: '81.48' }],
    });
  });

  it('applies the price increase coefficient to unit prices', () => {
    // 99.99 x 1.1 = 109.989 -> 109.99; 2 x 109.99 = 219.98. A non-numeric coefficient counts as 1.
    const increased = repriceProject(
      project({ pricesIncrease: 1.1, rows: [{ uniqueid: 1, catalog: 'K', erp: [line('A', 2, '99.99')] }] }),
    );
    expect(increased.totals.totVatE).toBe('219.98');
    const garbage = repriceProject(
      project({ pricesIncrease: 'n/a', rows: [{ uniqueid: 1, catalog: 'K', erp: [line('A', 2, '99.99')] }] }),
    );
    expect(garbage.totals.totVatE).toBe('199.98');
  });

  it('combines catalogue and project discounts, services and three VAT rates', () => {
    // Catalogue K (project VAT 22%)
    //   r1, customer qt 2: A 1 x 1000.00 -> 2 x 1000.00 = 2000.00 (22%)
    //                      B 2 x 50.005 -> unit 50.01, qty 4 -> 200.04 (22%)
    //   r2, customer VAT 10% checked: C 1 x 300.00 = 300.00 (10%)
    //   tot = 2500.04; -10% = 2250.036 -> 2250.04; -50.00 fixed -> totV 2200.04
    //   services: offer 100 + 5% = 105.00; 2% of 2200.04 = 44.0008 -> 44.00; totServices 149.00
    // Catalogue L: r3, line VAT 4%: D 1 x 199.99 = 199.99; totV 199.99
    // totalGoods = 2200.04 + 199.99 = 2400.03; project -5%: 2280.0285 -> 2280.03
    // totVatE = 2280.03 + 149.00 - 29.03 = 2400.00
    // VAT, exact until the end:
    //   K goods 2200.04 x 22% + 300 x 10% = 514.0088, scaled by K's discounts x 2200.04 / 2500.04
    //   L goods 199.99 x 4% = 7.9996
    //   goods VAT x 2280.03 / 2400.03 (project 5%) = 437.3122...
    //   + services 105 x 22% + 44 x 22% = 32.78
    //   x 2400.00 / 2429.03 (the fixed 29.03) = 464.4740...
    // Three rates (issue 19): one VAT line per rate, each on its base with the same discounts:
    //   22%: (2200.04 x 2200.04/2500.04 x 2280.03/2400.03 + 149.00) x 2400.00/2429.03 = 1964.479.. -> 1964.48
    //   10%:  300.00 x 2200.04/2500.04 x 2280.03/2400.03 x 2400.00/2429.03 = 247.80
    //    4%:  199.99 x 2280.03/2400.03 x 2400.00/2429.03 = 187.72 (bases add up to 2400.00)
    //   VAT 1964.48 x 22% = 432.19, 247.80 x 10% = 24.78, 187.72 x 4% = 7.51: 464.48
    //   (one cent above the single rounding of the exact VAT: each printed line checks by hand)
    // totVatI = 2400.00 + 464.48 = 2864.48
    const result = repriceProject(
      project({
        rows: [
          { uniqueid: 'r1', catalog: 'K', erp: [line('A', 1, '1000.00'), line('B', 2, '50.005', 1)] },
          { uniqueid: 'r2', catalog: 'K', erp: [line('C', 1, '300')] },
          { uniqueid: 'r3', catalog: 'L', erp: [line('D', 1, '199.99', 0, '4')] },
        ],
        customerFields: {
          vat: '22',
          discount1: '5',
          discount2: '29.03',
          rows: [
            { uniqueid: 'r1', qt: 2 },
            { uniqueid: 'r2', vat: '10', checkVat: true },
          ],
          catalogsRows: { K: { discount1: '10', discount: '50' } },
          servicesRows: { K: [{ offer: '100', perc: '5', vat: '22' }, { perc: '2' }] },
        },
      }),
    );
    expect(result.rows.map((r) => r.net)).toEqual(['2200.04', '300.00', '199.99']);
    // One article of r1 (the customer takes 2): 1000.00 + 2 x 50.01 = 1100.02, the unit price.
    expect(result.rows.map((r) => r.unitNet)).toEqual(['1100.02', '300.00', '199.99']);
    expect(result.catalogs.K).toMatchObject({ tot: '2500.04', totV: '2200.04', totServices: '149.00' });
    expect(result.catalogs.L).toMatchObject({ tot: '199.99', totV: '199.99', totServices: '0.00' });
    expect(result.totals).toEqual({
      totalGoods: '2400.03',
      goodsAfterDiscount: '2280.03',
      totalServices: '149.00',
      totVatE: '2400.00',
      vat: '464.48',
      totVatI: '2864.48',
      cashRounding: '0.00',
      generalTotal: '2400.00',
      vatByRate: [
        { rate: '22.00', base: '1964.48', vat: '432.19' },
        { rate: '10.00', base: '247.80', vat: '24.78' },
        { rate: '4.00', base: '187.72', vat: '7.51' },
      ],
    });
    expect(result.customerFields).toMatchObject({
      totalGoods: '2400.03',
      totalServices: '149.00',
      totVatE: '2400.00',
      totVatI: '2864.48',
      generalTotal: '2400.00',
    });
    expect(result.customerFields.servicesRows.K?.map((s) => s.price)).toEqual(['105.00', '44.00']);
  });

  it('rounds the amount paid to CHF 0.05 on a line of its own: the printed totals add up', () => {
    // 10.02 + VAT 7.7% (0.77154 -> 0.77) = 10.79 -> CHF 10.80, cash rounding +0.01. The total
    // excluding VAT stays 10.02 (issue 19: it printed 10.00, and 10.00 + 0.77 is not 10.80).
    const result = repriceProject(
      project({
        rows: [{ uniqueid: 'r', catalog: 'K', erp: [line('A', 1, '10.02')] }],
        customerFields: { vat: '7.7' },
      }),
      { currency: currencyByCode('CHF') },
    );
    expect(result.totals).toMatchObject({
      totVatE: '10.02',
      vat: '0.77',
      totVatI: '10.80',
      cashRounding: '0.01',
      generalTotal: '10.02',
    });
  });

  it('takes the currency from the project when none is given', () => {
    const result = repriceProject(
      project({ currency: 'CHF', rows: [{ uniqueid: 'r', catalog: 'K', erp: [line('A', 1, '10.02')] }] }),
    );
    // No project VAT: 10.02 -> CHF 10.00, the rounding -0.02 on its own line.
    expect([result.totals.generalTotal, result.totals.totVatI, result.totals.cashRounding]).toEqual([
      '10.02',
      '10.00',
      '-0.02',
    ]);
  });

  it('falls back to the article quantity and unit price', () => {
    // A: qt 0 and punit 0 on the line -> article qt 2 x 15.00 = 30.00; B has its own: 1 x 5.00
    const looked: string[] = [];
    const result = repriceProject(
      project({ rows: [{ uniqueid: 'r', catalog: 'K', erp: [line('A', 0, '0'), line('B', 1, '5', 1)] }] }),
      {
        article: (catalog, cod) => {
          looked.push(`${catalog}/${cod}`);
          return catalog === 'K' && cod === 'A' ? { qt: 2, punit: '15' } : { qt: 9, punit: '99' };
        },
      },
    );
    expect(result.rows[0]?.lines.map((l) => `${l.qt} x ${l.unit}`)).toEqual(['2 x 15.00', '1 x 5.00']);
    expect(looked).toEqual(['K/A']); // B has its own quantity and price: no lookup
    expect(result.totals.totVatE).toBe('35.00');
  });

  it('leaves rows out of the basket unpriced and keeps empty catalogues with services', () => {
    const result = repriceProject(
      project({
        rows: [{ uniqueid: 'r', catalog: 'K', skipBasket: true, erp: [line('A', 1, '100')] }],
        customerFields: { servicesRows: { S: [{ offer: '50' }] } },
      }),
    );
    expect(result.rows).toEqual([]);
    expect(result.catalogs.S).toMatchObject({ tot: '0.00', totServices: '50.00' });
    expect(result.totals.totVatE).toBe('50.00');
  });

  it('gives zero totals for an empty project and caps the project fixed discount', () => {
    const empty = repriceProject(project({ customerFields: { discount2: '10' } }));
    expect(empty.totals).toEqual({
      totalGoods: '0.00',
      goodsAfterDiscount: '0.00',
      totalServices: '0.00',
      totVatE: '0.00',
      vat: '0.00',
      totVatI: '0.00',
      cashRounding: '0.00',
      generalTotal: '0.00',
      vatByRate: [],
    });
  });

  it('reports bad amounts clearly', () => {
    expect(() =>
      repriceProject(
        project({
          rows: [{ uniqueid: 'r', catalog: 'K', erp: [line('A', 1, '1')] }],
          customerFields: { discount1: '150' },
        }),
      ),
    ).toThrow('Invalid project discount1 "150": must not exceed 100');
  });
});

describe('recomputeProject', () => {
  const base = {
    rows: [{ uniqueid: 'r', catalog: 'K', erp: [line('A', 1, '10')] }],
    priceDate: '2020-01-01',
  };

  it('stores the totals and moves priceDate to today for unassigned, assigned and sellerDesign', () => {
    const { project: updated } = recomputeProject(project({ ...base, status: 'SELLERDESIGN' }), {
      today: '2026-11-22',
    });
    expect(updated.priceDate).toBe('2026-11-22');
    expect(updated.customerFields.generalTotal).toBe('10.00');
  });

  it('keeps priceDate for other statuses', () => {
    const { project: updated } = recomputeProject(project({ ...base, status: 'ordered' }), {
      today: '2026-11-22',
    });
    expect(updated.priceDate).toBe('2020-01-01');
    expect(updated.customerFields.totVatE).toBe('10.00');
  });
});
