import { describe, expect, it } from 'vitest';
import {
  effectiveQuantity,
  effectiveUnitPrice,
  lineVatRate,
  percent,
  priceIncreaseCoefficient,
  priceLine,
} from './lines';
import { MoneyError, ONE, ZERO, parseDecimal } from './money';

const d = (text: string) => parseDecimal(text);

describe('priceIncreaseCoefficient', () => {
  it('reads numeric coefficients from numbers or text', () => {
    expect(priceIncreaseCoefficient(1.1).toString()).toBe('1.1');
    expect(priceIncreaseCoefficient('1.05').toString()).toBe('1.05');
  });

  it('makes anything non-numeric (or not positive) 1', () => {
    for (const value of [undefined, null, '', 'abc', Number.NaN, {}, 0, -2]) {
      expect(priceIncreaseCoefficient(value).eq(ONE)).toBe(true);
    }
  });
});

describe('fallbacks to the article', () => {
  it('takes the line quantity, else the article quantity when missing or zero, else 0', () => {
    expect(effectiveQuantity(2, 5).toString()).toBe('2');
    expect(effectiveQuantity(0, 5).toString()).toBe('5');
    expect(effectiveQuantity(undefined, 1.5).toString()).toBe('1.5');
    expect(effectiveQuantity(undefined, undefined).eq(ZERO)).toBe(true);
    expect(() => effectiveQuantity(-1, 1)).toThrow(MoneyError);
  });

  it('takes the line unit price, else the article unit price when missing or zero, else 0', () => {
    expect(effectiveUnitPrice('10.50', '99').toString()).toBe('10.5');
    expect(effectiveUnitPrice('0.00', '99').toString()).toBe('99');
    expect(effectiveUnitPrice(undefined, '12.3').toString()).toBe('12.3');
    expect(effectiveUnitPrice(undefined, undefined).eq(ZERO)).toBe(true);
    expect(effectiveUnitPrice('0', () => '7.5').toString()).toBe('7.5');
    expect(effectiveUnitPrice('3', () => expect.fail('the article is not needed')).toString()).toBe('3');
    expect(() => effectiveUnitPrice('ten', undefined)).toThrow('Invalid unit price "ten"');
  });
});

describe('percents and VAT rates', () => {
  it('rounds percents to 2 decimals by default and refuses negatives', () => {
    expect(percent('22.345', 'VAT')?.toString()).toBe('22.35');
    expect(percent('22.345', 'VAT', 1)?.toString()).toBe('22.3');
    expect(percent(undefined, 'VAT')).toBeUndefined();
    expect(() => percent('-1', 'VAT')).toThrow('Invalid VAT "-1": must not be negative');
  });

  it('prefers the line VAT when checked, then the customer row VAT when checked, then the project VAT', () => {
    const project = d('22');
    const row = { vat: '10', checkVat: true };
    expect(lineVatRate({ customDataFe: { iva: '4', check: true } }, row, project).toString()).toBe('4');
    expect(lineVatRate({ customDataFe: { iva: '4', check: false } }, row, project).toString()).toBe('10');
    expect(lineVatRate({}, { vat: '10', checkVat: false }, project).toString()).toBe('22');
    expect(lineVatRate({}, undefined, project).toString()).toBe('22');
  });
});

describe('priceLine', () => {
  it('rounds the unit price first, then multiplies (3 x 123.456 -> 3 x 123.46 = 370.38)', () => {
    const line = priceLine({ qt: d('3'), unitPrice: d('123.456'), coefficient: ONE, vatRate: d('22') });
    expect(line.unit.toString()).toBe('123.46');
    expect(line.net.toString()).toBe('370.38');
  });

  it('applies the price increase coefficient before rounding the unit price', () => {
    // 99.99 x 1.1 = 109.989 -> 109.99; x 2 = 219.98
    const line = priceLine({ qt: d('2'), unitPrice: d('99.99'), coefficient: d('1.1'), vatRate: ZERO });
    expect(line.unit.toString()).toBe('109.99');
    expect(line.net.toString()).toBe('219.98');
  });

  it('rounds the line net for fractional quantities', () => {
    // 1.5 x 10.01 = 15.015 -> 15.02
    const line = priceLine({ qt: d('1.5'), unitPrice: d('10.01'), coefficient: ONE, vatRate: ZERO });
    expect(line.net.toString()).toBe('15.02');
  });
});
