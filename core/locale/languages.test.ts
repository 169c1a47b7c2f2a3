import { describe, expect, it } from 'vitest';
import { findConfiguredLanguage, localeFor, normalizeLanguage, numberLocale } from './languages';

describe('normalizeLanguage', () => {
  it('maps d to de and turns underscores into hyphens', () => {
    expect(normalizeLanguage('d')).toBe('de');
    expect(normalizeLanguage('D')).toBe('de');
    expect(normalizeLanguage('pt_BR')).toBe('pt-BR');
    expect(normalizeLanguage('zh_Hant_TW')).toBe('zh-Hant-TW');
    expect(normalizeLanguage(' it ')).toBe('it');
  });
});

describe('localeFor', () => {
  it('uses the table for d, en, us and br', () => {
    expect(localeFor('d')).toBe('de-DE');
    expect(localeFor('en')).toBe('en-GB');
    expect(localeFor('US')).toBe('en-US');
    expect(localeFor('br')).toBe('pt-BR');
  });

  it('falls back to the normalised code, then to the default', () => {
    expect(localeFor('it')).toBe('it');
    expect(localeFor('fr_CA')).toBe('fr-CA');
    expect(localeFor('not a locale!')).toBe('en-GB');
    expect(localeFor('')).toBe('en-GB');
    expect(localeFor(undefined)).toBe('en-GB');
  });
});

describe('findConfiguredLanguage', () => {
  it('matches case-insensitively and returns the configured spelling', () => {
    expect(findConfiguredLanguage('EN', ['it', 'en'])).toBe('en');
    expect(findConfiguredLanguage('fr', ['it', 'en'])).toBeUndefined();
  });
});

describe('numberLocale', () => {
  it('writes Swiss francs as Switzerland does in the language, other currencies as the language does', () => {
    const cases: [string, string | undefined, string][] = [
      ['de', 'CHF', 'de-CH'],
      ['it', 'CHF', 'it-CH'],
      ['en', 'CHF', 'en-CH'],
      ['de', 'EUR', 'de'],
      ['en', undefined, 'en-GB'],
      ['pt-BR', 'CHF', 'pt-BR'],
    ];
    for (const [language, currency, locale] of cases) expect(numberLocale(language, currency)).toBe(locale);
    const franc = new Intl.NumberFormat(numberLocale('de', 'CHF'), { style: 'currency', currency: 'CHF' });
    expect((franc.format as unknown as (v: string) => string)('1234.50')).toMatch(/^CHF\s1['’]234\.50$/);
  });
});
