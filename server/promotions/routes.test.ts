// /api/v1/admin/promotions and /api/v1/promotions/shop over real HTTP, on PGlite and PostgreSQL;
// re-evaluation prices with the caller's shop's campaigns.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStorage } from '../../tests/support/storage';
import { startTestApi, type TestApi } from '../../tests/support/api';
import type { Campaign } from '../../core/pricing/promotions';

const spring = {
  cod: 'SPRING',
  des: 'Spring kitchens',
  percent: '10',
  catalogs: ['kitchen'],
  validFrom: '2026-01-01',
  validTo: '2099-12-31',
};

describeEachStorage('promotions API', (fixture) => {
  let api: TestApi;
  let admin: string;
  let seller: string;
  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh(), { catalogs: true });
    admin = await api.login('admin');
    seller = await api.login('seller5');
  });
  afterAll(() => api?.close());

  const list = (token: string, path = '/api/v1/admin/promotions') =>
    api.call<{ campaigns: Campaign[] }>('GET', path, { token });

  it('an administrator creates, edits and ends a campaign of the own shop', async () => {
    const created = await api.call<Campaign>('POST', '/api/v1/admin/promotions', {
      token: admin,
      body: spring,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      cod: 'SPRING',
      percent: '10',
      catalogs: ['KITCHEN'],
      validTo: '2099-12-31',
    });
    const id = created.body.id;
    const edited = await api.call<Campaign>('PUT', `/api/v1/admin/promotions/${id}`, {
      token: admin,
      body: { ...spring, percent: '12.5' },
    });
    expect(edited.body.percent).toBe('12.5');
    expect((await list(admin)).body.campaigns.map((c) => [c.cod, c.percent])).toEqual([['SPRING', '12.5']]);
    const ended = await api.call<Campaign>('POST', `/api/v1/admin/promotions/${id}/end`, { token: admin });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(ended.body.validTo).toBe(yesterday);
  });

  it('refuses bad input with a clear message and a taken code with 409', async () => {
    const bad = await api.call<{ message: string }>('POST', '/api/v1/admin/promotions', {
      token: admin,
      body: { ...spring, cod: 'BAD', percent: '150' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('The discount is more than 0 and at most 100 percent');
    const backwards = await api.call<{ message: string }>('POST', '/api/v1/admin/promotions', {
      token: admin,
      body: { ...spring, cod: 'BACK', validFrom: '2026-05-01', validTo: '2026-04-01' },
    });
    expect(backwards.body.message).toContain('The end date must not be before the start date');
    const taken = await api.call<{ code: string }>('POST', '/api/v1/admin/promotions', {
      token: admin,
      body: { ...spring, cod: 'spring' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('PROMOTION_CODE_TAKEN');
  });

  it('only administrators edit; other shops neither see nor change the campaigns', async () => {
    expect((await list(seller)).status).toBe(403);
    expect((await api.call('POST', '/api/v1/admin/promotions', { token: seller, body: spring })).status).toBe(
      403,
    );
    expect((await api.call('GET', '/api/v1/admin/promotions')).status).toBe(401);
    const own = await list(admin, '/api/v1/promotions/shop');
    expect(own.body.campaigns.length).toBeGreaterThan(0);
    expect((await list(seller, '/api/v1/promotions/shop')).body.campaigns).toEqual([]);
  });

  it("re-evaluation prices with the caller's shop's running campaign", async () => {
    await api.call('POST', '/api/v1/admin/promotions', {
      token: admin,
      body: { ...spring, cod: 'RUNNING', percent: '20', validTo: null },
    });
    const project = {
      schemaVersion: 2,
      rows: [{ uniqueid: 1, catalog: 'KITCHEN', model: 'B1', var: 'WIDTH=600' }],
      customerFields: { vat: '22' },
    };
    type Reply = { totals: { totalGoods: string } };
    const hq = await api.call<Reply>('POST', '/api/v1/projects/reevaluate', {
      token: admin,
      body: { project },
    });
    const milano = await api.call<Reply>('POST', '/api/v1/projects/reevaluate', {
      token: seller,
      body: { project },
    });
    expect(hq.status).toBe(200);
    expect(milano.status).toBe(200);
    const listPrice = Number(milano.body.totals.totalGoods);
    expect(listPrice).toBeGreaterThan(0);
    // 20 % off (rounded per unit); compared in cents, the figures are exact decimal text.
    expect(Math.round(Number(hq.body.totals.totalGoods) * 100)).toBe(Math.round(listPrice * 80));
  });

  it("the promotions call lists the caller's shop's running stored campaigns after the feed's", async () => {
    type Reply = { campaigns: { cod: string; discount?: string; stored?: boolean }[] };
    const kitchen = await api.call<Reply>('GET', '/api/v1/promotions?catalog=KITCHEN', { token: admin });
    expect(kitchen.body.campaigns.map((c) => c.cod)).toEqual(['KITCHEN-SPRING', 'RUNNING']);
    expect(kitchen.body.campaigns[1]).toMatchObject({ discount: '20', stored: true });
    // Ended (SPRING, ended in the first test) and other shops' campaigns are not listed.
    const milano = await api.call<Reply>('GET', '/api/v1/promotions?catalog=KITCHEN', { token: seller });
    expect(milano.body.campaigns.map((c) => c.cod)).toEqual(['KITCHEN-SPRING']);
    const living = await api.call<Reply>('GET', '/api/v1/promotions?catalog=LIVING', { token: admin });
    expect(living.body.campaigns.map((c) => c.cod)).toEqual(['LIVING-WEEK']);
  });
});
