import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogApi, sendJson, type SendJson } from './catalog';
import { ApiError } from './client';

function recorder(reply: unknown) {
  const calls: [string, string, unknown][] = [];
  const send = (async (method: string, path: string, body?: unknown) => {
    calls.push([method, path, body]);
    return reply;
  }) as SendJson;
  return { calls, api: createCatalogApi(send) };
}

describe('catalogue API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the paths, queries and bodies of every call', async () => {
    const { calls, api } = recorder({ catalogs: [], models: [], galleries: [], rows: [] });
    await api.catalogs('it');
    await api.models('KIT CHEN', { model: 'B1' });
    await api.itemTip('KITCHEN', 'B1', { classification: 'BASE' });
    await api.searchGalleries({ catalog: 'KITCHEN', t: 'oak' });
    await api.loadGallery('KITCHEN', 'a/b');
    await api.recomputePrices(
      [{ uniqueid: 1, catalog: 'KITCHEN', model: 'B1', neutro: 'WIDTH=600' }],
      'LIST-CHF',
    );
    await api.reevaluateProject({ rows: [] });
    await api.loadRule({ catalog: 'KITCHEN', model: 'B1', variant: 'WIDTH=600' });
    await api.headerRule({ Catalogo: 'KITCHEN', model: 'B1' });
    await api.promotions({ catalog: 'KITCHEN', orderdate: '2026-11-22' });
    expect(calls).toEqual([
      ['GET', 'catalogs?lang=it', undefined],
      ['GET', 'catalogs/KIT%20CHEN/models?model=B1', undefined],
      ['GET', 'catalogs/KITCHEN/item-tip?model=B1&classification=BASE', undefined],
      ['POST', 'galleries/search', { catalog: 'KITCHEN', t: 'oak' }],
      ['GET', 'catalogs/KITCHEN/galleries/a%2Fb', undefined],
      [
        'POST',
        'prices/recompute',
        { rows: [{ uniqueid: 1, catalog: 'KITCHEN', model: 'B1', neutro: 'WIDTH=600' }], listid: 'LIST-CHF' },
      ],
      ['POST', 'projects/reevaluate', { project: { rows: [] } }],
      ['POST', 'rules/load', { catalog: 'KITCHEN', model: 'B1', variant: 'WIDTH=600' }],
      ['POST', 'rules/header', { Catalogo: 'KITCHEN', model: 'B1' }],
      ['GET', 'promotions?catalog=KITCHEN&orderdate=2026-11-22', undefined],
    ]);
  });

  it("sends JSON and turns an error reply into ApiError with the server's message", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Catalog not found' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { baseURI: 'http://host/app/' });
    const failure = sendJson('POST', 'rules/load', { catalog: 'X' });
    await expect(failure).rejects.toThrow(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Catalog not found', status: 404 });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://host/app/api/v1/rules/load',
      expect.objectContaining({ method: 'POST', body: '{"catalog":"X"}' }),
    );
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(sendJson('GET', 'catalogs')).rejects.toMatchObject({
      message: '502 Bad Gateway',
      status: 502,
    });
  });
});
