// The rights matrix: every role against every project call (and some of the foundation's), each
// cell the exact HTTP status expected. The subject project P belongs to the MILANO shop, was made by
// its level-5 seller for customer@example.com, and is in status 'ordered' (a configured roStatus).
// G is a project of guest A. C is a customer of the MILANO shop.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSession, sessionKey } from '../../server/accounts/sessions';
import { PhotoStore } from '../../server/projects/photo-store';
import { createVersion, insertProject } from '../../server/projects/repository';
import { customers, notifications, shops, uploads, users } from '../../server/storage/schema';
import { startTestApi, type TestApi } from '../support/api';
import { describeEachStorage, tempDir } from '../support/storage';
import { guestToken } from './client';
import { sampleProject } from './fixtures';

const ROLES = [
  'none',
  'guestA',
  'guestB',
  'customer',
  'customer2',
  'seller5',
  'seller5Zh',
  'seller2Ro',
  'admin',
] as const;
type Role = (typeof ROLES)[number];

/**
 * Who is who: none = no session; customer2 = another customer; seller5Zh = level 5 of another shop
 * (ZURICH); seller2Ro = level 2 of P's shop. A 403 is a right the caller lacks on something they may
 * know of; a project or customer they may not see at all is 404, the same as a missing one (issue 8),
 * so ids cannot be probed. Saved translations are global: administrators only.
 */
const EXPECTED = `
call                          none guestA guestB customer customer2 seller5 seller5Zh seller2Ro admin
GET session                    401   200    200     200      200      200      200       200     200
PUT profile/language           401   403    403     200      200      200      200       200     200
GET maintenance                200   200    200     200      200      200      200       200     200
POST projects (new)            401   201    201     201      201      201      201       201     201
GET projects (list)            401   200    200     200      200      200      200       200     200
GET P                          401   404    404     200      404      200      404       200     200
PUT P (save)                   401   404    404     403      404      200      404       403     200
DELETE P                       401   404    404     403      404      204      404       403     204
POST P/clone                   401   404    404     201      404      201      404       201     201
GET P/log                      401   404    404     200      404      200      404       200     200
POST P/versions                401   404    404     403      404      201      404       403     201
GET P/versions                 401   404    404     200      404      200      404       200     200
POST P/versions/restore        401   404    404     403      404      200      404       403     200
POST P/status                  401   403    403     403      404      200      404       403     200
POST P/photos                  401   404    404     403      404      201      404       403     201
GET photo of P                 401   404    404     200      404      200      404       200     200
GET G                          401   200    404     404      404      404      404       404     200
PUT G (save)                   401   200    404     404      404      404      404       404     200
GET notifications              401   403    403     200      200      200      200       200     200
DELETE notification of seller5 401   403    403     404      404      204      404       404     404
GET translations/en            401   200    200     200      200      200      200       200     200
PUT translations/en            401   403    403     403      403      403      403       403     200
GET customers                  401   403    403     403      403      200      200       200     200
POST customers                 401   403    403     403      403      201      201       201     201
PUT customers/C                401   403    403     403      403      200      404       200     200
`;

interface Subject {
  p: number;
  pRevision: number;
  g: number;
  photo: number;
  c: number;
  notification: string;
}

interface Call {
  method: string;
  path: (s: Subject) => string;
  body?: (s: Subject, cell: number) => unknown;
  multipart?: boolean;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const CALLS: Record<string, Call> = {
  'GET session': { method: 'GET', path: () => '/api/v1/auth/session' },
  'PUT profile/language': {
    method: 'PUT',
    path: () => '/api/v1/profile/language',
    body: () => ({ lang: 'it' }),
  },
  'GET maintenance': { method: 'GET', path: () => '/api/v1/maintenance' },
  'POST projects (new)': {
    method: 'POST',
    path: () => '/api/v1/projects',
    body: () => ({ project: sampleProject(1) }),
  },
  'GET projects (list)': { method: 'GET', path: () => '/api/v1/projects?status=ordered' },
  'GET P': { method: 'GET', path: (s) => `/api/v1/projects/${s.p}` },
  'PUT P (save)': {
    method: 'PUT',
    path: (s) => `/api/v1/projects/${s.p}`,
    body: (s) => ({ project: sampleProject(2), baseRevision: s.pRevision }),
  },
  'DELETE P': { method: 'DELETE', path: (s) => `/api/v1/projects/${s.p}` },
  'POST P/clone': { method: 'POST', path: (s) => `/api/v1/projects/${s.p}/clone` },
  'GET P/log': { method: 'GET', path: (s) => `/api/v1/projects/${s.p}/log` },
  'POST P/versions': {
    method: 'POST',
    path: (s) => `/api/v1/projects/${s.p}/versions`,
    body: () => ({ name: 'v1' }),
  },
  'GET P/versions': { method: 'GET', path: (s) => `/api/v1/projects/${s.p}/versions` },
  'POST P/versions/restore': {
    method: 'POST',
    path: (s) => `/api/v1/projects/${s.p}/versions/restore`,
    body: () => ({ name: 'v0' }),
  },
  'POST P/status': {
    method: 'POST',
    path: (s) => `/api/v1/projects/${s.p}/status`,
    body: () => ({ status: 'delivered' }),
  },
  'POST P/photos': { method: 'POST', path: (s) => `/api/v1/projects/${s.p}/photos`, multipart: true },
  'GET photo of P': { method: 'GET', path: (s) => `/api/v1/photos/${s.photo}` },
  'GET G': { method: 'GET', path: (s) => `/api/v1/projects/${s.g}` },
  'PUT G (save)': {
    method: 'PUT',
    path: (s) => `/api/v1/projects/${s.g}`,
    body: () => ({ project: sampleProject(1), baseRevision: 1 }),
  },
  'GET notifications': { method: 'GET', path: () => '/api/v1/notifications' },
  'DELETE notification of seller5': {
    method: 'DELETE',
    path: (s) => `/api/v1/notifications/${s.notification}`,
  },
  'GET translations/en': { method: 'GET', path: () => '/api/v1/translations/en' },
  'PUT translations/en': {
    method: 'PUT',
    path: () => '/api/v1/translations/en',
    body: () => ({ translations: { 'matrix.key': 'Matrix' } }),
  },
  'GET customers': { method: 'GET', path: () => '/api/v1/customers?q=example' },
  'POST customers': {
    method: 'POST',
    path: () => '/api/v1/customers',
    body: (_s, cell) => ({ email: `matrix${cell}@example.com`, firstName: 'Matrix' }),
  },
  'PUT customers/C': {
    method: 'PUT',
    path: (s) => `/api/v1/customers/${s.c}`,
    body: () => ({ city: 'Pavia' }),
  },
};

function parseTable(text: string): { calls: string[]; rows: string[] } {
  const lines = text.trim().split('\n').slice(1);
  const calls = lines.map((line) => line.replace(/\s+\d{3}(\s+\d{3})*\s*$/, '').trim());
  return { calls, rows: lines.map((line) => line.replace(/\s+/g, ' ').trim()) };
}

describeEachStorage('rights matrix', (fixture) => {
  let api: TestApi;
  const tokens = {} as Record<Role, string | undefined>;
  let photos: PhotoStore;
  let sellerId: number;
  let cell = 0;

  beforeAll(async () => {
    const dataDir = await tempDir();
    process.env.DATA_DIR = dataDir;
    api = await startTestApi(await fixture.fresh());
    photos = new PhotoStore(api.storage.db);
    const db = api.storage.db;
    const shopId = async (cod: string) => (await db.select().from(shops).where(eq(shops.cod, cod)))[0]!.id;
    const extraUser = async (username: string, values: Partial<typeof users.$inferInsert>) => {
      const [user] = await db
        .insert(users)
        .values({ username, passwordHash: 'not-a-login', ...values })
        .returning();
      return (await createSession(db, { userId: user!.id })).token;
    };
    tokens.none = undefined;
    tokens.guestA = await guestToken(api);
    tokens.guestB = await guestToken(api);
    tokens.customer = await api.login('customer');
    tokens.customer2 = await extraUser('customer2', {
      role: 'customer',
      shopId: await shopId('WEB'),
      customerEmail: 'other@example.com',
    });
    tokens.seller5 = await api.login('seller5');
    tokens.seller5Zh = await extraUser('seller5zh', {
      role: 'pro',
      sellerLevel: 5,
      shopId: await shopId('ZURICH'),
    });
    tokens.seller2Ro = await extraUser('seller2mi', {
      role: 'pro',
      sellerLevel: 2,
      shopId: await shopId('MILANO'),
    });
    tokens.admin = await api.login('admin');
    sellerId = (await db.select().from(users).where(eq(users.username, 'seller5')))[0]!.id;
  });
  afterAll(() => api?.close());

  /** A fresh P, G, photo, C and notification for every cell: no cell sees another's changes. */
  async function subject(): Promise<Subject> {
    const db = api.storage.db;
    const milano = (await db.select().from(shops).where(eq(shops.cod, 'MILANO')))[0]!.id;
    const web = (await db.select().from(shops).where(eq(shops.cod, 'WEB')))[0]!.id;
    const data = sampleProject(2, { customercod: 'customer@example.com' });
    const entry = { who: 'setup', action: 'create' };
    const p = await insertProject(
      db,
      {
        data,
        des: 'P',
        customerCod: 'customer@example.com',
        isOffer: false,
        status: 'ordered',
        shopId: milano,
        userId: sellerId,
        sessionId: null,
      },
      entry,
    );
    await createVersion(db, p, 'v0', entry);
    const g = await insertProject(
      db,
      {
        data: sampleProject(1),
        des: 'G',
        customerCod: null,
        isOffer: false,
        status: 'unsaved',
        shopId: web,
        userId: null,
        sessionId: sessionKey(tokens.guestA!),
      },
      entry,
    );
    const path = await photos.save(p.id, PNG, { mime: 'image/png', ext: 'png' });
    const [photo] = await db
      .insert(uploads)
      .values({ projectId: p.id, fileName: 'p.png', mimeType: 'image/png', size: PNG.length, path })
      .returning();
    const [c] = await db
      .insert(customers)
      .values({ email: `c${++cell}@example.it`, shopId: milano })
      .returning();
    const notification = `row-${cell}`;
    await db.insert(notifications).values({ userId: sellerId, rowId: notification, text: 'matrix' });
    return { p: p.id, pRevision: p.revision, g: g.id, photo: photo!.id, c: c!.id, notification };
  }

  async function status(role: Role, call: Call): Promise<number> {
    const s = await subject();
    const token = tokens[role];
    if (call.multipart) {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'x.png');
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const response = await fetch(`${api.url}${call.path(s)}`, { method: call.method, headers, body: form });
      await response.arrayBuffer();
      return response.status;
    }
    const reply = await api.call(call.method, call.path(s), { token, body: call.body?.(s, cell) });
    return reply.status;
  }

  it('gives each role exactly the expected status on every call', { timeout: 180_000 }, async () => {
    const { calls } = parseTable(EXPECTED);
    expect(calls.sort()).toEqual(Object.keys(CALLS).sort());
    const header = `call ${ROLES.join(' ')}`;
    const actual = [header];
    for (const [name, call] of Object.entries(CALLS)) {
      const codes: number[] = [];
      for (const role of ROLES) codes.push(await status(role, call));
      actual.push(`${name} ${codes.join(' ')}`);
    }
    const expected = EXPECTED.trim()
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim());
    expect(actual.sort()).toEqual(expected.sort());
  });
});
