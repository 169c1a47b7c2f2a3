import { describe, expect, it } from 'vitest';
import { normalizeLanguage, selectableLanguages, uiLanguageFor } from './language';

describe('language normalisation', () => {
  it('maps d to de', () => {
    expect(normalizeLanguage('d')).toBe('de');
    expect(normalizeLanguage(' D ')).toBe('de');
  });
  it('turns underscores into hyphens', () => {
    expect(normalizeLanguage('en_GB')).toBe('en-GB');
    expect(normalizeLanguage('pt_BR')).toBe('pt-BR');
  });
  it('keeps other codes', () => {
    expect(normalizeLanguage('it')).toBe('it');
    expect(normalizeLanguage('de')).toBe('de');
  });
  it('picks the bundled translation by primary subtag, English otherwise', () => {
    expect(uiLanguageFor('d')).toBe('de');
    expect(uiLanguageFor('it_IT')).toBe('it');
    expect(uiLanguageFor('EN-us')).toBe('en');
    expect(uiLanguageFor('pt_BR')).toBe('en');
  });
  it('lists configured languages once each', () => {
    expect(selectableLanguages(['it', 'd', 'de', 'en_GB'])).toEqual(['it', 'de', 'en']);
    expect(selectableLanguages([])).toEqual(['en']);
  });
});
