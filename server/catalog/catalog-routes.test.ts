// Catalogue reads over HTTP (fastify inject), on PGlite and PostgreSQL: catalogues, models, header
// rule set, item tip, gallery search and load.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compileModel, evaluate } from '../../core/catalog';
import { describeEachStorage } from '../../tests/support/storage';
import { sampleCatalog, startCatalogApi, type CatalogTestApi } from '../../tests/api-catalog/support';

interface Gallery {
  catalog: string;
  cod: string;
  des: string;
  model: string;
  classifications: string[];
}

describeEachStorage('catalogue API', (fixture) => {
  let t: CatalogTestApi;
  beforeAll(async () => {
    t = await startCatalogApi(await fixture.fresh());
  });
  afterAll(() => t?.api.close());

  it('lists the catalogues, localised by ?lang, for any session including guests', async () => {
    const reply = await t.inject<{ catalogs: { cod: string; des: string; local: Record<string, string> }[] }>(
      'GET',
      '/api/v1/catalogs?lang=it',
      { token: t.tokens.guest },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.catalogs.map((c) => c.cod)).toEqual([
      'CLOSET',
      'DOORS',
      'KITCHEN',
      'LIVING',
      'WINDOWS',
    ]);
    const kitchen = reply.body.catalogs.find((c) => c.cod === 'KITCHEN');
    expect(kitchen).toMatchObject({ des: 'Programma cucine Modena', local: { de: 'Küchenprogramm Modena' } });
    const german = await t.inject<{ catalogs: { des: string }[] }>('GET', '/api/v1/catalogs?lang=de-CH');
    expect(german.body.catalogs[2]?.des).toBe('Küchenprogramm Modena');
  });

  it('lists the models of a catalogue, or exactly one with ?model= (case-insensitive)', async () => {
    const all = await t.inject<{ catalog: string; models: { cod: string; fldef: boolean }[] }>(
      'GET',
      '/api/v1/catalogs/kitchen/models',
    );
    expect(all.status).toBe(200);
    expect(all.body.catalog).toBe('KITCHEN');
    expect(all.body.models).toHaveLength(18);
    expect(all.body.models.filter((m) => m.fldef).map((m) => m.cod)).toEqual(['B1']);
    const one = await t.inject<{ models: unknown[] }>(
      'GET',
      '/api/v1/catalogs/KITCHEN/models?model=b1&lang=it',
    );
    // The sample catalogue is the reference for its variants; des is in Italian.
    const b1 = (await sampleCatalog('kitchen')).models.find((m) => m.cod === 'B1');
    expect(one.body.models).toEqual([
      {
        cod: 'B1',
        basemodel: null,
        fldef: true,
        forcedvariants: b1?.forcedvariants,
        defaultvariants: b1?.defaultvariants,
        des: 'Base con ante',
        local: { en: 'Base unit with doors', it: 'Base con ante', de: 'Unterschrank mit Türen' },
      },
    ]);
  });

  it('answers 404 Catalog not found / Model unknown', async () => {
    const catalog = await t.inject('GET', '/api/v1/catalogs/NOPE/models');
    expect(catalog).toMatchObject({
      status: 404,
      body: { message: 'Catalog not found', code: 'CATALOG_NOT_FOUND' },
    });
    const model = await t.inject('GET', '/api/v1/catalogs/KITCHEN/models?model=NOPE');
    expect(model).toMatchObject({ status: 404, body: { message: 'Model unknown', code: 'UNKNOWN_MODEL' } });
  });

  it('header rule set: cModel, model and the tab-separated register, as core computes them', async () => {
    const reply = await t.inject<Record<string, unknown>>('POST', '/api/v1/rules/header', {
      body: { Catalogo: 'KITCHEN', model: 'B1', defaultvar: 'WIDTH=900', cmodel: 'B1-600' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      catalog: 'KITCHEN',
      cModel: 'B1-900',
      model: 'B1',
      hasHeaderRule: true,
      changed: true,
      valid: true,
      missing: [],
    });
    expect(String(reply.body.register).split('\t').slice(0, 3)).toEqual(['B1', '900', '2']);
    expect((reply.body.values as Record<string, unknown>).DOORS).toBe(2);
  });

  it('header rule set: forcedvar wins over defaultvar, fldef picks the default model, datalimits apply', async () => {
    const forced = await t.inject<{ cModel: string; changed: boolean; model: string }>(
      'POST',
      '/api/v1/rules/header',
      {
        body: {
          Catalogo: 'KITCHEN',
          fldef: 1,
          defaultvar: 'WIDTH=900',
          forcedvar: 'width=450',
          cmodel: 'B1-450',
        },
      },
    );
    expect(forced.body).toMatchObject({ cModel: 'B1-450', model: 'B1', changed: false });
    const limited = await t.inject<{ message: string }>('POST', '/api/v1/rules/header', {
      body: {
        Catalogo: 'KITCHEN',
        model: 'B1',
        defaultvar: 'WIDTH=900',
        datalimits: { WIDTH: { max: 600 } },
      },
    });
    expect(limited.status).toBe(400);
    expect(limited.body.message).toMatch(/^Width must be from 300 mm to 600 mm/);
    const noModel = await t.inject('POST', '/api/v1/rules/header', { body: { Catalogo: 'KITCHEN' } });
    expect(noModel).toMatchObject({ status: 400, body: { message: 'Missing model' } });
    const noCatalog = await t.inject('POST', '/api/v1/rules/header', { body: { model: 'B1' } });
    expect(noCatalog).toMatchObject({ status: 400, body: { message: 'Missing catalog (Catalogo)' } });
    const unknownVariable = await t.inject<{ message: string }>('POST', '/api/v1/rules/header', {
      body: { Catalogo: 'KITCHEN', model: 'B1', defaultvar: 'COLOUR=RED' },
    });
    expect(unknownVariable.status).toBe(400);
    expect(unknownVariable.body.message).toBe('Unknown variable "COLOUR" for model B1');
    const badString = await t.inject('POST', '/api/v1/rules/header', {
      body: { Catalogo: 'KITCHEN', model: 'B1', forcedvar: 'WIDTH' },
    });
    expect(badString.status).toBe(400);
  });

  it('item tip: names, path, articles in the classification, price at defaults in the shop currency', async () => {
    const eur = await t.inject<Record<string, unknown>>(
      'GET',
      '/api/v1/catalogs/KITCHEN/item-tip?model=B1&classification=base&lang=it',
    );
    expect(eur.status).toBe(200);
    expect(eur.body).toMatchObject({
      catalog: { cod: 'KITCHEN', des: 'Programma cucine Modena' },
      model: { cod: 'B1', des: 'Base con ante' },
      classification: { cod: 'BASE', des: 'Basi', path: [{ cod: 'BASE', des: 'Basi' }] },
      price: { punit: '289.00', currency: 'EUR', priceList: 'RETAIL-EUR' },
      geometry: { width: 600, depth: 580 },
    });
    expect((eur.body.articles as { cod: string }[]).map((a) => a.cod)).toEqual([
      'B1-300',
      'B1-450',
      'B1-600',
      'B1-900',
      'B1-1200',
    ]);
    const chf = await t.inject<{ price: unknown }>('GET', '/api/v1/catalogs/KITCHEN/item-tip?model=B1', {
      token: t.tokens.chf,
    });
    expect(chf.body.price).toEqual({ punit: '339.00', currency: 'CHF', priceList: 'RETAIL-CHF' });
    const unknown = await t.inject('GET', '/api/v1/catalogs/KITCHEN/item-tip?model=B1&classification=XX');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Unknown classification' } });
    const missing = await t.inject('GET', '/api/v1/catalogs/KITCHEN/item-tip');
    expect(missing).toMatchObject({ status: 400, body: { message: 'Missing model (model)' } });
  });

  it('gallery search: all zeros lists every gallery; catalog, text, classification and value filters narrow it', async () => {
    const search = async (body: Record<string, unknown>) =>
      t.inject<{ galleries: Gallery[] }>('POST', '/api/v1/galleries/search', { body });
    const all = await search({});
    expect(all.status).toBe(200);
    const samples = await Promise.all(['closet', 'doors', 'kitchen', 'living', 'windows'].map(sampleCatalog));
    expect(all.body.galleries.map((g) => g.cod)).toEqual(
      samples.flatMap((doc) => doc.galleries.map((g) => g.cod)),
    );
    const zeros = await search({ catalog: 0, filter1: 0, filter2: '0', l1: 0, l2: 0, t: 0, order: 0 });
    expect(zeros.body.galleries).toEqual(all.body.galleries);
    const kitchen = await search({ catalog: 'kitchen' });
    expect(kitchen.body.galleries.map((g) => g.cod)).toEqual(samples[2]?.galleries.map((g) => g.cod));
    const byCode = await search({ catalog: 'KITCHEN', order: 1 });
    expect(byCode.body.galleries.map((g) => g.cod)[0]).toBe('GLASS-WALL-600');
    const text = await search({ t: 'quarzo', lang: 'it' });
    expect(text.body.galleries.map((g) => g.cod)).toEqual(['QUARTZ-TOP-3000']);
    expect(text.body.galleries[0]?.des).toBe('Piano in quarzo Calacatta 3000 con fori');
    const wall = await search({ catalog: 'KITCHEN', l1: 'wall' });
    expect(wall.body.galleries.map((g) => g.cod)).toEqual(['GLASS-WALL-600']);
    const filtered = await search({ catalog: 'KITCHEN', filter1: 'handle=h3' });
    expect(filtered.body.galleries.map((g) => g.cod)).toEqual(['OAK-DRAWERS-900', 'GRAPHITE-OVEN']);
    const twoFilters = await search({ filter1: 'HANDLE=H3', filter2: 'F04' });
    expect(twoFilters.body.galleries.map((g) => g.cod)).toEqual(['GRAPHITE-OVEN']);
    const none = await search({ catalog: 'KITCHEN', filter1: 'WIDTH=12345' });
    expect(none.body.galleries).toEqual([]);
  });

  it('gallery search refuses bad filters and unknown catalogues', async () => {
    const bad = await t.inject('POST', '/api/v1/galleries/search', { body: { filter3: '1X=2' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'filter3 must be NAME=value or a value, like "FINISH=OAK"' },
    });
    const order = await t.inject('POST', '/api/v1/galleries/search', { body: { order: 7 } });
    expect(order).toMatchObject({ status: 400, body: { message: 'order is 0, 1 or 2 (order)' } });
    const unknown = await t.inject('POST', '/api/v1/galleries/search', { body: { catalog: 'NOPE' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Catalog not found' } });
  });

  it('loads a gallery case-insensitively, evaluated with the caller price list; unknown: 404 Unknown id gallery', async () => {
    const reply = await t.inject<{
      gallery: Gallery;
      evaluation: { erp: { punit: string }[]; currency: string };
    }>('GET', '/api/v1/catalogs/KITCHEN/galleries/sage-sink-800', { token: t.tokens.chf });
    expect(reply.status).toBe(200);
    expect(reply.body.gallery).toMatchObject({ cod: 'SAGE-SINK-800', model: 'B1S', catalog: 'KITCHEN' });
    expect(reply.body.gallery.classifications).toContain('BASE');
    const expected = evaluate(
      compileModel(await sampleCatalog('kitchen'), 'B1S'),
      'WIDTH=800;FRONT=F03;HANDLE=H1;HFIN=BRASS;WASTE=W3',
      {
        priceList: 'RETAIL-CHF',
      },
    );
    expect(reply.body.evaluation.currency).toBe('CHF');
    expect(reply.body.evaluation.erp).toEqual(expected.erp);
    const unknown = await t.inject('GET', '/api/v1/catalogs/KITCHEN/galleries/NOPE');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Unknown id gallery' } });
  });
});
