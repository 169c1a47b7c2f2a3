import { describe, expect, it } from 'vitest';
import { discountPercent, fixedDiscount, priceCatalog } from './catalog';
import { parseDecimal } from './money';

const d = (text: string) => parseDecimal(text);

describe('priceCatalog', () => {
  it('applies the percent discount, then the fixed discount', () => {
    // tot 1000.00; -12.5% = 875.00; -25.50 fixed = 849.50
    const priced = priceCatalog(
      { tot: d('1000'), vatExact: d('220') },
      CT({ discount1: '12.5', discount: '25.5' }),
      [],
      d('22'),
    );
    expect(priced.totals).toMatchObject({
      tot: '1000.00',
      totV: '849.50',
      totServices: '0.00',
      discount1: '12.50',
      discount: '25.50',
    });
    // The goods VAT follows the discounts: 220 x 849.50 / 1000 = 186.89
    expect(priced.goodsVat.toCents().toString()).toBe('186.89');
  });

  it('rounds the percent discount result half up to the cent', () => {
    // 333.33 x (100 - 10) / 100 = 299.997 -> 300.00
    const priced = priceCatalog({ tot: d('333.33'), vatExact: d('0') }, CT({ discount1: '10' }), [], d('0'));
    expect(priced.totals.totV).toBe('300.00');
  });

  it('caps a fixed discount at the amount it reduces', () => {
    const priced = priceCatalog({ tot: d('40'), vatExact: d('0') }, CT({ discount: '100' }), [], d('0'));
    expect(priced.totals.totV).toBe('0.00');
    expect(priced.totals.discount).toBe('100.00');
  });

  it('prices services as offer plus percent, or percent of the discounted catalogue total', () => {
    // offer 100 + 5% = 105.00, VAT 22% -> total 128.10
    // no offer: 2% of totV 2200.04 = 44.0008 -> 44.00, project VAT 22% -> 53.68
    const priced = priceCatalog(
      { tot: d('2200.04'), vatExact: d('0') },
      undefined,
      [
        { cod: 'TRANSPORT', offer: '100', perc: '5', vat: '22' },
        { cod: 'ASSEMBLY', perc: '2' },
        { cod: 'FREE' },
      ],
      d('22'),
    );
    expect(priced.services).toEqual([
      { cod: 'TRANSPORT', offer: '100', perc: '5', vat: '22', price: '105.00', total: '128.10' },
      { cod: 'ASSEMBLY', perc: '2', price: '44.00', total: '53.68' },
      { cod: 'FREE', price: '0.00', total: '0.00' },
    ]);
    expect(priced.totals.totServices).toBe('149.00');
    // services VAT exact: 105 x 22% + 44 x 22% = 23.10 + 9.68
    expect(priced.servicesVat.toString()).toBe('32.78');
  });

  it('keeps other catalogue fields', () => {
    const priced = priceCatalog({ tot: d('1'), vatExact: d('0') }, { ...CT({}), note: 'x' }, [], d('0'));
    expect(priced.totals).toMatchObject({ note: 'x' });
  });
});

describe('discount inputs', () => {
  it('refuses percents above 100 and negative fixed discounts', () => {
    expect(() => discountPercent('120', 'discount1')).toThrow('Invalid discount1 "120": must not exceed 100');
    expect(() => fixedDiscount('-5', 'discount2')).toThrow('Invalid discount2 "-5": must not be negative');
    expect(discountPercent(undefined, 'discount1').toString()).toBe('0');
    expect(fixedDiscount('10.005', 'discount2').toString()).toBe('10.01');
  });
});

function CT(values: { discount1?: string; discount?: string }) {
  return {
    tot: '0',
    totV: '0',
    totServices: '0',
    discount1: values.discount1 ?? '0',
    discount: values.discount ?? '0',
  };
}
