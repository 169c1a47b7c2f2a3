// Sessions, hostile input and the OpenAPI document of the catalogue and price calls, over a real
// listening server (fetch) on PGlite and PostgreSQL: no session is 401, nothing a client sends is 500.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStorage } from '../../tests/support/storage';
import { startCatalogApi, type CatalogTestApi } from '../../tests/api-catalog/support';

const HOSTILE = [
  'x'.repeat(20_000),
  "KITCHEN'; DROP TABLE catalogs; --",
  "' OR '1'='1",
  'Küche 漢字 🙂 \u202e',
  'nul\u0000byte',
  '../../etc/passwd',
  '%00%27',
  '{"$gt":""}',
];

const ROUTES: { method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/api/v1/catalogs' },
  { method: 'GET', url: '/api/v1/catalogs/KITCHEN/models' },
  { method: 'POST', url: '/api/v1/rules/header', body: { Catalogo: 'KITCHEN', model: 'B1' } },
  { method: 'GET', url: '/api/v1/catalogs/KITCHEN/item-tip?model=B1' },
  { method: 'POST', url: '/api/v1/galleries/search', body: {} },
  { method: 'GET', url: '/api/v1/catalogs/KITCHEN/galleries/SAGE-SINK-800' },
  { method: 'POST', url: '/api/v1/prices/recompute', body: { rows: [] } },
  { method: 'POST', url: '/api/v1/projects/reevaluate', body: { project: { rows: [] } } },
  { method: 'POST', url: '/api/v1/rules/load', body: { catalog: 'KITCHEN', model: 'B1' } },
  { method: 'GET', url: '/api/v1/promotions' },
];

describeEachStorage('catalogue API guards', (fixture) => {
  let t: CatalogTestApi;
  beforeAll(async () => {
    t = await startCatalogApi(await fixture.fresh());
  });
  afterAll(() => t?.api.close());

  it('every call answers over a real connection: 401 without a session, 200 for a guest', async () => {
    for (const route of ROUTES) {
      const anonymous = await t.api.call(route.method, route.url, { body: route.body });
      expect(anonymous.status, route.url).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'NO_SESSION' });
      const guest = await t.api.call(route.method, route.url, { body: route.body, token: t.tokens.guest });
      expect(guest.status, `${route.url}: ${JSON.stringify(guest.body)}`).toBe(200);
    }
    const invalid = await t.api.call('GET', '/api/v1/catalogs', { token: 'not-a-session' });
    expect(invalid.status).toBe(401);
  });

  it('a missing session is 401 even when the body is invalid', async () => {
    const reply = await t.api.call('POST', '/api/v1/prices/recompute', { body: { rows: 'bad' } });
    expect(reply.status).toBe(401);
  });

  it('hostile strings in every field are refused or not found, never a 500', async () => {
    const attempts: { method: 'GET' | 'POST'; url: string; body?: unknown }[] = [];
    for (const raw of HOSTILE) {
      const s = encodeURIComponent(raw);
      attempts.push(
        { method: 'GET', url: `/api/v1/catalogs?lang=${s}` },
        { method: 'GET', url: `/api/v1/catalogs/${s}/models` },
        { method: 'GET', url: `/api/v1/catalogs/KITCHEN/models?model=${s}` },
        { method: 'GET', url: `/api/v1/catalogs/KITCHEN/item-tip?model=B1&classification=${s}` },
        { method: 'GET', url: `/api/v1/catalogs/KITCHEN/galleries/${s}` },
        { method: 'GET', url: `/api/v1/catalogs/KITCHEN/galleries/SAGE-SINK-800?listid=${s}` },
        { method: 'GET', url: `/api/v1/promotions?catalog=${s}&orderdate=${s}` },
        { method: 'POST', url: '/api/v1/rules/header', body: { Catalogo: raw, model: raw, defaultvar: raw } },
        {
          method: 'POST',
          url: '/api/v1/rules/header',
          body: { Catalogo: 'KITCHEN', model: 'B1', forcedvar: `WIDTH=${raw}` },
        },
        {
          method: 'POST',
          url: '/api/v1/galleries/search',
          body: { catalog: raw, t: raw, l1: raw, filter1: raw },
        },
        {
          method: 'POST',
          url: '/api/v1/galleries/search',
          body: { t: raw, filter2: `FRONT=${raw}`, l2: raw },
        },
        {
          method: 'POST',
          url: '/api/v1/rules/load',
          body: { catalog: 'KITCHEN', model: 'B1', variant: raw, lang: raw },
        },
        {
          method: 'POST',
          url: '/api/v1/rules/load',
          body: { catalog: 'KITCHEN', model: raw, rule: [{ cod: raw, value: raw }] },
        },
        {
          method: 'POST',
          url: '/api/v1/prices/recompute',
          body: {
            listid: raw,
            rows: [{ uniqueid: raw, catalog: raw, model: raw, neutro: raw, cmodel: raw }],
          },
        },
        {
          method: 'POST',
          url: '/api/v1/prices/recompute',
          body: { rows: [{ uniqueid: raw, catalog: 'KITCHEN', model: 'B1', neutro: `WIDTH=600;${raw}` }] },
        },
        {
          method: 'POST',
          url: '/api/v1/projects/reevaluate',
          body: { project: { listid: raw, rows: [{ uniqueid: raw, catalog: raw, model: raw, var: raw }] } },
        },
      );
    }
    for (const attempt of attempts) {
      const reply = await t.inject<{ message?: string }>(attempt.method, attempt.url, { body: attempt.body });
      expect(
        reply.status,
        `${attempt.method} ${attempt.url.slice(0, 120)} ${JSON.stringify(attempt.body)?.slice(0, 200)}`,
      ).toBeLessThan(500);
      if (reply.status >= 400) expect(reply.body.message?.length).toBeGreaterThan(0);
    }
    const catalogs = await t.inject<{ catalogs: unknown[] }>('GET', '/api/v1/catalogs');
    expect(catalogs.body.catalogs).toHaveLength(5);
  });

  it(
    'random text and JSON values in the configuration fields never make a 500 (property)',
    { timeout: 120_000 },
    async () => {
      const text = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.constantFrom('KITCHEN', 'B1', 'WIDTH=600'),
      );
      const anything = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }));
      await fc.assert(
        fc.asyncProperty(text, text, anything, anything, async (catalog, model, variant, neutro) => {
          const replies = await Promise.all([
            t.inject('POST', '/api/v1/rules/load', { body: { catalog, model, variant } }),
            t.inject('POST', '/api/v1/rules/header', {
              body: { Catalogo: catalog, model, defaultvar: variant },
            }),
            t.inject('POST', '/api/v1/prices/recompute', {
              body: { rows: [{ uniqueid: 1, catalog, model, neutro }] },
            }),
            t.inject('POST', '/api/v1/galleries/search', { body: { catalog, filter1: variant, t: neutro } }),
            t.inject(
              'GET',
              `/api/v1/catalogs/${encodeURIComponent(catalog)}/item-tip?model=${encodeURIComponent(model)}`,
            ),
          ]);
          for (const reply of replies) expect(reply.status).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    },
  );

  it('malformed JSON and wrong content types are client errors', async () => {
    const broken = await t.api.call('POST', '/api/v1/prices/recompute', {
      token: t.tokens.guest,
      rawBody: '{"rows": [',
    });
    expect(broken.status).toBe(400);
    const text = await t.api.call('POST', '/api/v1/rules/load', {
      token: t.tokens.guest,
      rawBody: 'catalog=KITCHEN',
      contentType: 'text/plain',
    });
    expect(text.status).toBe(415); // a type a cross-site form can send (server/security/csrf.ts)
    const xml = await t.api.call('POST', '/api/v1/rules/load', {
      token: t.tokens.guest,
      rawBody: '<catalog/>',
      contentType: 'application/xml',
    });
    expect(xml.status).toBe(415);
  });

  it('the OpenAPI document describes every catalogue and price call', async () => {
    const reply = await t.api.call<{ paths: Record<string, Record<string, { tags?: string[] }>> }>(
      'GET',
      '/api/docs/json',
    );
    expect(reply.status).toBe(200);
    const paths = reply.body.paths;
    for (const route of ROUTES) {
      const path = route.url
        .split('?')[0]!
        .replace('/catalogs/KITCHEN/galleries/SAGE-SINK-800', '/catalogs/{catalog}/galleries/{cod}')
        .replace('/catalogs/KITCHEN/', '/catalogs/{catalog}/');
      expect(paths[path]?.[route.method.toLowerCase()], path).toBeDefined();
    }
    expect(paths['/api/v1/prices/recompute']?.post?.tags).toEqual(['prices']);
  });
});
