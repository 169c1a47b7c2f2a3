import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_BY_COUNTRY, currencyByCode, currencyForCountry } from './currencies';

describe('currency table', () => {
  it('describes CHF with its 0.05 cash rounding', () => {
    expect(currencyByCode('chf')).toEqual({
      symbol: 'CHF',
      name: 'Swiss Franc',
      decimal_digits: 2,
      rounding: '0.05',
      code: 'CHF',
      name_plural: 'Swiss francs',
    });
  });

  it('keys every currency by its own code and maps every country to a known currency', () => {
    for (const [code, currency] of Object.entries(CURRENCIES)) expect(currency.code).toBe(code);
    for (const code of Object.values(CURRENCY_BY_COUNTRY)) expect(CURRENCIES[code]).toBeDefined();
  });

  it('refuses an unknown code', () => {
    expect(() => currencyByCode('XXX')).toThrow('Unknown currency code "XXX"');
  });
});

describe('currencyForCountry', () => {
  it('maps IT to EUR, US to USD, CH to CHF, case-insensitively', () => {
    expect(currencyForCountry('IT').code).toBe('EUR');
    expect(currencyForCountry('us').code).toBe('USD');
    expect(currencyForCountry('CH').code).toBe('CHF');
    expect(currencyForCountry('JP').decimal_digits).toBe(0);
  });

  it('defaults to EUR for missing or unmapped countries', () => {
    expect(currencyForCountry(undefined).code).toBe('EUR');
    expect(currencyForCountry('ZZ').code).toBe('EUR');
  });
});
