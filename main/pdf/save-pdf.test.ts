import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSavePdfRequest, PdfRequestError, safePdfFileName, savePdf, type SavePdfDeps } from './save-pdf';
import { MENU_LABELS } from '../menu/menu-labels';
import { FakeWindow, recordingLogger } from '../testing/fakes';
import { mainWindowOptions } from '../window-options';
import type { FetchedFile, SaveDialogOptions, SaveDialogResult } from '../facade';

const app = 'http://127.0.0.1:40123';
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function deps(answer: SaveDialogResult, files: Record<string, FetchedFile> = {}) {
  const dialogs: SaveDialogOptions[] = [];
  const fetched: string[] = [];
  const value: SavePdfDeps = {
    appOrigin: app,
    window: () => new FakeWindow(mainWindowOptions({ appPath: '/p', appVersion: '1' }), 1),
    downloadsDir: '/home/ann/Downloads',
    labels: () => MENU_LABELS.de,
    showSaveDialog: async (_window, options) => {
      dialogs.push(options);
      return answer;
    },
    fetchWithSession: async (url) => {
      fetched.push(url);
      const file = files[url];
      if (!file) throw new Error('not found');
      return file;
    },
    logger: recordingLogger(),
  };
  return { value, dialogs, fetched };
}

function target(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arredo-pdf-'));
  dirs.push(dir);
  return dir;
}

describe('safePdfFileName', () => {
  it('keeps a plain name, adds .pdf, and strips paths and characters systems refuse', () => {
    expect(safePdfFileName('Offer 1042.pdf')).toBe('Offer 1042.pdf');
    expect(safePdfFileName('Offer 1042')).toBe('Offer 1042.pdf');
    expect(safePdfFileName('../../.ssh/authorized_keys')).toBe('authorized_keys.pdf');
    expect(safePdfFileName('C:\\Windows\\evil?.pdf')).toBe('evil.pdf');
    expect(safePdfFileName('...')).toBe('order_merge.pdf');
    expect(safePdfFileName(undefined)).toBe('order_merge.pdf');
  });
});

describe('parseSavePdfRequest', () => {
  it('takes bytes that are a PDF, or a URL on the app origin (relative ones resolved)', () => {
    expect(parseSavePdfRequest({ bytes: pdf, fileName: 'o' }, app)).toEqual({
      fileName: 'o.pdf',
      source: { bytes: pdf },
    });
    expect(parseSavePdfRequest({ url: '/api/v1/reports/9.pdf' }, app).source).toEqual({
      url: `${app}/api/v1/reports/9.pdf`,
    });
  });

  it('refuses other origins, non-PDF bytes, both or neither', () => {
    expect(() => parseSavePdfRequest({ url: 'https://evil.example/x.pdf' }, app)).toThrow(
      /not the app's origin/,
    );
    expect(() => parseSavePdfRequest({ url: 'file:///etc/passwd' }, app)).toThrow(PdfRequestError);
    expect(() => parseSavePdfRequest({ bytes: new TextEncoder().encode('MZ\x90\x00') }, app)).toThrow(
      'The file is not a PDF',
    );
    expect(() => parseSavePdfRequest({ bytes: pdf, url: '/x' }, app)).toThrow(/not both/);
    expect(() => parseSavePdfRequest({ bytes: [37, 80, 68, 70, 45] }, app)).toThrow(/needs bytes/);
    expect(() => parseSavePdfRequest(null, app)).toThrow(PdfRequestError);
  });
});

describe('savePdf', () => {
  it('asks where to save (in the menu language, in Downloads) and writes the bytes there', async () => {
    const path = join(target(), 'Angebot.pdf');
    const { value, dialogs } = deps({ canceled: false, filePath: path });
    await expect(savePdf({ bytes: pdf, fileName: 'Angebot 1042' }, value)).resolves.toEqual({
      saved: true,
      path,
    });
    expect(readFileSync(path)).toEqual(Buffer.from(pdf));
    expect(dialogs).toEqual([
      {
        title: 'PDF speichern',
        buttonLabel: 'Speichern',
        defaultPath: '/home/ann/Downloads/Angebot 1042.pdf',
        filters: [{ name: 'PDF-Dokument', extensions: ['pdf'] }],
      },
    ]);
  });

  it('fetches a report URL with the app session, then saves it without leaving temporary files', async () => {
    const dir = target();
    const url = `${app}/api/v1/reports/9.pdf`;
    const { value, fetched } = deps(
      { canceled: false, filePath: join(dir, 'r.pdf') },
      { [url]: { status: 200, contentType: 'application/pdf', bytes: pdf } },
    );
    await savePdf({ url: '/api/v1/reports/9.pdf' }, value);
    expect(fetched).toEqual([url]);
    expect(readdirSync(dir)).toEqual(['r.pdf']);
  });

  it('writes nothing when the user cancels', async () => {
    const { value } = deps({ canceled: true });
    await expect(savePdf({ bytes: pdf }, value)).resolves.toEqual({ saved: false });
  });

  it('reports a failing report before asking the user anything', async () => {
    const url = `${app}/r.pdf`;
    const { value, dialogs } = deps(
      { canceled: false, filePath: '/tmp/never.pdf' },
      { [url]: { status: 500, contentType: 'text/html', bytes: new TextEncoder().encode('<h1>oops') } },
    );
    await expect(savePdf({ url }, value)).rejects.toThrow(`The report answered 500 (${url})`);
    expect(dialogs).toEqual([]);
  });
});
