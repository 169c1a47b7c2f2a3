import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatMoney, prepareListFormats } from './format';

describe('formatMoney', () => {
  it('formats decimal text exactly, in the currency and language', () => {
    expect(formatMoney('1234.50', 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney('1234.5', 'CHF', 'de-CH')).toMatch(/^CHF.1['’]234\.50$/);
    // Beyond a double's precision the digits still come out as saved.
    expect(formatMoney('90071992547409.93', 'EUR', 'en')).toBe('€90,071,992,547,409.93');
  });

  it('leaves text that is not an amount as it is', () => {
    expect(formatMoney('n/a', 'EUR', 'en')).toBe('n/a');
  });
});

describe('formatDate', () => {
  // Issue 19: one date format per language everywhere (lists, log, offer, pickers), not Intl's
  // "medium" style here and DD/MM/YYYY on the offer.
  it('writes the date in the language, and the same again from the cached formatter', () => {
    expect(formatDate('2026-11-24T10:00:00Z', 'en-GB')).toBe('24/11/2026');
    expect(formatDate('2026-11-24T10:00:00Z', 'it')).toBe('24/11/2026');
    expect(formatDate('2026-11-24T10:00:00Z', 'de')).toBe('24.11.2026');
    expect(formatDate('2026-11-25T10:00:00Z', 'de')).toBe('25.11.2026');
    expect(formatDate('not a date', 'de')).toBe('not a date');
  });

  it('falls back to the amount and code for an unknown currency, every time', () => {
    expect(formatMoney('12.50', 'NOT-A-CODE', 'en')).toBe('12.50 NOT-A-CODE');
    expect(formatMoney('13.50', 'NOT-A-CODE', 'en')).toBe('13.50 NOT-A-CODE');
  });
});

describe('prepareListFormats', () => {
  it('builds the formatters the rows then use, so a row builds none', () => {
    prepareListFormats('fr', 'CHF');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatDate('2026-11-24T10:00:00Z', 'fr')).toBe('24/11/2026');
      // Francs in French are written as in Romandy (fr-CH): a decimal point.
      expect(formatMoney('12.50', 'CHF', 'fr')).toMatch(/^12\.50.CHF$/);
      expect(dates).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('does not throw for a currency Intl refuses', () => {
    expect(() => prepareListFormats('en', 'NOT-A-CODE')).not.toThrow();
    expect(formatMoney('1.00', 'NOT-A-CODE', 'en')).toBe('1.00 NOT-A-CODE');
  });
});
