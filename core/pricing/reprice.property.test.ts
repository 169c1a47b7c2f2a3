import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Project, type ProjectInput, type RowInput } from '../project/schema';
import { parseDecimal, percentOf, round, sum } from './money';
import { repriceProject } from './reprice';

// Property tests: totals never drift by a cent when rows are reordered or quantities are split.
// They hold exactly because lines are rounded on their own (unit, then qt x unit) and everything
// after that is exact sums with one rounding per discount and one for the VAT.

/** Decimal text from an integer count of thousandths / hundredths, without floats. */
const scaled = (n: number, decimals: number) => {
  const text = String(n).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
};
const amount3 = fc.integer({ min: 0, max: 5_000_000 }).map((n) => scaled(n, 3));
const pct = fc.integer({ min: 0, max: 3000 }).map((n) => scaled(n, 2));
const vatRate = fc.constantFrom('0', '4', '10', '22', '7.7');

const erpLine = fc.record({
  level: fc.integer({ min: 0, max: 2 }),
  cod: fc.constantFrom('BASE60', 'DOOR', 'HANDLE', 'SHELF', 'TOP'),
  qt: fc.integer({ min: 1, max: 6 }),
  punit: amount3,
  customDataFe: fc.option(fc.record({ iva: vatRate, check: fc.boolean() }), { nil: undefined }),
});

const projectInput = fc
  .record({
    rows: fc.array(
      fc.record({
        catalog: fc.constantFrom('KITCHEN', 'BATH', 'CLOSET'),
        erp: fc.array(erpLine, { minLength: 1, maxLength: 4 }),
        qt: fc.integer({ min: 0, max: 3 }),
        vat: vatRate,
        checkVat: fc.boolean(),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    vat: vatRate,
    discount1: pct,
    discount2: fc.integer({ min: 0, max: 50_000 }).map((n) => scaled(n, 2)),
    catalogDiscounts: fc.dictionary(
      fc.constantFrom('KITCHEN', 'BATH', 'CLOSET'),
      fc.record({ discount1: pct, discount: fc.integer({ min: 0, max: 20_000 }).map((n) => scaled(n, 2)) }),
    ),
    services: fc.dictionary(
      fc.constantFrom('KITCHEN', 'BATH', 'CLOSET'),
      fc.array(fc.record({ offer: fc.option(amount3, { nil: undefined }), perc: pct, vat: vatRate }), {
        maxLength: 3,
      }),
    ),
    pricesIncrease: fc.constantFrom(undefined, 1, 1.1, '1.05', 'not a number'),
  })
  .map((g) => {
    const rows: RowInput[] = g.rows.map((r, i) => ({ uniqueid: `r${i}`, catalog: r.catalog, erp: r.erp }));
    const input: ProjectInput = {
      schemaVersion: 2,
      pricesIncrease: g.pricesIncrease,
      rows,
      customerFields: {
        vat: g.vat,
        discount1: g.discount1,
        discount2: g.discount2,
        rows: g.rows.map((r, i) => ({ uniqueid: `r${i}`, qt: r.qt, vat: r.vat, checkVat: r.checkVat })),
        catalogsRows: Object.fromEntries(Object.entries(g.catalogDiscounts).map(([k, v]) => [k, { ...v }])),
        servicesRows: g.services,
      },
    };
    return input;
  });

const price = (input: ProjectInput) => {
  const result = repriceProject(Project.parse(input));
  return { totals: result.totals, catalogs: result.catalogs, services: result.services };
};

describe('repriceProject properties', () => {
  it('gives the same totals whatever the order of rows', () => {
    fc.assert(
      fc.property(projectInput, fc.infiniteStream(fc.nat()), (input, randoms) => {
        const rows = [...(input.rows ?? [])];
        for (let i = rows.length - 1; i > 0; i--) {
          const j = randoms.next().value % (i + 1);
          [rows[i], rows[j]] = [rows[j]!, rows[i]!];
        }
        expect(price({ ...input, rows })).toEqual(price(input));
      }),
    );
  });

  it('gives the same totals when a quantity-n line becomes n quantity-1 lines', () => {
    fc.assert(
      fc.property(projectInput, (input) => {
        const rows = (input.rows ?? []).map((row) => ({
          ...row,
          erp: (row.erp ?? []).flatMap((l) => Array.from({ length: l.qt }, () => ({ ...l, qt: 1 }))),
        }));
        expect(price({ ...input, rows })).toEqual(price(input));
      }),
    );
  });

  it('gives the same totals when a row the customer takes n times becomes n rows taken once', () => {
    fc.assert(
      fc.property(projectInput, (input) => {
        const customer = new Map((input.customerFields?.rows ?? []).map((c) => [c.uniqueid, c]));
        const rows: RowInput[] = [];
        const customerRows = [];
        for (const row of input.rows ?? []) {
          const c = customer.get(row.uniqueid)!;
          const times = c.qt && c.qt > 0 ? c.qt : 1;
          for (let k = 0; k < times; k++) {
            rows.push({ ...row, uniqueid: `${row.uniqueid}-${k}` });
            customerRows.push({ ...c, uniqueid: `${row.uniqueid}-${k}`, qt: 1 });
          }
        }
        const split = { ...input, rows, customerFields: { ...input.customerFields, rows: customerRows } };
        expect(price(split)).toEqual(price(input));
      }),
    );
  });

  it('keeps the totals consistent with each other', () => {
    fc.assert(
      fc.property(projectInput, (input) => {
        const result = repriceProject(Project.parse(input));
        const t = result.totals;
        const d = parseDecimal;
        const beforeFixed = d(t.goodsAfterDiscount).plus(d(t.totalServices));
        const fixed = d(input.customerFields?.discount2 ?? '0');
        expect(d(t.totVatE).eq(beforeFixed.minus(fixed.lt(beforeFixed) ? fixed : beforeFixed))).toBe(true);
        expect(d(t.totVatI).eq(d(t.totVatE).plus(d(t.vat)))).toBe(true); // EUR: no cash rounding
        expect(t.generalTotal).toBe(t.totVatE);
        const catalogs = Object.values(result.catalogs);
        expect(sum(catalogs.map((c) => d(c.totV))).eq(d(t.totalGoods))).toBe(true);
        expect(sum(catalogs.map((c) => d(c.tot))).eq(sum(result.rows.map((r) => d(r.net))))).toBe(true);
      }),
    );
  });

  it('prints CHF amounts that add up: VAT lines by rate, cash rounding on its own line (issue 19)', () => {
    fc.assert(
      fc.property(projectInput, (input) => {
        const t = repriceProject(Project.parse({ ...input, currency: 'CHF' })).totals;
        const d = parseDecimal;
        const fixed = d(input.customerFields?.discount2 ?? '0');
        const beforeFixed = d(t.goodsAfterDiscount).plus(d(t.totalServices));
        expect(d(t.totVatE).eq(beforeFixed.minus(fixed.lt(beforeFixed) ? fixed : beforeFixed))).toBe(true);
        expect(t.generalTotal).toBe(t.totVatE);
        // Total excl. VAT + VAT + cash rounding = total incl. VAT, a multiple of 0.05.
        expect(d(t.totVatE).plus(d(t.vat)).plus(d(t.cashRounding)).eq(d(t.totVatI))).toBe(true);
        expect(d(t.totVatI).mod(d('0.05')).eq(d('0'))).toBe(true);
        expect(d(t.cashRounding).abs().lte(d('0.025'))).toBe(true);
        // The VAT lines: bases add up to the total excl. VAT, VAT amounts to the VAT, each checks by hand.
        if (!d(t.totVatE).eq(d('0'))) {
          expect(sum(t.vatByRate.map((l) => d(l.base))).eq(d(t.totVatE))).toBe(true);
          expect(sum(t.vatByRate.map((l) => d(l.vat))).eq(d(t.vat))).toBe(true);
        }
        for (const line of t.vatByRate) {
          expect(line.vat).toBe(round(percentOf(d(line.base), d(line.rate))).toFixed(2));
        }
      }),
    );
  });

  it('with one VAT rate gives exactly round2(total without VAT x rate)', () => {
    fc.assert(
      fc.property(projectInput, vatRate, (input, rate) => {
        const oneRate: ProjectInput = {
          ...input,
          rows: (input.rows ?? []).map((r) => ({
            ...r,
            erp: (r.erp ?? []).map(({ customDataFe: _, ...l }) => l),
          })),
          customerFields: {
            ...input.customerFields,
            vat: rate,
            rows: [],
            servicesRows: Object.fromEntries(
              Object.entries(input.customerFields?.servicesRows ?? {}).map(([k, list]) => [
                k,
                list.map((s) => ({ ...s, vat: rate })),
              ]),
            ),
          },
        };
        const t = repriceProject(Project.parse(oneRate)).totals;
        expect(t.vat).toBe(round(percentOf(parseDecimal(t.totVatE), parseDecimal(rate))).toFixed(2));
      }),
    );
  });
});
