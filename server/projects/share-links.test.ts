// Share links over real HTTP on PGlite and PostgreSQL: issue with the right to open, read without a
// session, and every bad token (forged, malformed, expired, revoked, another project's) refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { compileModel, evaluate, loadCatalog } from '../../core/catalog';
import { loadProject } from '../../core/project/load';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { describeEachStorage, tempDir } from '../../tests/support/storage';
import { created, guestToken } from '../../tests/api-projects/client';
import { shareLinks } from '../storage/schema';
import { issueShareLink, SHARE_LINK_TTL_MS } from './share-links';
import { SHARE_TOKEN_HEADER } from './share-routes';

interface Link {
  projectId: number;
  token: string;
  path: string;
  expiresAt: string;
}
interface Scene {
  id: number;
  expiresAt: string;
  project: Record<string, unknown> & { rows: Record<string, unknown>[] };
  catalogs: { catalog: string; document: Record<string, unknown> & { priceLists: unknown[] } }[];
}

describeEachStorage('share links', (fixture) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  let milano: number;
  let zurich: number;
  beforeAll(async () => {
    process.env.DATA_DIR = await tempDir();
    api = await startTestApi(await fixture.fresh(), { catalogs: true });
    for (const name of ['seller5', 'seller2', 'customer'] as const) tokens[name] = await api.login(name);
    tokens.guest = await guestToken(api);
    milano = (await created(api, tokens.seller5!, { envWall: { wallsVector: [], windowInstance: [] } })).id;
    zurich = (await created(api, tokens.seller2!)).id;
  });
  afterAll(() => api?.close());

  const issue = (id: number, token?: string) =>
    api.call<Link & { code?: string }>('POST', `/api/v1/projects/${id}/share-links`, token ? { token } : {});
  const read = (id: number, share?: string) =>
    api.call<Scene & { code?: string; message?: string }>('GET', `/api/v1/shared/projects/${id}`, {
      headers: share === undefined ? {} : { [SHARE_TOKEN_HEADER]: share },
    });

  it('issues a 7-day link for a project the seller may open; the link reads it with no session', async () => {
    const before = Date.now();
    const link = await issue(milano, tokens.seller5);
    expect(link.status).toBe(201);
    expect(link.body.projectId).toBe(milano);
    expect(link.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.body.path).toBe(`/arwebView/${milano}?share=${link.body.token}`);
    const expires = Date.parse(link.body.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(SHARE_LINK_TTL_MS - 1000);
    expect(expires - before).toBeLessThanOrEqual(SHARE_LINK_TTL_MS + 60_000);

    const scene = await read(milano, link.body.token);
    expect(scene.status).toBe(200);
    expect(scene.headers.get('cache-control')).toBe('no-store');
    expect(scene.body.id).toBe(milano);
    expect(scene.body.expiresAt).toBe(link.body.expiresAt);
    expect(scene.body.project.des).toBe('Kitchen Rossi');
    expect(scene.body.project.rows).toHaveLength(3);
    // Nothing of the offer: no prices, customer data, notes or totals.
    const text = JSON.stringify(scene.body);
    expect(text).not.toContain('rossi@example.com');
    expect(text).not.toContain('Deliver after 14:00');
    expect(text).not.toContain('punit');
    expect(scene.body.project).not.toHaveProperty('customerFields');
    expect(scene.body.project).not.toHaveProperty('orderaddress');
    for (const row of scene.body.project.rows) expect(row).not.toHaveProperty('erp');
    for (const { document } of scene.body.catalogs) expect(document.priceLists).toEqual([]);
  });

  it("gives the page enough to build every row's geometry, as the 3D view does", async () => {
    const link = await issue(milano, tokens.seller5);
    const scene = (await read(milano, link.body.token)).body;
    const project = loadProject(scene.project);
    const documents = new Map(scene.catalogs.map((c) => [c.catalog, loadCatalog(c.document)]));
    expect([...documents.keys()].sort()).toEqual([...new Set(project.rows.map((r) => r.catalog))].sort());
    for (const row of project.rows) {
      const evaluation = evaluate(compileModel(documents.get(row.catalog)!, row.model!), row.var ?? '', {});
      expect(evaluation.geometry?.width, `${row.catalog}/${row.model}`).toBeGreaterThan(0);
    }
  });

  it('stores only the hash of a token', async () => {
    const link = await issue(milano, tokens.seller5);
    const stored = await api.storage.db.select().from(shareLinks).where(eq(shareLinks.projectId, milano));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((s) => s.tokenHash)).not.toContain(link.body.token);
    expect(stored.every((s) => s.createdBy === 'seller5')).toBe(true);
  });

  it("refuses forged, malformed and other projects' tokens with one answer, and a missing one by name", async () => {
    const forged = await read(milano, 'A'.repeat(43));
    expect(forged.status).toBe(404);
    expect(forged.body.code).toBe('SHARE_LINK_INVALID');
    const malformed = await read(milano, 'not a token');
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual(forged.body);

    const zurichLink = await issue(zurich, tokens.seller2);
    const crossed = await read(milano, zurichLink.body.token);
    expect(crossed.status).toBe(404);
    expect(crossed.body).toEqual(forged.body);
    // A project that does not exist answers the same.
    expect((await read(999_999, zurichLink.body.token)).body).toEqual(forged.body);

    const missing = await read(milano);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(SHARE_TOKEN_HEADER);
  });

  it('answers an expired link of the project 403 SHARE_LINK_EXPIRED', async () => {
    const past = new Date(Date.now() - SHARE_LINK_TTL_MS - 60_000);
    const { token } = await issueShareLink(api.storage.db, { projectId: milano, createdBy: 'test' }, past);
    const expired = await read(milano, token);
    expect(expired.status).toBe(403);
    expect(expired.body.code).toBe('SHARE_LINK_EXPIRED');
    expect(expired.body.message).toMatch(/expired/);
  });

  it('revokes every live link of a project for one who may change it; revoked links open nothing', async () => {
    const own = await created(api, tokens.seller5!);
    const first = await issue(own.id, tokens.seller5);
    const second = await issue(own.id, tokens.seller5);
    expect((await read(own.id, first.body.token)).status).toBe(200);

    const stranger = await api.call('DELETE', `/api/v1/projects/${own.id}/share-links`, {
      token: tokens.seller2,
    });
    expect(stranger.status).toBe(404);
    expect((await read(own.id, first.body.token)).status).toBe(200);

    const revoked = await api.call('DELETE', `/api/v1/projects/${own.id}/share-links`, {
      token: tokens.seller5,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: 2 });
    for (const token of [first.body.token, second.body.token]) {
      const reply = await read(own.id, token);
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('SHARE_LINK_INVALID');
    }
    // A new link works again.
    expect((await read(own.id, (await issue(own.id, tokens.seller5)).body.token)).status).toBe(200);
  });

  it('issues nothing for a project the caller may not open, nor without a session', async () => {
    const otherShop = await issue(milano, tokens.seller2);
    expect(otherShop.status).toBe(404);
    expect(otherShop.body.code).toBe('PROJECT_NOT_FOUND');
    expect((await issue(milano, tokens.customer)).status).toBe(404);
    expect((await issue(milano, tokens.guest)).status).toBe(404);
    const anonymous = await issue(milano);
    expect(anonymous.status).toBe(401);
    const count = await api.storage.db.select().from(shareLinks).where(eq(shareLinks.createdBy, 'seller2'));
    expect(count.every((s) => s.projectId === zurich)).toBe(true);
  });

  it('lets a customer share a project made for them, and a guest share its own', async () => {
    const forCustomer = await created(api, tokens.seller5!, { customercod: 'customer@example.com' });
    const byCustomer = await issue(forCustomer.id, tokens.customer);
    expect(byCustomer.status).toBe(201);
    expect((await read(forCustomer.id, byCustomer.body.token)).status).toBe(200);
    const guestOwn = await created(api, tokens.guest!);
    const byGuest = await issue(guestOwn.id, tokens.guest);
    expect(byGuest.status).toBe(201);
    expect((await read(guestOwn.id, byGuest.body.token)).body.project.rows).toHaveLength(3);
  });

  it('a deleted project takes its links with it', async () => {
    const doomed = await created(api, tokens.seller5!);
    const link = await issue(doomed.id, tokens.seller5);
    expect(
      (await api.call('DELETE', `/api/v1/projects/${doomed.id}`, { token: tokens.seller5 })).status,
    ).toBe(204);
    const reply = await read(doomed.id, link.body.token);
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('SHARE_LINK_INVALID');
  });

  it('limits reads per client address as guest logins are limited', async () => {
    const limited = await startTestApi(await fixture.fresh(), {
      guestRateLimit: { max: 3, timeWindowMs: 60_000 },
    });
    try {
      const seller = await limited.login('seller5');
      const project = await created(limited, seller);
      const link = await limited.call<Link>('POST', `/api/v1/projects/${project.id}/share-links`, {
        token: seller,
      });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const reply = await limited.call('GET', `/api/v1/shared/projects/${project.id}`, {
          headers: { [SHARE_TOKEN_HEADER]: link.body.token },
        });
        statuses.push(reply.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
