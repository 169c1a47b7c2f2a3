// Price calls over HTTP (fastify inject), on PGlite and PostgreSQL: recompute prices, re-evaluate
// a project, rule load, promotions; price lists of EUR and CHF shops.
import Big from 'big.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compileModel, evaluate, type CatalogDocument } from '../../core/catalog';
import type { ErpLine } from '../../core/project/erp';
import { describeEachStorage } from '../../tests/support/storage';
import { sampleCatalog, startCatalogApi, type CatalogTestApi } from '../../tests/api-catalog/support';

interface RecomputedRow {
  uniqueid: string | number;
  boxid?: string | number;
  cmodel?: string;
  erp: ErpLine[];
  ok: boolean;
  valid: boolean;
  currency: string | null;
  error?: { code: string; message: string };
}

const mainLine = (erp: ErpLine[]) => erp.find((line) => line.level === 0);
const today = () => new Date().toISOString().slice(0, 10);

describeEachStorage('price API', (fixture) => {
  let t: CatalogTestApi;
  let kitchen: CatalogDocument;
  beforeAll(async () => {
    t = await startCatalogApi(await fixture.fresh());
    kitchen = await sampleCatalog('kitchen');
  });
  afterAll(() => t?.api.close());

  const recompute = (body: unknown, token?: string) =>
    t.inject<{ rows: RecomputedRow[] }>('POST', '/api/v1/prices/recompute', { body, token });
  const b1 = (uniqueid: number, neutro: string, extra: Record<string, unknown> = {}) => ({
    uniqueid,
    boxid: uniqueid * 10,
    catalog: 'KITCHEN',
    model: 'B1',
    cmodel: 'B1-OLD',
    neutro,
    erp: [],
    ...extra,
  });

  it('recomputes a base unit at the catalogue EUR price for an EUR shop and CHF for a CHF shop', async () => {
    const eur = await recompute({ rows: [b1(1, 'WIDTH=600')] });
    expect(eur.status).toBe(200);
    const [row] = eur.body.rows;
    expect(row).toMatchObject({
      uniqueid: 1,
      boxid: 10,
      cmodel: 'B1-600',
      ok: true,
      valid: true,
      currency: 'EUR',
    });
    expect(mainLine(row!.erp)).toMatchObject({
      level: 0,
      punit: '289.00',
      customDataFe: { iva: expect.any(String) },
    });
    expect(row!.erp).toEqual(
      evaluate(compileModel(kitchen, 'B1'), 'WIDTH=600', { priceList: 'RETAIL-EUR' }).erp,
    );
    const chf = await recompute({ rows: [b1(1, 'WIDTH=600')] }, t.tokens.chf);
    expect(chf.body.rows[0]?.currency).toBe('CHF');
    expect(mainLine(chf.body.rows[0]!.erp)?.punit).toBe('339.00');
  });

  it('ignores fields other than the seven of a row, merges by uniqueid and keeps the customer line data', async () => {
    const reply = await recompute({
      rows: [
        b1(7, 'WIDTH=900', {
          rule: [{ cod: 'WIDTH', value: '300' }],
          var: 'WIDTH=300',
          img: 'x'.repeat(1000),
          erp: [
            { level: 0, cod: 'B1', qt: 1, punit: '1.00', customDataFe: { check: true, rifGmk: 'REF-7' } },
          ],
        }),
        b1(8, ''),
      ],
    });
    expect(reply.status).toBe(200);
    const [seven, eight] = reply.body.rows;
    expect(seven).not.toHaveProperty('img');
    expect(seven?.cmodel).toBe('B1-900');
    expect(mainLine(seven!.erp)).toMatchObject({
      cod: 'B1',
      customDataFe: { check: true, rifGmk: 'REF-7', iva: expect.any(String) },
    });
    expect(mainLine(seven!.erp)?.punit).not.toBe('1.00');
    expect(eight?.cmodel).toBe('B1-600');
  });

  it('reports rows that cannot be evaluated, with their ERP lines unchanged, without failing the call', async () => {
    const old = [{ level: 0, cod: 'OLD', des: '', qt: 1, punit: '10.00' }];
    const reply = await recompute({
      rows: [
        { uniqueid: 'a', catalog: 'NOPE', model: 'X', erp: old },
        { uniqueid: 'b', catalog: 'KITCHEN', model: 'NOPE', erp: old },
        b1(3, 'WIDTH=601'),
        b1(4, 'COLOUR=RED'),
        b1(5, 'WIDTH=600'),
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.rows.map((r) => [r.uniqueid, r.ok, r.error?.code])).toEqual([
      ['a', false, 'CATALOG_NOT_FOUND'],
      ['b', false, 'UNKNOWN_MODEL'],
      [3, false, 'OFF_STEP'],
      [4, false, 'UNKNOWN_VARIABLE'],
      [5, true, undefined],
    ]);
    expect(reply.body.rows[0]).toMatchObject({ erp: old, error: { message: 'Catalog not found' } });
    expect(reply.body.rows[3]?.error?.message).toBe('Unknown variable "COLOUR" for model B1');
  });

  it('requires uniqueid, catalog and model per row and a rows list', async () => {
    const cases: [unknown, string][] = [
      [{}, 'rows'],
      [{ rows: [{ catalog: 'KITCHEN', model: 'B1' }] }, 'rows.0.uniqueid'],
      [{ rows: [{ uniqueid: 1, model: 'B1' }] }, 'Missing catalog (rows.0.catalog)'],
      [{ rows: [{ uniqueid: 1, catalog: 'KITCHEN' }] }, 'Missing model (rows.0.model)'],
      [{ rows: [b1(1, '', { erp: [{ level: 0, cod: 'X', qt: 1, punit: 12.5 }] })] }, 'rows.0.erp.0.punit'],
      [{ rows: 'all' }, 'rows'],
    ];
    for (const [body, message] of cases) {
      const reply = await recompute(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect((reply.body as unknown as { message: string }).message).toContain(message);
    }
  });

  it('a listid other than the shop list is for shop staff only, and must exist', async () => {
    const staff = await recompute({ rows: [b1(1, 'WIDTH=600')], listid: 'retail-chf' });
    expect(staff.body.rows[0]?.currency).toBe('CHF');
    const own = await recompute({ rows: [b1(1, 'WIDTH=600')], listid: 'RETAIL-EUR' }, t.tokens.customer);
    expect(own.status).toBe(200);
    const customer = await recompute({ rows: [b1(1, 'WIDTH=600')], listid: 'RETAIL-CHF' }, t.tokens.customer);
    expect(customer).toMatchObject({ status: 403, body: { code: 'PRICE_LIST' } });
    const guest = await recompute({ rows: [b1(1, 'WIDTH=600')], listid: 'RETAIL-CHF' }, t.tokens.guest);
    expect(guest.status).toBe(403);
    const unknown = await recompute({ rows: [b1(1, 'WIDTH=600')], listid: 'LIST-XYZ' });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown price list "LIST-XYZ"' } });
  });

  it('re-evaluates a whole project: rows priced, failures listed and marked, totals and priceDate set', async () => {
    const old = [{ level: 0, cod: 'OLD', des: '', qt: 1, punit: '10.00' }];
    const project = {
      schemaVersion: 2,
      status: 'assigned',
      priceDate: '2020-01-01',
      rows: [
        { uniqueid: 1, catalog: 'KITCHEN', model: 'B1', var: 'WIDTH=600' },
        { uniqueid: 2, catalog: 'KITCHEN', model: 'B1', rule: [{ cod: 'WIDTH', value: '900' }] },
        {
          uniqueid: 3,
          catalog: 'NOPE',
          model: 'X',
          erp: old,
          evaluationError: { code: 'X', message: 'old' },
        },
        { uniqueid: 4, catalog: 'KITCHEN', erp: [] },
      ],
      customerFields: { vat: '22', notes: 'keep me' },
      currency: 'XYZ',
    };
    const reply = await t.inject<{
      project: { rows: { uniqueid: number; erp: ErpLine[]; evaluationError?: unknown }[]; priceDate: string };
      failed: { uniqueid: number; code: string }[];
      currency: string;
      totals: Record<string, string>;
    }>('POST', '/api/v1/projects/reevaluate', { body: { project } });
    expect(reply.status).toBe(200);
    const { project: updated, failed, totals } = reply.body;
    expect(failed.map((f) => [f.uniqueid, f.code])).toEqual([
      [3, 'CATALOG_NOT_FOUND'],
      [4, 'MISSING_MODEL'],
    ]);
    const b1Model = compileModel(kitchen, 'B1');
    expect(updated.rows[0]?.erp).toEqual(evaluate(b1Model, 'WIDTH=600', { priceList: 'RETAIL-EUR' }).erp);
    expect(updated.rows[1]?.erp).toEqual(evaluate(b1Model, 'WIDTH=900', { priceList: 'RETAIL-EUR' }).erp);
    expect(updated.rows[0]).not.toHaveProperty('evaluationError');
    expect(updated.rows[2]).toMatchObject({ erp: old, evaluationError: { code: 'CATALOG_NOT_FOUND' } });
    expect(updated.priceDate).toBe(today());
    const goods = updated.rows
      .flatMap((row) => row.erp)
      .reduce((sum, line) => sum.plus(new Big(line.punit).times(line.qt)), new Big(0));
    expect(totals.totalGoods).toBe(goods.toFixed(2));
    expect(reply.body.currency).toBe('EUR');
    expect(updated).toMatchObject({ customerFields: { totalGoods: goods.toFixed(2), notes: 'keep me' } });
  });

  it('re-evaluating stores the fallback of a value a rule forbids; recompute calls such a row not valid', async () => {
    const project = {
      schemaVersion: 2,
      rows: [{ uniqueid: 1, catalog: 'KITCHEN', model: 'B1S', var: 'WIDTH=600;WASTE=W3' }],
      customerFields: { vat: '22' },
    };
    const reply = await t.inject<{ project: { rows: { var: string; erp: ErpLine[] }[] } }>(
      'POST',
      '/api/v1/projects/reevaluate',
      { body: { project } },
    );
    expect(reply.status).toBe(200);
    const [row] = reply.body.project.rows;
    expect(row!.var).toBe('WIDTH=600;WASTE=NONE');
    expect(row!.erp.map((l) => l.cod)).not.toContain('WASTE-W3');
    const recomputed = await t.inject<{ rows: { valid: boolean }[] }>('POST', '/api/v1/prices/recompute', {
      body: { rows: [{ uniqueid: 1, catalog: 'KITCHEN', model: 'B1S', neutro: 'WIDTH=600;WASTE=W3' }] },
    });
    expect(recomputed.status).toBe(200);
    expect(recomputed.body.rows[0]!.valid).toBe(false);
  });

  it("uses the project's listid when allowed; CHF totals round to 0.05", async () => {
    const project = {
      rows: [{ uniqueid: 1, catalog: 'KITCHEN', model: 'WT', var: 'LENGTH=2350' }],
      listid: 'RETAIL-CHF',
    };
    const staff = await t.inject<{ currency: string; totals: Record<string, string> }>(
      'POST',
      '/api/v1/projects/reevaluate',
      { body: { project } },
    );
    expect(staff.status).toBe(200);
    expect(staff.body.currency).toBe('CHF');
    expect(Number(new Big(staff.body.totals.generalTotal!).mod('0.05'))).toBe(0);
    const customer = await t.inject('POST', '/api/v1/projects/reevaluate', {
      body: { project },
      token: t.tokens.customer,
    });
    expect(customer.status).toBe(403);
  });

  it('refuses what is not a project with 400 and the reason', async () => {
    const cases: [unknown, string][] = [
      [{ project: { schemaVersion: 99 } }, 'newer than this app supports'],
      [{ project: { rows: 'none' } }, 'Invalid project'],
      [
        {
          project: {
            rows: [{ uniqueid: 1, catalog: 'KITCHEN', model: 'B1' }],
            customerFields: { discount1: '150' },
          },
        },
        '100',
      ],
      [{ project: [] }, 'project'],
      [{}, 'project'],
    ];
    for (const [body, message] of cases) {
      const reply = await t.inject<{ message: string }>('POST', '/api/v1/projects/reevaluate', { body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toContain(message);
    }
  });

  it('rule load: values, available values, ranges, missing, violations, registers, geometry and ERP lines', async () => {
    const reply = await t.inject<Record<string, unknown>>('POST', '/api/v1/rules/load', {
      body: { catalog: 'KITCHEN', model: 'B1S', variant: 'WIDTH=500', lang: 'it' },
    });
    expect(reply.status).toBe(200);
    const expected = evaluate(compileModel(kitchen, 'B1S'), 'WIDTH=500', {
      priceList: 'RETAIL-EUR',
      lang: 'it',
    });
    expect(reply.body).toEqual({ ...JSON.parse(JSON.stringify(expected)), priceList: 'RETAIL-EUR' });
    expect(reply.body.violations).toEqual([
      expect.objectContaining({
        code: 'VALIDATION',
        message: 'Una base lavello deve essere larga almeno 600 mm',
      }),
    ]);
    const byRule = await t.inject<{ values: Record<string, unknown> }>('POST', '/api/v1/rules/load', {
      body: { catalog: 'KITCHEN', model: 'B1', rule: [{ cod: 'WIDTH', value: '450' }] },
    });
    expect(byRule.body.values.WIDTH).toBe(450);
  });

  it('rule load refuses bad input with 400 and unknown ids with 404', async () => {
    const load = (body: unknown) => t.inject<{ message: string }>('POST', '/api/v1/rules/load', { body });
    expect(await load({ catalog: 'KITCHEN', model: 'B1', variant: 'WIDTH=1', rule: [] })).toMatchObject({
      status: 400,
      body: { message: 'Give variant or rule, not both' },
    });
    expect((await load({ catalog: 'KITCHEN', model: 'B1', variant: 'WIDTH=abc' })).status).toBe(400);
    // In the user's words (issue 19): the variable's name and the value given, no code.
    expect((await load({ catalog: 'KITCHEN', model: 'B1', variant: 'FRONT=NOPE' })).body.message).toBe(
      'Front finish: “NOPE” is not one of its values',
    );
    expect(await load({ catalog: 'KITCHEN', model: 'ZZ' })).toMatchObject({
      status: 404,
      body: { message: 'Model unknown' },
    });
    expect(await load({ catalog: 'ZZ', model: 'B1' })).toMatchObject({
      status: 404,
      body: { message: 'Catalog not found' },
    });
  });

  it('promotions: campaigns, deliveries and lists of a catalogue on an order date', async () => {
    const now = await t.inject<Record<string, { cod: string }[]>>(
      'GET',
      '/api/v1/promotions?catalog=kitchen',
    );
    expect(now.status).toBe(200);
    expect(now.body.campaigns?.map((c) => c.cod)).toEqual(['KITCHEN-SPRING']);
    expect(now.body.deliveries?.map((c) => c.cod)).toEqual(['STD', 'EXPRESS']);
    expect(now.body.lists?.map((c) => c.cod)).toEqual(['RETAIL-EUR', 'RETAIL-CHF']);
    const doors = await t.inject<Record<string, { cod: string }[]>>(
      'GET',
      '/api/v1/promotions?catalog=DOORS&orderdate=',
    );
    expect(doors.body.deliveries?.map((c) => c.cod)).toEqual(['STD']);
    const past = await t.inject<Record<string, { cod: string }[]>>(
      'GET',
      '/api/v1/promotions?orderdate=2025-06-01',
    );
    expect(past.body.campaigns?.map((c) => c.cod)).toEqual(['WINTER-2025']);
    const bad = await t.inject('GET', '/api/v1/promotions?orderdate=tomorrow');
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'orderdate must be a date like 2026-11-22 (orderdate)' },
    });
  });
});
