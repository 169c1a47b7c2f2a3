import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../core/locale/currencies';
import { currencyTextFormatter } from '../../../core/pricing';
import { amountColumnWidths, decimalInputText, parseDecimalInput, rateText } from './numbers';
import type { OfferItem } from './offerRows';

describe('offer numbers in the user language', () => {
  it('write rates and typed decimals with the language decimal mark', () => {
    expect(rateText('8.1', 'de')).toBe('8,1');
    expect(rateText('22', 'it')).toBe('22');
    expect(rateText('8.1', 'en')).toBe('8.1');
    expect(decimalInputText('7.5', 'de')).toBe('7,5');
    expect(decimalInputText('3.33', 'it')).toBe('3,33');
    expect(decimalInputText('7.5', 'en')).toBe('7.5');
    expect(decimalInputText('150', 'de')).toBe('150');
  });

  it('read what a seller types: the language mark, a number-pad point, thousands grouped', () => {
    expect(parseDecimalInput('7,5', 'de')).toBe('7.5');
    expect(parseDecimalInput('7.5', 'de')).toBe('7.5');
    expect(parseDecimalInput('1.500', 'de')).toBe('1500');
    expect(parseDecimalInput('1.500,50', 'de')).toBe('1500.50');
    expect(parseDecimalInput("1'500.50", 'de')).toBe('1500.50');
    expect(parseDecimalInput(' 12,5 ', 'it')).toBe('12.5');
    expect(parseDecimalInput('12,5', 'en')).toBe('12.5');
    expect(parseDecimalInput('1,500', 'en')).toBe('1500');
    expect(parseDecimalInput('1,500.25', 'en')).toBe('1500.25');
    expect(parseDecimalInput('', 'de')).toBe('0');
    expect(parseDecimalInput('abc', 'de')).toBeUndefined();
    expect(parseDecimalInput('1,2,3', 'de')).toBeUndefined();
  });

  it('widen the amount columns to the longest amount of the list, never below 6rem and 7rem', () => {
    const row = (unit: string, net: string) =>
      ({ kind: 'row', unit, priced: { net } }) as unknown as OfferItem;
    const franc = currencyTextFormatter(CURRENCIES.CHF!, 'de');
    const money = (amount: string | undefined) => franc(amount ?? '0');
    expect(amountColumnWidths([row('19.00', '19.00')], money)).toEqual({
      unit: 'max(6rem, 10ch)',
      total: 'max(7rem, 11ch)',
    });
    // "1.038,00 CHF" (12 characters) and "12.345,60 CHF" (13).
    expect(amountColumnWidths([row('519.00', '1038.00'), row('1234.56', '12345.60')], money)).toEqual({
      unit: 'max(6rem, 12ch)',
      total: 'max(7rem, 16ch)',
    });
  });
});
