// /api/v1/auth and /api/v1/profile over real HTTP, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createSession } from '../accounts/sessions';
import { schema } from '../storage';
import { describeEachStorage } from '../../tests/support/storage';
import { seedUser, startTestApi, type TestApi } from '../../tests/support/api';
import { LOGIN_FAILED_MESSAGE } from './auth-routes';
import { SESSION_CACHE_MS } from './session-cache';

interface SessionBody {
  sessionId: string;
  expiresAt: string;
  profile: Record<string, unknown> & { shop?: Record<string, string> };
  user: { guest: boolean; sellerLevel?: number; shops: { cod: string; pricelist?: string }[] };
}

describeEachStorage('auth API', (fixture) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh());
  });
  afterAll(() => api?.close());

  const login = (body: unknown) => api.call<SessionBody>('POST', '/api/v1/auth/login', { body });

  it('logs each seed user in with id (shop code), user and password', async () => {
    const expected = {
      admin: { admin: true, sellerLevel: 9, kind: 'pro', shop: 'HQ', currency: 'EUR' },
      seller5: { admin: false, sellerLevel: 5, kind: 'pro', shop: 'MILANO', currency: 'EUR' },
      seller2: { admin: false, sellerLevel: 2, kind: 'pro', shop: 'ZURICH', currency: 'CHF' },
      customer: { admin: false, sellerLevel: 0, kind: 'customer', shop: 'WEB', currency: 'EUR' },
    } as const;
    for (const [name, want] of Object.entries(expected)) {
      const seed = seedUser(name);
      const reply = await login({ id: seed.id, user: seed.user, password: seed.password });
      expect(reply.status, name).toBe(200);
      expect(reply.body.profile).toMatchObject({
        guest: false,
        admin: want.admin,
        kind: want.kind,
        username: name,
        sellerLevel: want.sellerLevel,
        shop: { cod: want.shop, currency: want.currency },
      });
      expect(reply.body.user).toMatchObject({ guest: false, sellerLevel: want.sellerLevel });
      expect(reply.body.user.shops[0]?.cod).toBe(want.shop);
      expect(reply.body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const expires = new Date(reply.body.expiresAt).getTime() - Date.now();
      expect(expires).toBeGreaterThan(6.9 * 24 * 3600_000);
      expect(expires).toBeLessThanOrEqual(7 * 24 * 3600_000);
      const cookie = reply.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`arredo_session=${reply.body.sessionId}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    }
    const customer = await login({ id: 'web', user: 'CUSTOMER', password: 'arredo-customer' });
    expect(customer.status).toBe(200);
    expect(customer.body.profile.customerEmail).toBe('customer@example.com');
  });

  it('refuses wrong credentials with the login-failed message (401)', async () => {
    const seller = seedUser('seller5');
    for (const body of [
      { id: seller.id, user: seller.user, password: 'wrong' },
      { id: 'ZURICH', user: seller.user, password: seller.password },
      { id: seller.id, user: 'nobody', password: seller.password },
    ]) {
      const reply = await login(body);
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: LOGIN_FAILED_MESSAGE, code: 'LOGIN_FAILED' });
      expect(reply.headers.get('set-cookie')).toBeNull();
    }
  });

  it('needs id, user and password together (400 with a message)', async () => {
    const missing = await login({ id: 'HQ', user: 'admin' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: 'Login needs id, user and password together (password)',
      code: 'INVALID_INPUT',
    });
    const blanks = await login({ id: '  ', user: '', password: 'x' });
    expect((blanks.body as unknown as { message: string }).message).toBe(
      'Login needs id, user and password together (id, user)',
    );
    expect((await login({ id: 1, user: 'admin', password: 'x' })).status).toBe(400);
    expect((await login([])).status).toBe(400);
    const noBody = await api.call('POST', '/api/v1/auth/login');
    expect(noBody.status).toBe(400);
    const badJson = await api.call('POST', '/api/v1/auth/login', { rawBody: '{"id":' });
    expect(badJson.status).toBe(400);
    expect(String(badJson.body.message)).toMatch(/JSON/i);
    const text = await api.call('POST', '/api/v1/auth/login', {
      rawBody: 'id=HQ',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(text.status).toBe(415);
  });

  it('finds the session by cookie or bearer token; refuses none, unknown or expired', async () => {
    const token = await api.login('seller2');
    const byBearer = await api.call<SessionBody>('GET', '/api/v1/auth/session', { token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.profile.username).toBe('seller2');
    const byCookie = await api.call<SessionBody>('GET', '/api/v1/auth/session', {
      cookie: `arredo_session=${token}`,
    });
    expect(byCookie.body.profile.username).toBe('seller2');
    expect((await api.call('GET', '/api/v1/auth/session')).status).toBe(401);
    expect((await api.call('GET', '/api/v1/auth/session', { token: 'x'.repeat(43) })).status).toBe(401);
    const expired = await createSession(api.storage.db, { guest: true }, -1000);
    const reply = await api.call('GET', '/api/v1/auth/session', { token: expired.token });
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ code: 'NO_SESSION' });
  });

  it('a session ends with its user', async () => {
    const [user] = await api.storage.db
      .insert(schema.users)
      .values({ username: 'leaving', passwordHash: 'x', sellerLevel: 4 })
      .returning();
    const { token } = await createSession(api.storage.db, { userId: user!.id });
    const live = await api.call<SessionBody>('GET', '/api/v1/auth/session', { token });
    expect(live.body.profile).toMatchObject({ username: 'leaving', sellerLevel: 4 });
    expect(live.body.profile.shop).toBeUndefined();
    await api.storage.db.delete(schema.users).where(eq(schema.users.id, user!.id));
    // Deleted behind the API's back (no call deletes users): the cached lookup may live on for up to
    // SESSION_CACHE_MS, never longer.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    expect((await api.call('GET', '/api/v1/auth/session', { token })).status).toBe(401);
  });

  it('refreshes a session for another full lifetime, under a new token (tests/security/sessions.test.ts)', async () => {
    const short = await createSession(api.storage.db, { guest: true }, 60_000);
    const reply = await api.call<SessionBody>('POST', '/api/v1/auth/refresh', { token: short.token });
    expect(reply.status).toBe(200);
    expect(new Date(reply.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(reply.headers.get('set-cookie')).toContain(`arredo_session=${reply.body.sessionId}`);
    const after = await api.call<SessionBody>('GET', '/api/v1/auth/session', { token: reply.body.sessionId });
    expect(after.body.expiresAt).toBe(reply.body.expiresAt);
    expect((await api.call('POST', '/api/v1/auth/refresh')).status).toBe(401);
  });

  it('logs out: the session stops working and the cookie is cleared', async () => {
    const token = await api.login('seller5');
    const reply = await api.call('POST', '/api/v1/auth/logout', { token });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('set-cookie')).toMatch(/arredo_session=;.*Expires=Thu, 01 Jan 1970/i);
    expect((await api.call('GET', '/api/v1/auth/session', { token })).status).toBe(401);
    expect((await api.call('POST', '/api/v1/auth/logout')).status).toBe(204);
  });

  it('a new login replaces the session it was made from', async () => {
    const first = await api.login('seller5');
    const seed = seedUser('admin');
    const reply = await api.call<SessionBody>('POST', '/api/v1/auth/login', {
      token: first,
      body: { id: seed.id, user: seed.user, password: seed.password },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.sessionId).not.toBe(first);
    expect((await api.call('GET', '/api/v1/auth/session', { token: first })).status).toBe(401);
  });

  it('guest login gives a guest profile in the web shop, without stored preferences', async () => {
    const reply = await api.call<SessionBody>('POST', '/api/v1/auth/guest');
    expect(reply.status).toBe(200);
    expect(reply.body.profile).toMatchObject({ guest: true, kind: 'guest', admin: false, username: null });
    expect(reply.body.profile.shop).toMatchObject({ cod: 'WEB', country: 'IT', currency: 'EUR' });
    expect(reply.body.user.guest).toBe(true);
    const token = reply.body.sessionId;
    expect((await api.call('GET', '/api/v1/auth/session', { token })).status).toBe(200);
    const language = await api.call('PUT', '/api/v1/profile/language', { token, body: { lang: 'it' } });
    expect(language.status).toBe(403);
    expect(language.body).toMatchObject({ message: 'First must do login', code: 'GUEST' });
  });

  it("guest login naming another guest id fails with spec 8's '11-Wrong User ID:'", async () => {
    const wrong = await api.call('POST', '/api/v1/auth/guest', { body: { id: 'MILANO' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ message: '11-Wrong User ID: MILANO', code: 'GUEST_WRONG_ID' });
    const right = await api.call<SessionBody>('POST', '/api/v1/auth/guest', { body: { id: 'web' } });
    expect(right.status).toBe(200);
    expect(right.body.profile.guest).toBe(true);
    const empty = await api.call<SessionBody>('POST', '/api/v1/auth/guest', { body: {} });
    expect(empty.status).toBe(200);
  });

  it('stores the language (d becomes de, underscores hyphens) and GDPR consents', async () => {
    const token = await api.login('seller2');
    const german = await api.call<SessionBody>('PUT', '/api/v1/profile/language', {
      token,
      body: { lang: 'd' },
    });
    expect(german.status).toBe(200);
    expect(german.body.profile.language).toBe('de');
    const brazil = await api.call<SessionBody>('PUT', '/api/v1/profile/language', {
      token,
      body: { lang: 'pt_BR' },
    });
    expect(brazil.body.profile.language).toBe('pt-BR');
    const same = await api.call<SessionBody>('GET', '/api/v1/auth/session', { token });
    expect(same.body.profile.language).toBe('pt-BR');
    const bad = await api.call('PUT', '/api/v1/profile/language', { token, body: { lang: '../etc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Not a language code (lang)');
    expect((await api.call('PUT', '/api/v1/profile/language', { token, body: {} })).body.message).toBe(
      'Missing lang (lang)',
    );

    const gdpr = await api.call<SessionBody>('PUT', '/api/v1/profile/gdpr', {
      token,
      body: { gdprFlags: '1;0;1;1' },
    });
    expect(gdpr.body.profile.gdprFlags).toBe('1;0;1;1');
    const sameGdpr = await api.call<SessionBody>('GET', '/api/v1/auth/session', { token });
    expect(sameGdpr.body.profile.gdprFlags).toBe('1;0;1;1');
    expect(
      (await api.call('PUT', '/api/v1/profile/gdpr', { token, body: { gdprFlags: 'yes' } })).status,
    ).toBe(400);
    expect((await api.call('PUT', '/api/v1/profile/gdpr', { body: { gdprFlags: '1' } })).status).toBe(401);

    const again = await api.call<SessionBody>('GET', '/api/v1/auth/session', {
      token: await api.login('seller2'),
    });
    expect(again.body.profile).toMatchObject({ language: 'pt-BR', gdprFlags: '1;0;1;1' });
  });

  it('logs a customer in with their e-mail address in place of the user name (any case)', async () => {
    const seed = seedUser('customer');
    const byEmail = await login({ id: 'web', user: 'Customer@Example.com', password: seed.password });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.profile).toMatchObject({ kind: 'customer', username: 'customer' });
    expect(
      (await login({ id: 'MILANO', user: 'customer@example.com', password: seed.password })).status,
    ).toBe(401);
    expect((await login({ id: 'WEB', user: 'customer@example.com', password: 'wrong' })).status).toBe(401);
  });

  it('changes the password with the current one, ends the other sessions and keeps this one', async () => {
    const seed = seedUser('seller2');
    const token = await api.login('seller2');
    const other = await api.login('seller2');
    const change = (body: unknown, as = token) =>
      api.call('PUT', '/api/v1/profile/password', { token: as, body });
    const wrong = await change({ currentPassword: 'not-it', newPassword: 'a-new-secret' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({
      message: 'The current password is not right',
      code: 'WRONG_PASSWORD',
    });
    expect((await change({ currentPassword: seed.password, newPassword: 'short' })).body.message).toBe(
      'The new password needs at least 8 characters (newPassword)',
    );
    expect((await change({ currentPassword: seed.password, newPassword: seed.password })).body.message).toBe(
      'The new password must differ from the current one (newPassword)',
    );
    expect((await change({ newPassword: 'a-new-secret' })).body.message).toBe(
      'Missing current password (currentPassword)',
    );
    // Nothing changed so far: the old password still logs in.
    expect((await login({ id: seed.id, user: seed.user, password: seed.password })).status).toBe(200);

    const done = await change({ currentPassword: seed.password, newPassword: 'a-new-secret' });
    expect(done.status).toBe(204);
    expect((await api.call('GET', '/api/v1/auth/session', { token })).status).toBe(200);
    expect((await api.call('GET', '/api/v1/auth/session', { token: other })).status).toBe(401);
    expect((await login({ id: seed.id, user: seed.user, password: seed.password })).status).toBe(401);
    expect((await login({ id: seed.id, user: seed.user, password: 'a-new-secret' })).status).toBe(200);
    // A guest has no password to change.
    const guest = await api.guest();
    expect((await change({ currentPassword: 'x', newPassword: 'a-new-secret' }, guest)).status).toBe(403);
    // Back to the seed password for the other tests of this file.
    await change({ currentPassword: 'a-new-secret', newPassword: seed.password });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const reply = await api.call('GET', '/api/v1/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ error: 'Not Found' });
  });
});

describeEachStorage('session lookups', (fixture) => {
  it('without the session cache, a change behind the API applies to the very next call', async () => {
    const api = await startTestApi(await fixture.fresh(), { sessionCacheMs: 0 });
    try {
      const { token, session } = await createSession(api.storage.db, { guest: true });
      expect((await api.call('GET', '/api/v1/auth/session', { token })).status).toBe(200);
      await api.storage.db.delete(schema.sessions).where(eq(schema.sessions.id, session.id));
      expect((await api.call('GET', '/api/v1/auth/session', { token })).status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('with guests turned off, a guest session opened before the switch stops working', async () => {
    const target = await fixture.fresh();
    const open = await startTestApi(target, { guestsAllowed: true });
    let guest: string;
    try {
      guest = (await open.call<SessionBody>('POST', '/api/v1/auth/guest')).body.sessionId;
      expect((await open.call('GET', '/api/v1/projects', { token: guest })).status).toBe(200);
    } finally {
      await open.close();
    }
    const closed = await startTestApi(target, { guestsAllowed: false });
    try {
      for (const path of ['/api/v1/auth/session', '/api/v1/projects']) {
        const reply = await closed.call('GET', path, { token: guest });
        expect(reply.status, path).toBe(401);
        expect(reply.body).toMatchObject({ code: 'NO_SESSION' });
      }
      const seller = await closed.login('seller5');
      expect((await closed.call('GET', '/api/v1/projects', { token: seller })).status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

describeEachStorage('login rate limit', (fixture) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh(), {
      loginRateLimit: { max: 3, timeWindowMs: 60_000 },
      guestRateLimit: { max: 2, timeWindowMs: 60_000 },
    });
  });
  afterAll(() => api?.close());

  it('answers 429 after too many attempts for one user, and still lets others in', async () => {
    const body = { id: 'HQ', user: 'admin', password: 'guess' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await api.call('POST', '/api/v1/auth/login', { body })).status).toBe(401);
    }
    const limited = await api.call('POST', '/api/v1/auth/login', {
      body: { ...body, password: 'arredo-admin' },
    });
    expect(limited.status).toBe(429);
    expect(String(limited.body.message)).toMatch(/Rate limit exceeded/);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await api.login('seller5')).toBeTruthy();
  });

  it('bounds how many guest sessions one address opens', async () => {
    expect((await api.call('POST', '/api/v1/auth/guest')).status).toBe(200);
    expect((await api.call('POST', '/api/v1/auth/guest')).status).toBe(200);
    const limited = await api.call('POST', '/api/v1/auth/guest');
    expect(limited.status).toBe(429);
    expect(String(limited.body.message)).toMatch(/Rate limit exceeded/);
  });
});
