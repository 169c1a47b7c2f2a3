import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './index';
import { createProjectsApi } from './projects';
import { createReportsApi, DEFAULT_PDF_NAME, downloadBlob, type PdfSavingHost } from './reports';
import { createTranslationsApi } from './notifications';
import { validReply } from './test-replies';
import { ApiError, type CallOptions, type HttpMethod, type Transport } from './transport';

/** A transport that records every call and answers with `reply`. */
function recorder(reply: (kind: string, method: string, path: string) => unknown = () => ({})) {
  const calls: unknown[][] = [];
  const transport: Transport = {
    url: (path) => `http://h/api/v1/${path}`,
    json: async <T>(method: HttpMethod, path: string, options: CallOptions = {}) => {
      calls.push([method, path, options]);
      return reply('json', method, path) as T;
    },
    text: async (method, path, options = {}) => {
      calls.push([method, path, options, 'text']);
      return reply('text', method, path) as string;
    },
    blob: async (address) => {
      calls.push(['GET', address, 'blob']);
      return reply('blob', 'GET', address) as Blob;
    },
    upload: async <T>(path: string, form: FormData) => {
      calls.push(['POST', path, form.getAll('files').length, 'upload']);
      return reply('upload', 'POST', path) as T;
    },
  };
  return { calls, transport };
}

describe('typed calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the path, method and body of every call', async () => {
    const { calls, transport } = recorder((kind, method, path) =>
      kind === 'text'
        ? 'OK'
        : {
            ...{ versions: [], entries: [], customers: [], notifications: [], translations: {} },
            ...(validReply(method as HttpMethod, path) as object),
          },
    );
    const api = createApi(transport);
    await api.auth.login({ id: 'MILANO', user: 'seller5', password: 'p' });
    await api.auth.guest();
    await api.auth.session();
    await api.auth.refresh();
    await api.auth.logout();
    await api.auth.setLanguage('d');
    await api.auth.setGdprFlags('1;1;1;1');
    await api.maintenance.status();
    await api.maintenance.book(new Date('2026-12-01T22:00:00Z'), '2026-12-02T02:00:00Z');
    await api.maintenance.book(null, null);
    await api.maintenance.start();
    await api.maintenance.end();
    await api.projects.open(5);
    await api.projects.remove('5');
    await api.projects.clone(5);
    await api.projects.list({ status: 'offer', page: 2 });
    await api.projects.createVersion(5, 'v1');
    await api.projects.listVersions(5);
    await api.projects.restoreVersion(5, 'v1');
    await api.projects.setStatus(5, { status: 'ordered', extra: { note: 'x' } });
    await api.projects.log(5);
    await api.customers.search({ q: 'rossi' });
    await api.customers.get(3);
    await api.customers.create({ email: 'a@b.it' });
    await api.customers.update(3, { city: 'Milano' });
    await api.notifications.list();
    await api.notifications.remove('a/b');
    await api.translations.get('it');
    await api.translations.save('it', { hello: 'ciao' });
    await api.photos.upload(5, [new Blob(['x'])]);
    await api.photos.image('/api/v1/photos/1');
    await api.reports.create({ json1: { schemaVersion: 2, rows: [] } });
    await api.reports.createDevExpress({ wprinterPars: { json1: '{}' } });
    await api.catalog.catalogs('it');
    expect(calls).toEqual([
      ['POST', 'auth/login', { body: { id: 'MILANO', user: 'seller5', password: 'p' } }],
      ['POST', 'auth/guest', { body: {} }],
      ['GET', 'auth/session', {}],
      ['POST', 'auth/refresh', { body: {} }],
      ['POST', 'auth/logout', { body: {} }],
      ['PUT', 'profile/language', { body: { lang: 'd' } }],
      ['PUT', 'profile/gdpr', { body: { gdprFlags: '1;1;1;1' } }],
      ['GET', 'maintenance', {}],
      [
        'PUT',
        'maintenance/booking',
        { body: { startDateTimeUTC: '2026-12-01T22:00:00.000Z', endDateTimeUTC: '2026-12-02T02:00:00Z' } },
      ],
      ['PUT', 'maintenance/booking', { body: { startDateTimeUTC: null, endDateTimeUTC: null } }],
      ['POST', 'maintenance/start', { body: {} }],
      ['POST', 'maintenance/end', { body: {} }],
      ['GET', 'projects/5', {}],
      ['DELETE', 'projects/5', {}],
      ['POST', 'projects/5/clone', { body: {} }],
      ['GET', 'projects', { query: { status: 'offer', page: 2 } }],
      ['POST', 'projects/5/versions', { body: { name: 'v1' } }],
      ['GET', 'projects/5/versions', {}],
      ['POST', 'projects/5/versions/restore', { body: { name: 'v1' } }],
      ['POST', 'projects/5/status', { body: { status: 'ordered', extra: { note: 'x' } } }],
      ['GET', 'projects/5/log', {}],
      ['GET', 'customers', { query: { q: 'rossi' } }],
      ['GET', 'customers/3', {}],
      ['POST', 'customers', { body: { email: 'a@b.it' } }],
      ['PUT', 'customers/3', { body: { city: 'Milano' } }],
      ['GET', 'notifications', {}],
      ['DELETE', 'notifications/a%2Fb', {}],
      ['GET', 'translations/it', {}],
      ['PUT', 'translations/it', { body: { translations: { hello: 'ciao' } } }, 'text'],
      ['POST', 'projects/5/photos', 1, 'upload'],
      ['GET', '/api/v1/photos/1', 'blob'],
      ['POST', 'reports', { body: { json1: { schemaVersion: 2, rows: [] } } }],
      ['POST', 'reports/devexpress', { body: { wprinterPars: { json1: '{}' } } }],
      ['GET', 'catalogs?lang=it', {}],
    ]);
  });

  it('saves new projects with POST and existing ones over their base revision with PUT', async () => {
    const { calls, transport } = recorder();
    const projects = createProjectsApi(transport);
    await projects.save({ schemaVersion: 2, des: 'New' });
    await projects.save({ schemaVersion: 2, id: 8, des: 'Old' }, { baseRevision: 3, isOffer: true });
    expect(calls).toEqual([
      ['POST', 'projects', { body: { project: { schemaVersion: 2, des: 'New' }, isOffer: false } }],
      [
        'PUT',
        'projects/8',
        { body: { project: { schemaVersion: 2, id: 8, des: 'Old' }, baseRevision: 3, isOffer: true } },
      ],
    ]);
    await expect(projects.save({ schemaVersion: 2 }, { baseRevision: 3 })).rejects.toThrow(
      'needs the project id',
    );
    await expect(projects.open('1; DROP')).rejects.toThrow('Missing id project');
    await expect(projects.open(0)).rejects.toThrow('Missing id project');
    expect(calls).toHaveLength(2);
  });

  it('refuses non-string translations and a reply other than OK', async () => {
    const translations = createTranslationsApi(recorder(() => 'NOPE').transport);
    await expect(translations.save('it', { a: 1 } as unknown as Record<string, string>)).rejects.toThrow(
      'Translation of non-string text is refused (a)',
    );
    await expect(translations.save('it', { a: 'b' })).rejects.toBeInstanceOf(ApiError);
    await expect(translations.get(' ')).rejects.toThrow('Missing lang');
  });

  it('savePdf downloads the file under the given or default name', async () => {
    const pdf = new Blob(['%PDF']);
    const download = vi.fn();
    const reports = createReportsApi(recorder(() => pdf).transport, download);
    await expect(reports.savePdf('/api/v1/reports/a/x.pdf', 'offer-12.pdf')).resolves.toBe(true);
    await expect(reports.savePdf('/api/v1/reports/a/x.pdf')).resolves.toBe(true);
    expect(download.mock.calls).toEqual([
      [pdf, 'offer-12.pdf'],
      [pdf, DEFAULT_PDF_NAME],
    ]);
    expect(DEFAULT_PDF_NAME).toBe('order_merge.pdf');
  });

  it("in the desktop app savePdf goes through the host's native save dialog; a cancel is no failure", async () => {
    const { transport } = recorder();
    transport.blob = vi.fn();
    const download = vi.fn();
    const savePdf = vi
      .fn<PdfSavingHost['savePdf']>()
      .mockResolvedValueOnce({ saved: true, path: '/home/u/Downloads/offer-12.pdf' })
      .mockResolvedValueOnce({ saved: false })
      .mockRejectedValueOnce(new Error('The report could not be fetched (404)'));
    const reports = createReportsApi(transport, download, () => ({ savePdf }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(reports.savePdf('/api/v1/reports/a/x.pdf', 'offer-12.pdf')).resolves.toBe(true);
      await expect(reports.savePdf('/api/v1/reports/a/x.pdf')).resolves.toBe(true);
      await expect(reports.savePdf('/api/v1/reports/a/x.pdf')).resolves.toBe(false);
    } finally {
      consoleError.mockRestore();
    }
    expect(savePdf.mock.calls).toEqual([
      [{ url: '/api/v1/reports/a/x.pdf', fileName: 'offer-12.pdf' }],
      [{ url: '/api/v1/reports/a/x.pdf', fileName: DEFAULT_PDF_NAME }],
      [{ url: '/api/v1/reports/a/x.pdf', fileName: DEFAULT_PDF_NAME }],
    ]);
    expect(transport.blob).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
  });

  it("savePdf logs 'Fetch error:' with the status only when the GET fails", async () => {
    const { transport } = recorder();
    transport.blob = async () => Promise.reject(new ApiError('Report not found', 404));
    const download = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(createReportsApi(transport, download).savePdf('/api/v1/reports/z/x.pdf')).resolves.toBe(
        false,
      );
      expect(consoleError).toHaveBeenCalledWith('Fetch error:', 404);
      expect(download).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('downloadBlob clicks a temporary <a download> on an object URL, then revokes it', async () => {
    const link = { href: '', download: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() };
    const appendChild = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => link), body: { appendChild } });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://h/1');
    try {
      downloadBlob(new Blob(['%PDF']), 'order_merge.pdf');
      expect(link).toMatchObject({ href: 'blob:http://h/1', download: 'order_merge.pdf' });
      expect(appendChild).toHaveBeenCalledWith(link);
      expect(link.click).toHaveBeenCalledOnce();
      expect(link.remove).toHaveBeenCalledOnce();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(revoke).toHaveBeenCalledWith('blob:http://h/1');
    } finally {
      revoke.mockRestore();
      create.mockRestore();
    }
  });
});
