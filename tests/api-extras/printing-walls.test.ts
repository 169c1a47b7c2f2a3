// jPrjPrintCleaner, the designer address (with and without a report server) and the wall catalogue
// over the real stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgliteDataDir } from '../support/storage';
import { startExtrasApi, type ExtrasApi } from './app';

describe('print server calls and walls', () => {
  let api: ExtrasApi;
  let bare: ExtrasApi;
  let seller: string;

  beforeAll(async () => {
    api = await startExtrasApi(
      { dataDir: await freshPgliteDataDir() },
      { reportServer: 'https://print.example.com/' },
    );
    bare = await startExtrasApi({ dataDir: await freshPgliteDataDir() });
    seller = await api.login('seller5');
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await bare?.close();
  });

  it('cleans a serialised project for printing', async () => {
    const jOrd = JSON.stringify({
      schemaVersion: 2,
      img: 'data:image/png;base64,AAAA',
      engine_views: { views: [] },
      rows: [{ uniqueid: 'r1', catalog: 'K', img: 'data:image/png;base64,BBBB', erp: [] }],
      customerFields: { notes: 'n' },
    });
    const reply = await api.call<{ jOrd: Record<string, unknown>; removed: string[]; uid: string }>(
      'POST',
      '/api/v1/printing/clean',
      { token: seller, body: { site: '/shop', uid: 7, jOrd } },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.uid).toBe('7');
    expect(reply.body.jOrd).not.toHaveProperty('img');
    expect(reply.body.jOrd).not.toHaveProperty('engine_views');
    expect((reply.body.jOrd.customerFields as { notes: string }).notes).toBe('n');
    expect(reply.body.removed).toContain('rows[0].img');
    const bad = await api.call('POST', '/api/v1/printing/clean', {
      token: seller,
      body: { site: '', uid: 7, jOrd: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('gives the designer address, or null without a report server; not to guests', async () => {
    const reply = await api.call<{ url: string }>('GET', '/api/v1/reports/designer?uid=42&site=main', {
      token: seller,
    });
    expect(reply.body.url).toBe('https://print.example.com/designer?uid=42&site=main');
    const none = await bare.call<{ url: null }>('GET', '/api/v1/reports/designer', {
      token: await bare.login('seller5'),
    });
    expect(none.status).toBe(200);
    expect(none.body.url).toBeNull();
    expect((await api.call('GET', '/api/v1/reports/designer', { token: await api.guest() })).status).toBe(
      403,
    );
  });

  it('lists wall types in the caller language with the default height 2700', async () => {
    const reply = await api.call<{
      defaultHeight: number;
      walls: { cod: string; des: string; height: number }[];
    }>('GET', '/api/v1/walls?lang=it', { token: seller });
    expect(reply.status).toBe(200);
    expect(reply.body.defaultHeight).toBe(2700);
    expect(reply.body.walls[0]).toMatchObject({
      cod: 'PARTITION-100',
      des: 'Tramezzo in cartongesso 100 mm',
      height: 2700,
    });
    expect((await api.call('GET', '/api/v1/walls')).status).toBe(401);
  });
});
