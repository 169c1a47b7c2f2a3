import { describe, expect, it } from 'vitest';
import { compileModel } from './compile';
import { evaluate } from './evaluate';
import { kitchenCatalog } from './fixtures/kitchen';
import type { CatalogDocumentInput } from './schema';
import { codeOf } from './fixtures/errorCode';

type List = NonNullable<CatalogDocumentInput['priceLists']>[number];
const L1 = { priceList: 'L1' };
const withL1 = (change: (list: List) => void) =>
  kitchenCatalog((d) => change(d.priceLists!.find((l) => l.cod === 'L1')!));
const mainPunit = (doc: ReturnType<typeof kitchenCatalog>, model: string, variant: string) =>
  evaluate(compileModel(doc, model), variant, L1).erp[0]?.punit;
const matrix = {
  cod: 'BASE_W_H',
  model: 'BASE',
  rows: { variable: 'WIDTH', upTo: [600, 900] },
  columns: { variable: 'height', upTo: [720, 900] },
  prices: [
    ['5.00', '7.00'],
    ['9.00', '11.00'],
  ],
};

describe('percent extras', () => {
  it('add a percent of the list price before extras (base + tables), exactly', () => {
    const doc = withL1(
      (l) => (l.extras![0] = { variable: 'FINISH', value: 'WALNUT', mode: 'percent', percent: '12.5' }),
    );
    // 40.00 base + 210.00 width band = 250.00; 12.5 % = 31.25
    expect(mainPunit(doc, 'BASE', 'WIDTH=900;FINISH=WALNUT')).toBe('281.25');
    expect(mainPunit(doc, 'BASE', 'WIDTH=900;FINISH=WHITE')).toBe('250.00');
  });

  it('round the line half-up to cents', () => {
    const doc = withL1(
      (l) => (l.extras![0] = { variable: 'FINISH', value: 'WALNUT', mode: 'percent', percent: '1.75' }),
    );
    // 190.00 (40 + 150) x 1.75 % = 3.325 -> 193.33 (half-up); 160.00 x 1.75 % = 2.80
    expect(mainPunit(doc, 'BASE', 'WIDTH=600;FINISH=WALNUT')).toBe('193.33');
    expect(mainPunit(doc, 'BASE', 'WIDTH=450;FINISH=WALNUT')).toBe('162.80');
  });

  it('price nothing on their own: a line with no list price stays PRICE_MISSING', () => {
    const doc = withL1((l) => {
      l.prices = l.prices!.filter((p) => p.article !== 'HINGE');
      l.extras!.push({
        variable: 'FINISH',
        value: 'WALNUT',
        mode: 'percent',
        percent: '10',
        article: 'HINGE',
      });
    });
    const r = evaluate(compileModel(doc, 'BASE'), 'FINISH=WALNUT', L1);
    expect(r.erp.find((l) => l.cod === 'HINGE')?.punit).toBe('0.00');
    expect(r.violations.map((v) => v.code)).toContain('PRICE_MISSING');
  });
});

describe('per-unit extras', () => {
  it('add price x a number variable / unit (a price per metre of length)', () => {
    const doc = withL1((l) =>
      l.extras!.push({
        variable: 'FINISH',
        value: 'OAK',
        mode: 'perUnit',
        price: '15.00',
        per: 'LENGTH',
        unit: 1000,
        model: 'WORKTOP',
      }),
    );
    // 80.00/m x 2.35 m = 188.00, plus oak 15.00/m x 2.35 m = 35.25
    expect(mainPunit(doc, 'WORKTOP', 'LENGTH=2350;FINISH=OAK')).toBe('223.25');
    expect(mainPunit(doc, 'WORKTOP', 'LENGTH=2350;FINISH=WHITE')).toBe('188.00');
  });

  it('need a number for their variable', () => {
    const doc = withL1((l) =>
      l.extras!.push({ variable: 'FINISH', value: 'OAK', mode: 'perUnit', price: '15.00', per: 'LENGTH' }),
    );
    // BASE has no LENGTH: the price cannot be worked out.
    expect(codeOf(() => mainPunit(doc, 'BASE', 'FINISH=OAK'))).toBe('PRICE_BAND_MISSING');
  });
});

describe('price matrices (two variables)', () => {
  it('add the cell of the row band and column band', () => {
    const doc = withL1((l) => (l.matrices = [matrix]));
    expect(mainPunit(doc, 'BASE', 'WIDTH=900;HEIGHT=800')).toBe('261.00'); // 40 + 210 + 11
    expect(mainPunit(doc, 'BASE', 'WIDTH=600;HEIGHT=720')).toBe('195.00'); // 40 + 150 + 5
    expect(mainPunit(doc, 'BASE', 'WIDTH=450;HEIGHT=730')).toBe('167.00'); // 40 + 120 + 7
    // BASEGLASS extends BASE, so the matrix prices it too.
    expect(mainPunit(doc, 'BASEGLASS', 'WIDTH=900;HEIGHT=800')).toBe('336.00'); // 55 + 210 + 11 + 60 glass
  });

  it('count in the price a percent extra is taken of', () => {
    const doc = withL1((l) => {
      l.matrices = [matrix];
      l.extras![0] = { variable: 'FINISH', value: 'WALNUT', mode: 'percent', percent: '10' };
    });
    expect(mainPunit(doc, 'BASE', 'WIDTH=900;HEIGHT=800;FINISH=WALNUT')).toBe('287.10'); // 261 + 26.10
  });

  it('refuse a value beyond the last band', () => {
    const doc = withL1((l) => (l.matrices = [matrix]));
    expect(codeOf(() => mainPunit(doc, 'BASE', 'WIDTH=1200'))).toBe('PRICE_BAND_MISSING');
  });
});

describe('loading checks the new price entries', () => {
  it.each<[string, (l: List) => void, RegExp]>([
    [
      'percent extra with a price',
      (l) => l.extras!.push({ variable: 'FINISH', value: 'OAK', mode: 'percent', price: '1' }),
      /percent extra gives percent/,
    ],
    [
      'fixed extra without a price',
      (l) => l.extras!.push({ variable: 'FINISH', value: 'OAK', percent: '1' }),
      /fixed extra gives price/,
    ],
    [
      'perUnit extra without per',
      (l) => l.extras!.push({ variable: 'FINISH', value: 'OAK', mode: 'perUnit', price: '1' }),
      /names the number variable/,
    ],
    [
      'perUnit extra per a choice',
      (l) => l.extras!.push({ variable: 'FINISH', value: 'OAK', mode: 'perUnit', price: '1', per: 'FINISH' }),
      /"FINISH" is not a number variable/,
    ],
    [
      'matrix with a missing row',
      (l) => (l.matrices = [{ ...matrix, prices: [['1.00', '2.00']] }]),
      /1 price rows for 2 WIDTH bands/,
    ],
    [
      'matrix with a short row',
      (l) => (l.matrices = [{ ...matrix, prices: [['1.00'], ['1.00', '2.00']] }]),
      /row 1 has 1 prices for 2 height bands/,
    ],
    [
      'matrix over a choice',
      (l) => (l.matrices = [{ ...matrix, columns: { variable: 'FINISH', upTo: [1, 2] } }]),
      /"FINISH" is not a number variable/,
    ],
    [
      'matrix with descending limits',
      (l) => (l.matrices = [{ ...matrix, rows: { variable: 'WIDTH', upTo: [900, 600] } }]),
      /WIDTH limits must ascend/,
    ],
    [
      'matrix without scope',
      (l) => (l.matrices = [{ ...matrix, model: undefined }]),
      /give a model or an article/,
    ],
  ])('refuses a %s', (_name, change, message) => {
    expect(() => withL1(change)).toThrowError(message);
    expect(codeOf(() => withL1(change))).toBe('BROKEN_REFERENCE');
  });
});
