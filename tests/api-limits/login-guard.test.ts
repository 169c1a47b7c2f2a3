// Password spraying: one address trying many user names is stopped (429) after a few failures; an
// account attacked from many addresses makes unknown addresses wait (429, growing backoff) while
// its user still logs in with the right password from the address they used before.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedUser, startTestApi, type TestApi } from '../support/api';
import { testLoginGuard } from '../support/loginGuard';
import { describeEachStorage } from '../support/storage';

describeEachStorage('login guard', (storage) => {
  let api: TestApi;
  const seller = seedUser('seller5');

  beforeAll(async () => {
    api = await startTestApi(await storage.fresh(), {
      limits: {
        loginGuard: testLoginGuard({ addressFailures: 5 }),
      },
    });
  }, 60_000);
  afterAll(() => api?.close());

  const login = (remoteAddress: string, user: string, password: string, id = seller.id) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      payload: { id, user, password },
    });

  it('stops one address spraying a password across many user names', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login('10.1.0.1', `user${i}`, 'Summer2026!')).statusCode).toBe(401);
    const sixth = await login('10.1.0.1', 'user99', 'Summer2026!');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'LOGIN_THROTTLED',
      message: 'Too many failed logins from this address; try again later',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Only that address: the seller logs in from elsewhere.
    expect((await login('10.1.0.2', seller.user, seller.password)).statusCode).toBe(200);
  });

  it('backs off unknown addresses on an attacked account, never the user at their usual address', async () => {
    const usual = '192.168.7.10';
    expect((await login(usual, seller.user, seller.password)).statusCode).toBe(200);
    // An attack from many addresses (each under the per-address limit).
    for (let i = 0; i < 4; i += 1) {
      expect((await login(`10.2.0.${i}`, seller.user, `guess-${i}`)).statusCode).toBe(401);
    }
    // Now a new address must wait, even with the right password: it is not checked.
    const stranger = await login('10.2.1.1', seller.user, seller.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({
      code: 'LOGIN_THROTTLED',
      message: 'Too many failed logins for this user; try again later',
    });
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    // The user, from their usual address, gets in.
    const user = await login(usual, seller.user, seller.password);
    expect(user.statusCode).toBe(200);
    // Other accounts are not affected.
    const admin = seedUser('admin');
    expect((await login('10.2.1.1', admin.user, admin.password, admin.id)).statusCode).toBe(200);
  });
});
