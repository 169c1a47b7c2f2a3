import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyByCode } from '../locale/currencies';
import {
  MoneyError,
  addPercent,
  decimalOr,
  divideToCents,
  formatMoney,
  looseDecimal,
  multiply,
  parseDecimal,
  percentOf,
  quantity,
  round,
  roundToCurrency,
  subtractPercent,
  sum,
  toDecimalString,
} from './money';

const d = (text: string) => parseDecimal(text);
const CHF = currencyByCode('CHF');
const EUR = currencyByCode('EUR');
const JPY = currencyByCode('JPY');

describe('parsing', () => {
  it('parses decimal text exactly', () => {
    expect(d('0.1').plus(d('0.2')).toString()).toBe('0.3');
    expect(d(' -12.50 ').toString()).toBe('-12.5');
  });

  it('refuses anything that is not decimal text, naming the value', () => {
    expect(() => parseDecimal('12,50', 'unit price')).toThrow(
      'Invalid unit price "12,50": expected a decimal number as text, like "12.50"',
    );
    for (const bad of ['', 'abc', '1e3', 'NaN', '1.', '.5'])
      expect(() => parseDecimal(bad)).toThrow(MoneyError);
  });

  it('uses the fallback for missing or empty text', () => {
    expect(decimalOr(undefined, d('7')).toString()).toBe('7');
    expect(decimalOr('  ').toString()).toBe('0');
    expect(decimalOr('2.5').toString()).toBe('2.5');
  });

  it('turns quantities into decimals through their decimal text', () => {
    expect(quantity(0.1).times(d('3')).toString()).toBe('0.3');
    expect(() => quantity(Number.POSITIVE_INFINITY)).toThrow('Invalid quantity');
  });

  it('reads loose coefficients from numbers or text and rejects the rest', () => {
    expect(looseDecimal(1.1)?.toString()).toBe('1.1');
    expect(looseDecimal(' 1.25 ')?.toString()).toBe('1.25');
    expect(looseDecimal('abc')).toBeUndefined();
    expect(looseDecimal(Number.NaN)).toBeUndefined();
    expect(looseDecimal(null)).toBeUndefined();
  });
});

describe('arithmetic and rounding', () => {
  it('rounds half up (away from zero) to 2 decimals by default', () => {
    expect(round(d('2.345')).toString()).toBe('2.35');
    expect(round(d('2.344999')).toString()).toBe('2.34');
    expect(round(d('-2.345')).toString()).toBe('-2.35');
    expect(round(d('1.23456'), 3).toString()).toBe('1.235');
  });

  it('applies percents exactly', () => {
    // 19.99 x 22 / 100 = 4.3978 exactly; 100 + 10% = 110; 100 - 12.5% = 87.5
    expect(percentOf(d('19.99'), d('22')).toString()).toBe('4.3978');
    expect(addPercent(d('100'), d('10')).toString()).toBe('110');
    expect(subtractPercent(d('100'), d('12.5')).toString()).toBe('87.5');
  });

  it('multiplies exactly', () => {
    // 1.1 x 1.1 = 1.21 (binary floats give 1.2100000000000002)
    expect(multiply(d('1.1'), d('1.1')).toString()).toBe('1.21');
  });

  it('sums exactly', () => {
    expect(sum(Array.from({ length: 10 }, () => d('0.1'))).toString()).toBe('1');
  });

  it('divides to the cent with correct half-up rounding', () => {
    expect(divideToCents(d('451'), d('200')).toString()).toBe('2.26'); // 2.255 exactly
    expect(divideToCents(d('1'), d('3')).toString()).toBe('0.33');
    expect(divideToCents(d('2'), d('3')).toString()).toBe('0.67');
    expect(() => divideToCents(d('1'), d('0'))).toThrow('Cannot divide an amount by zero');
  });

  it('formats stored amounts with exactly 2 decimals', () => {
    expect(toDecimalString(d('5'))).toBe('5.00');
    expect(toDecimalString(d('5.005'))).toBe('5.01');
    expect(toDecimalString(d('12.5'), 3)).toBe('12.500');
  });
});

describe('currency rounding', () => {
  it('rounds CHF to 0.05, half up', () => {
    // 10.024 -> 200.48 increments -> 200 -> 10.00; 10.025 -> 200.5 -> 201 -> 10.05
    expect(roundToCurrency(d('10.024'), CHF).toFixed(2)).toBe('10.00');
    expect(roundToCurrency(d('10.025'), CHF).toFixed(2)).toBe('10.05');
    expect(roundToCurrency(d('10.07'), CHF).toFixed(2)).toBe('10.05');
    expect(roundToCurrency(d('10.08'), CHF).toFixed(2)).toBe('10.10');
    expect(roundToCurrency(d('-10.08'), CHF).toFixed(2)).toBe('-10.10');
  });

  it('rounds EUR to the cent and JPY to whole yen', () => {
    expect(roundToCurrency(d('10.074'), EUR).toFixed(2)).toBe('10.07');
    expect(roundToCurrency(d('1234.5'), JPY).toFixed(0)).toBe('1235');
  });

  it('always lands on a multiple of 0.05 within half an increment (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (milli) => {
        const value = d(milli.toString()).div(d('1000'));
        const rounded = roundToCurrency(value, CHF);
        expect(rounded.times(d('20')).mod(d('1')).toString()).toBe('0');
        expect(rounded.minus(value).abs().lte(d('0.025'))).toBe(true);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('formats through Intl without floats, after currency rounding', () => {
    const nbsp = /\u00a0|\u202f/g;
    expect(formatMoney(d('1234567.891'), EUR, 'de-DE').replace(nbsp, ' ')).toBe('1.234.567,89 €');
    expect(formatMoney(d('12345678901234567.125'), EUR, 'en-GB')).toBe('€12,345,678,901,234,567.13');
    expect(formatMoney(d('10.024'), CHF, 'de-CH').replace(nbsp, ' ')).toBe('CHF 10.00');
    expect(formatMoney(d('1234.5'), JPY, 'en-US')).toBe('¥1,235');
  });
});
