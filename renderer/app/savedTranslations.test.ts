import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { logsAtom } from '../state/logs';
import { store } from '../state/store';
import { loadSavedTranslations } from './savedTranslations';

beforeAll(() => {
  vi.stubGlobal('document', { documentElement: {} });
  initI18n('en');
});

describe('saved translations from the server', () => {
  it("fetches a language's saved texts once per session and shows them", async () => {
    const get = vi.fn(async () => ({ 'routes.home': 'Startseite (Shop)' }));
    expect(await loadSavedTranslations('de-CH', { get })).toBe(1);
    expect(await loadSavedTranslations('de', { get })).toBe(0);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('de');
    expect(i18n.t('routes.home', { lng: 'de' })).toBe('Startseite (Shop)');
  });

  it('a failure keeps the bundled texts, is logged, and is tried again next time', async () => {
    const bundled = i18n.t('routes.home', { lng: 'it' });
    const get = vi
      .fn<(lang: string) => Promise<Record<string, string>>>()
      .mockRejectedValueOnce(new Error('Not signed in'))
      .mockResolvedValueOnce({});
    expect(await loadSavedTranslations('it', { get })).toBe(0);
    expect(i18n.t('routes.home', { lng: 'it' })).toBe(bundled);
    expect(store.get(logsAtom).map((entry) => entry.message)).toContain('Saved translations not loaded');
    await loadSavedTranslations('it', { get });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
