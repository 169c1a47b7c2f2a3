// Issue 8, sessions, over real HTTP on PGlite and PostgreSQL: refresh rotates the token and never
// passes the absolute lifetime; a stale cookie does not hide a valid Bearer token; behind a trusted
// proxy the cookie is Secure and rate limits see the client's address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SESSION_MAX_AGE_MS, sessionKey } from '../../server/accounts/sessions';
import { sessions } from '../../server/storage/schema';
import { seedUser, startTestApi, type TestApi } from '../support/api';
import { describeEachStorage } from '../support/storage';
import { created, guestToken } from '../api-projects/client';

interface SessionBody {
  sessionId: string;
  expiresAt: string;
  message?: string;
}

const cookieOf = (reply: { headers: Headers }) => reply.headers.get('set-cookie') ?? '';
const DAY = 24 * 3600_000;

describeEachStorage('sessions', (fixture) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh(), { sessionCacheMs: 0 });
  });
  afterAll(() => api?.close());

  const refresh = (token: string) => api.call<SessionBody>('POST', '/api/v1/auth/refresh', { token });
  const session = (token: string) => api.call<SessionBody>('GET', '/api/v1/auth/session', { token });

  describe('refresh', () => {
    it('gives a new token and ends the old one; the cookie carries the new one', async () => {
      const old = await api.login('seller5');
      const renewed = await refresh(old);
      expect(renewed.status).toBe(200);
      expect(renewed.body.sessionId).not.toBe(old);
      expect(cookieOf(renewed)).toContain(`arredo_session=${renewed.body.sessionId}`);
      expect((await session(old)).status).toBe(401);
      expect((await refresh(old)).status).toBe(401);
      expect((await session(renewed.body.sessionId)).status).toBe(200);
    });

    it("keeps a guest's projects with the renewed session", async () => {
      const guest = await guestToken(api);
      const project = await created(api, guest);
      const renewed = (await refresh(guest)).body.sessionId;
      const open = await api.call('GET', `/api/v1/projects/${project.id}`, { token: renewed });
      expect(open.status).toBe(200);
      expect((await api.call('GET', `/api/v1/projects/${project.id}`, { token: guest })).status).toBe(401);
    });

    it('never extends a session past 30 days after its login; after that, log in again', async () => {
      const token = await api.login('seller2');
      const db = api.storage.db;
      const loggedIn = new Date(Date.now() - 29 * DAY);
      await db
        .update(sessions)
        .set({ createdAt: loggedIn })
        .where(eq(sessions.id, sessionKey(token)));
      const renewed = await refresh(token);
      expect(renewed.status).toBe(200);
      expect(new Date(renewed.body.expiresAt).getTime()).toBe(loggedIn.getTime() + SESSION_MAX_AGE_MS);

      const old = await api.login('seller2');
      await db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 31 * DAY) })
        .where(eq(sessions.id, sessionKey(old)));
      const refused = await refresh(old);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Session expired: log in again');
      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.id, sessionKey(old)));
      expect(left!.n).toBe(0);
    });
  });

  it('lets a valid Bearer token through whatever stale cookie comes with it', async () => {
    const stale = await api.login('seller5');
    await api.call('POST', '/api/v1/auth/logout', { token: stale });
    const valid = await api.login('seller2');
    const reply = await api.call<{ profile: { username: string } }>('GET', '/api/v1/auth/session', {
      token: valid,
      cookie: `arredo_session=${stale}`,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.profile.username).toBe('seller2');
  });
});

describeEachStorage('behind a proxy', (fixture) => {
  const limit = { max: 3, timeWindowMs: 60_000 };
  const badLogin = (api: TestApi, from: string) =>
    api.call('POST', '/api/v1/auth/login', {
      body: { id: 'MILANO', user: 'seller5', password: 'wrong' },
      headers: { 'x-forwarded-for': from, 'x-forwarded-proto': 'https' },
    });

  it('trusted: the cookie is Secure and one client locking an account does not lock the others', async () => {
    const api = await startTestApi(await fixture.fresh(), {
      trustProxy: ['127.0.0.1'],
      loginRateLimit: limit,
    });
    try {
      const seed = seedUser('seller5');
      const login = await api.call('POST', '/api/v1/auth/login', {
        body: { id: seed.id, user: seed.user, password: seed.password },
        headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' },
      });
      expect(cookieOf(login)).toMatch(/;\s*Secure/i);
      for (let i = 0; i < limit.max; i += 1) expect((await badLogin(api, '203.0.113.1')).status).toBe(401);
      expect((await badLogin(api, '203.0.113.1')).status).toBe(429);
      expect((await badLogin(api, '203.0.113.2')).status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('untrusted (the default): forwarded headers are ignored', async () => {
    const api = await startTestApi(await fixture.fresh(), { loginRateLimit: limit });
    try {
      const seed = seedUser('seller5');
      const login = await api.call('POST', '/api/v1/auth/login', {
        body: { id: seed.id, user: seed.user, password: seed.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(login.status).toBe(200);
      expect(cookieOf(login)).not.toMatch(/;\s*Secure/i);
      for (let i = 0; i < limit.max; i += 1) await badLogin(api, '203.0.113.1');
      // Everyone is the proxy's address: a spoofed header buys a client nothing.
      expect((await badLogin(api, '203.0.113.2')).status).toBe(429);
    } finally {
      await api.close();
    }
  });
});
