import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { logDetailText } from './logDetail';

// The screen's t for the projects namespace (i18next's keys are typed; these are built at run time).
const t = (key: string): string => (i18n.t as unknown as (k: string) => string)(`projects:${key}`);

describe('a log entry’s details', () => {
  beforeAll(async () => {
    vi.stubGlobal('document', { documentElement: {} });
    initI18n('de');
    await import('./i18n/register');
  });

  it('labels the fields the server records and says yes or no, in the user’s language', () => {
    expect(logDetailText({ isOffer: false, rows: 6, revision: 1 }, t)).toBe(
      'Angebot: nein, Artikel: 6, Revision: 1',
    );
    expect(logDetailText({ files: ['a.jpg', 'b.jpg'] }, t)).toBe('Dateien: a.jpg, b.jpg');
  });

  it('shows a status change with the statuses’ names, then its other fields', () => {
    expect(logDetailText({ from: 'assigned', to: 'ordered', shop: 'MILANO' }, t)).toMatch(
      /^Zugewiesen → \S.* Filiale: MILANO$/,
    );
    expect(logDetailText({ from: 'assigned', to: 'ordered' }, t)).not.toContain('ordered');
  });

  it('keeps a field it does not know by its name, and shows nothing for no details', () => {
    expect(logDetailText({ custom: 'x' }, t)).toBe('custom: x');
    expect(logDetailText(null, t)).toBe('');
  });
});
