import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from './index';
import { registerTranslations } from './namespaces';
import { applyTranslationOverrides } from './overrides';

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: {} });
  initI18n('en');
});

describe('saved translations over the bundled texts', () => {
  it("puts a shell text (bare key) and a feature's text ('namespace:path') over the bundled ones", () => {
    const before = i18n.t('routes.projects', { lng: 'it' });
    const seen: string[] = [];
    const onAdded = (language: string, namespace: string) => seen.push(`${language}/${namespace}`);
    i18n.store.on('added', onAdded);
    expect(
      applyTranslationOverrides('it_IT', { 'routes.projects': 'I miei lavori', 'demo:title': 'Titolo' }),
    ).toBe(2);
    i18n.store.off('added', onAdded);
    expect(before).not.toBe('I miei lavori');
    expect(i18n.t('routes.projects', { lng: 'it' })).toBe('I miei lavori');
    expect(i18n.getResource('it', 'demo', 'title')).toBe('Titolo');
    // Other languages keep their texts; the screens heard of the change (react-i18next re-renders on it).
    expect(i18n.t('routes.projects', { lng: 'en' })).toBe('Projects');
    expect(seen).toEqual(['it/translation', 'it/demo']);
  });

  it("survives the namespace's bundled texts being registered later (its chunk loads)", () => {
    applyTranslationOverrides('de', { 'late:greeting': 'Servus' });
    registerTranslations('late', {
      en: { greeting: 'Hello', other: 'Other' },
      it: { greeting: 'Ciao', other: 'Altro' },
      de: { greeting: 'Hallo', other: 'Andere' },
    });
    expect(i18n.getResource('de', 'late', 'greeting')).toBe('Servus');
    expect(i18n.getResource('de', 'late', 'other')).toBe('Andere');
    expect(i18n.getResource('en', 'late', 'greeting')).toBe('Hello');
  });

  it('skips what is not text and empty paths', () => {
    expect(
      applyTranslationOverrides('en', { ':': 'x', 'a:': 'y', n: 3 as unknown as string, 'e2e.kept': 'kept' }),
    ).toBe(1);
    expect(i18n.getResource('en', 'translation', 'e2e.kept')).toBe('kept');
  });
});
