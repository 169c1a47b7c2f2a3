// The catalogue document route: what the browser's rule engine evaluates must give the server's
// answer, with only the caller's price list in it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compileModel, evaluate, loadCatalog } from '../../core/catalog';
import { describeEachStorage } from '../../tests/support/storage';
import { SAMPLE_CATALOGS_DIR, startCatalogApi, type CatalogTestApi } from '../../tests/api-catalog/support';
import { importCatalogs } from './import';
import { CATALOGS_CHANNEL } from '../storage/changes';

interface DocumentReply {
  catalog: string;
  hash: string;
  priceList: string | null;
  currency: string | null;
  document: unknown;
}

describeEachStorage('catalogue document API', (fixture) => {
  let t: CatalogTestApi;
  beforeAll(async () => {
    t = await startCatalogApi(await fixture.fresh());
  });
  afterAll(() => t?.api.close());

  it("gives the document with the caller's price list only, evaluating as the server does", async () => {
    const hashes = new Set<string>();
    for (const [token, list, currency] of [
      [t.tokens.chf, 'RETAIL-CHF', 'CHF'],
      [t.tokens.guest, 'RETAIL-EUR', 'EUR'],
    ] as const) {
      const reply = await t.inject<DocumentReply>('GET', '/api/v1/catalogs/kitchen/document', { token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ catalog: 'KITCHEN', priceList: list, currency });
      hashes.add(reply.body.hash);
      const document = loadCatalog(reply.body.document);
      expect(document.priceLists.map((l) => l.cod)).toEqual([list]);
      const local = evaluate(compileModel(document, 'B1S'), 'WIDTH=800', { priceList: list });
      const server = await t.inject<{ erp: unknown[] }>('POST', '/api/v1/rules/load', {
        token,
        body: { catalog: 'KITCHEN', model: 'B1S', variant: 'WIDTH=800' },
      });
      expect(local.erp).toEqual(server.body.erp);
    }
    // The stored document's version, whoever asks: item search caches its pictures by it.
    expect([...hashes]).toHaveLength(1);
    expect([...hashes][0]).toMatch(/^[0-9a-f]{16,}$/);
  });

  it("gives shop staff a project's price list (spec 3 listid), not their own, and refuses others", async () => {
    // seller5's shop prices in EUR; the CHF project of seller2 is priced in its own list and currency.
    const reply = await t.inject<DocumentReply>(
      'GET',
      '/api/v1/catalogs/kitchen/document?listid=RETAIL-CHF',
      {
        token: t.tokens.eur,
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ priceList: 'RETAIL-CHF', currency: 'CHF' });
    expect(loadCatalog(reply.body.document).priceLists.map((l) => l.cod)).toEqual(['RETAIL-CHF']);
    const guest = await t.inject('GET', '/api/v1/catalogs/kitchen/document?listid=RETAIL-CHF', {
      token: t.tokens.guest,
    });
    expect(guest.status).toBe(403);
  });

  it('answers 404 for an unknown catalogue and 401 without a session', async () => {
    expect((await t.inject('GET', '/api/v1/catalogs/NOPE/document')).status).toBe(404);
    expect((await t.inject('GET', '/api/v1/catalogs/KITCHEN/document', { token: null })).status).toBe(401);
  });

  it('gives a new hash when the catalogue changes, and the same one for the same content', async () => {
    const hashOf = async () =>
      (await t.inject<DocumentReply>('GET', '/api/v1/catalogs/kitchen/document')).body.hash;
    const before = await hashOf();
    const dir = mkdtempSync(join(tmpdir(), 'arredo-catalog-hash-'));
    try {
      const kitchen = JSON.parse(readFileSync(join(SAMPLE_CATALOGS_DIR, 'kitchen.json'), 'utf8')) as {
        articles: { des: string }[];
      };
      kitchen.articles[0]!.des = 'Base unit 300 mm, renamed';
      writeFileSync(join(dir, 'kitchen.json'), JSON.stringify(kitchen));
      // The database's notice (a trigger, whoever imports) makes the store read the index again.
      const notified = () =>
        new Promise<void>((resolve) => {
          const off = t.api.storage.changes.on(CATALOGS_CHANNEL, () => {
            off();
            resolve();
          });
        });
      await hashOf();
      let told = notified();
      await importCatalogs(t.api.storage.db, dir);
      await told;
      expect(await hashOf()).not.toBe(before);
      told = notified();
      await importCatalogs(t.api.storage.db, SAMPLE_CATALOGS_DIR);
      await told;
      expect(await hashOf()).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
