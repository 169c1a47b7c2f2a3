import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

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
