import { describe, expect, it } from 'vitest';
import { createExtrasApi, PRINT_CLEANER_NO_RESPONSE } from './extras';
import { recordingTransport, validReply } from './test-replies';
import { ApiError } from './transport';

/** The recording transport answering `answer(path)` (a valid offer-PDF reply unless it says otherwise). */
const recorder = (answer?: (path: string) => unknown) =>
  recordingTransport((method, path) => answer?.(path) ?? validReply(method, path));

describe('extras calls', () => {
  it('builds paths and bodies', async () => {
    const { calls, transport } = recorder((path) =>
      path === 'reports/designer' ? { url: null } : undefined,
    );
    const api = createExtrasApi(transport);
    await api.offerPdf(4, { printCodes: ['A', 'B'], validity: 10 });
    await api.generateViews(4, 3, true);
    await api.saveViewMaker(4, 4, [{ camera: 'front' }]);
    await api.views(4);
    expect(await api.designerUrl(7, 'main')).toBeNull();
    await api.walls('it');
    expect(calls).toEqual([
      ['POST', 'projects/4/offer-pdf', { body: { validity: 10, printCodes: 'A;B' } }],
      ['POST', 'projects/4/views', { body: { baseRevision: 3, mode2D: true } }],
      ['PUT', 'projects/4/viewmaker', { body: { baseRevision: 4, views: [{ camera: 'front' }] } }],
      ['GET', 'projects/4/views', undefined],
      ['GET', 'reports/designer', { query: { uid: '7', site: 'main' } }],
      ['GET', 'walls', { query: { lang: 'it' } }],
    ]);
  });

  it('names the export zip after its key and posts the request', async () => {
    const posted: unknown[] = [];
    const api = createExtrasApi(recorder().transport, async (url, body) => {
      posted.push(url, body);
      return new Blob(['zip']);
    });
    const request = { expKey: 'IGX' as const, jsonScene: { meshes: [] }, _UID: 3 };
    expect((await api.exportScene(request)).fileName).toBe('IGXfile.zip');
    expect(posted).toEqual(['http://h/api/v1/exports/scene', request]);
    expect((await api.exportScene({ ...request, expKey: 'OBJ' })).fileName).toBe('dump.zip');
  });

  it("reports 'jPrjPrintCleaner error: no response...' when no usable answer came", async () => {
    const offline = createExtrasApi(recorder(() => new ApiError('Network error', 0)).transport);
    await expect(offline.printCleaner('s', 1, {})).rejects.toThrow(PRINT_CLEANER_NO_RESPONSE);
    const broken = createExtrasApi(recorder(() => new ApiError('Internal server error', 500)).transport);
    await expect(broken.printCleaner('s', 1, {})).rejects.toThrow(PRINT_CLEANER_NO_RESPONSE);
    const refused = createExtrasApi(
      recorder(() => new ApiError('Project inputs must be project objects', 400)).transport,
    );
    await expect(refused.printCleaner('s', 1, 'x')).rejects.toThrow('Project inputs must be project objects');
  });
});
