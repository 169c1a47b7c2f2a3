import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../files/disposition';
import { DEFAULT_REPORT_FILE_NAME, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it('defaults to order_merge.pdf (spec 9)', () => {
    expect(DEFAULT_REPORT_FILE_NAME).toBe('order_merge.pdf');
    for (const empty of [undefined, null, '', '   ', '.pdf', '...', '../', '""']) {
      expect(sanitizeFileName(empty)).toBe('order_merge.pdf');
    }
  });

  it('keeps ordinary names and ensures the .pdf extension', () => {
    expect(sanitizeFileName('Offerta Rossi.pdf')).toBe('Offerta Rossi.pdf');
    expect(sanitizeFileName('Angebot Müller')).toBe('Angebot Müller.pdf');
    expect(sanitizeFileName('offer.PDF')).toBe('offer.pdf');
    expect(sanitizeFileName('offer-2026.11.22')).toBe('offer-2026.11.22.pdf');
  });

  it('drops path segments: no traversal', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd.pdf');
    expect(sanitizeFileName('..\\..\\Windows\\win.ini')).toBe('win.ini.pdf');
    expect(sanitizeFileName('/abs/path/offer.pdf')).toBe('offer.pdf');
    expect(sanitizeFileName('.hidden')).toBe('hidden.pdf');
  });

  it('removes quotes, CR/LF and other control or reserved characters', () => {
    const name = sanitizeFileName('evil"name\r\nSet-Cookie: x=1;\t<b>?*|`\'%00.pdf');
    expect(name).toBe('evilnameSet-Cookie x=1b00.pdf');
    expect(name).not.toMatch(/[\r\n"';:<>?*|`%\\/]/);
  });

  it('caps the length at 120 characters', () => {
    const name = sanitizeFileName(`${'x'.repeat(500)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('a report download header', () => {
  it('sanitises first, so a header can never be split', () => {
    expect(attachmentDisposition(sanitizeFileName('a"\r\nb.pdf'))).toBe(
      `attachment; filename="ab.pdf"; filename*=UTF-8''ab.pdf`,
    );
  });
});
