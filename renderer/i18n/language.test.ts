import { describe, expect, it } from 'vitest';
import { firstVisitLanguage, normalizeLanguage, selectableLanguages, uiLanguageFor } from './language';

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

describe('first-visit language', () => {
  it("takes the browser's first preferred language that the configuration offers", () => {
    expect(firstVisitLanguage(['en', 'it', 'de'], ['it-IT', 'en-US'])).toBe('it');
    expect(firstVisitLanguage(['en', 'it', 'de'], ['fr-FR', 'de-CH', 'it'])).toBe('de');
    expect(firstVisitLanguage(['d', 'en_GB'], ['en-US'])).toBe('en-GB');
  });
  it("falls back to the configuration's first language", () => {
    expect(firstVisitLanguage(['it', 'en'], ['fr-FR', 'es'])).toBe('it');
    expect(firstVisitLanguage(['d', 'en'], [])).toBe('de');
    expect(firstVisitLanguage([], ['fr'])).toBe('en');
  });
});
