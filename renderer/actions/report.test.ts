import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClosetError } from '../../core/closet/model';
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
    reportActionError('saveProject', refusal);
    expect(create.mock.calls[0]![0].title).toContain(
      'Guests from your network have saved as much as allowed today',
    );
    await i18n.changeLanguage('it');
    reportActionError('saveProject', new ApiError('full', 413, { code: 'GUEST_STORAGE_FULL' }));
    expect(create.mock.calls[1]![0].title).toContain('Lo spazio per gli ospiti su questo server è pieno');
    await i18n.changeLanguage('de');
    reportActionError('saveProject', new ApiError('quota', 413, { code: 'QUOTA_EXCEEDED' }));
    expect(create.mock.calls[2]![0].title).toContain('Ihr Gastspeicher ist voll');
    // Other errors keep their message.
    reportActionError('saveProject', new ApiError('Something else', 400, { code: 'X' }));
    expect(create.mock.calls[3]![0].title).toContain('Something else');
  });

  it("says a refused closet change in the UI's language, never core's English sentence", async () => {
    const create = vi.spyOn(toaster, 'create');
    const refusal = new ClosetError(
      'section-too-narrow',
      'Section 2 would be 250 mm wide; the minimum is 300 mm',
      {
        section: 2,
        values: { width: 250, limit: 300 },
      },
    );
    await i18n.changeLanguage('it');
    reportActionError('closetEdit', refusal);
    const italian = String(create.mock.calls[0]![0].title);
    expect(italian).toContain('Il vano 2 sarebbe largo 250 mm; il minimo è 300 mm');
    expect(italian).not.toContain('would be');
    await i18n.changeLanguage('de');
    reportActionError('closetEdit', refusal);
    expect(create.mock.calls[1]![0].title).toContain('Fach 2 wäre 250 mm breit; das Minimum ist 300 mm');
  });
});
