import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { i18n } from '../i18n';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import it_ from '../i18n/it.json';
import { toaster } from '../ui/toaster';
import { reportActionError } from './report';

// The shell's texts in the three languages (initI18n needs a document).
void i18n.init({
  resources: { en: { translation: en }, it: { translation: it_ }, de: { translation: de } },
  lng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

describe('reportActionError', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it("says a guest limit's refusal in the user's language, not the server's English", async () => {
    const create = vi.spyOn(toaster, 'create');
    const refusal = new ApiError('Guests from your address may store 200.0 MB a day', 429, {
      code: 'GUEST_DAILY_BUDGET',
    });
    reportActionError('saveProject', 'actions.undo', refusal);
    expect(create.mock.calls[0]![0].title).toContain(
      'Guests from your network have saved as much as allowed today',
    );
    await i18n.changeLanguage('it');
    reportActionError(
      'saveProject',
      'actions.undo',
      new ApiError('full', 413, { code: 'GUEST_STORAGE_FULL' }),
    );
    expect(create.mock.calls[1]![0].title).toContain('Lo spazio per gli ospiti su questo server è pieno');
    await i18n.changeLanguage('de');
    reportActionError('saveProject', 'actions.undo', new ApiError('quota', 413, { code: 'QUOTA_EXCEEDED' }));
    expect(create.mock.calls[2]![0].title).toContain('Ihr Gastspeicher ist voll');
    // Other errors keep their message.
    reportActionError('saveProject', 'actions.undo', new ApiError('Something else', 400, { code: 'X' }));
    expect(create.mock.calls[3]![0].title).toContain('Something else');
  });
});
