// A professional user's own e-mail address and default price list (user settings), and the password
// reset by shop code and user name that mails the link to that address; over real HTTP, on PGlite and
// PostgreSQL, reading the mails from the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachStorage, tempDir } from '../../tests/support/storage';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { readOutbox, waitForMail } from '../../tests/support/outbox';
import { queryRows } from '../storage';
import { RESET_REQUESTED_BY_USER_MESSAGE } from './account-routes';

interface Profile {
  username: string | null;
  email: string | null;
  shop?: { cod: string; pricelist: string; shopPricelist: string; currency: string };
}
interface Session {
  sessionId: string;
  profile: Profile;
  user: { shops: { cod: string; pricelist: string }[] };
}

const SELLER_EMAIL = 'seller5@shop.example.com';
const codeOf = (link: string) => link.split('/').pop()!;

describeEachStorage('profile: e-mail address, price list, reset by user name', (fixture) => {
  let api: TestApi;
  let dataDir: string;
  let seller: string;

  beforeAll(async () => {
    dataDir = await tempDir('arredo-mail-');
    api = await startTestApi(await fixture.fresh(), {
      dataDir,
      sessionCacheMs: 0,
      mail: { publicUrl: 'https://shop.example.com/arredo/' },
    });
    seller = await api.login('seller5');
    // A second list in the shop's currency (a trade list) and one in another currency.
    await queryRows(
      api.storage.db,
      sql`insert into price_lists (cod, des, currency) values ('TRADE-EUR', 'Trade', 'EUR')`,
    );
  });
  afterAll(() => api?.close());

  const requestReset = (body: Record<string, string>) =>
    api.call<{ message: string }>('POST', '/api/v1/auth/password-reset/request', { body });
  const session = async (token: string) =>
    (await api.call<Session>('GET', '/api/v1/auth/session', { token })).body;

  describe('e-mail address', () => {
    it('a professional user sets and sees their address; bad input names the field', async () => {
      const bad = await api.call<{ message: string }>('PUT', '/api/v1/profile/email', {
        token: seller,
        body: { email: 'not an address', currentPassword: 'arredo-seller5' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/\(email\)/);
      const set = await api.call<Session>('PUT', '/api/v1/profile/email', {
        token: seller,
        // Issue 20: the current password goes with the change.
        body: { email: ` ${SELLER_EMAIL} `, currentPassword: 'arredo-seller5' },
      });
      expect(set.status).toBe(200);
      expect(set.body.profile.email).toBe(SELLER_EMAIL);
      expect((await session(seller)).profile.email).toBe(SELLER_EMAIL);
      const customer = await api.login('customer');
      const refused = await api.call<{ message: string }>('PUT', '/api/v1/profile/email', {
        token: customer,
        body: { email: 'other@example.com', currentPassword: 'arredo-customer' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^email: a customer's e-mail address is their sign-in/);
      expect((await session(customer)).profile).toMatchObject({ email: null });
    });
  });

  describe('changing the address', () => {
    it('needs the current password, and the old address gets a notice', async () => {
      const admin = await api.login('admin');
      const first = 'admin@shop.example.com';
      const next = 'admin.new@shop.example.com';
      const set = (body: object) =>
        api.call<{ message: string; code?: string }>('PUT', '/api/v1/profile/email', { token: admin, body });
      const missing = await set({ email: first });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/\(currentPassword\)/);
      const wrong = await set({ email: first, currentPassword: 'not my password' });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({
        code: 'WRONG_PASSWORD',
        message: 'The current password is not right',
      });
      expect((await session(admin)).profile.email).toBeNull();
      expect((await set({ email: first, currentPassword: 'arredo-admin' })).status).toBe(200);
      expect((await set({ email: next, currentPassword: 'arredo-admin' })).status).toBe(200);
      const notice = await waitForMail(dataDir, first);
      expect(notice.subject).toBe('The e-mail address of your Arredo account was changed');
      expect(notice.text).toContain(`was changed to ${next}`);
      expect(notice.links).toEqual([]);
      // The new address gets no notice (it is the user's own choice).
      expect((await readOutbox(dataDir)).filter((mail) => mail.to.includes(next))).toHaveLength(0);
    });
  });

  describe('password reset of a professional user', () => {
    it('by shop code and user name: the link goes to the address in their profile, and works', async () => {
      const unknown = await requestReset({ id: 'MILANO', user: 'nobody' });
      const known = await requestReset({ id: 'milano', user: 'SELLER5', language: 'de' });
      expect(unknown.status).toBe(202);
      expect(known.status).toBe(202);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.message).toBe(RESET_REQUESTED_BY_USER_MESSAGE);
      const mail = await waitForMail(dataDir, SELLER_EMAIL);
      expect(mail.text).toContain('seller5');
      // A professional user lands on the reset screen, not its guest variant (spec 2).
      expect(mail.links[0]).toMatch(/^https:\/\/shop\.example\.com\/arredo\/resetpassword\/[\w-]{43}$/);
      const done = await api.call<Session>('POST', '/api/v1/auth/password-reset', {
        body: { code: codeOf(mail.links[0]!), password: 'seller five 2026' },
      });
      expect(done.status).toBe(200);
      expect(done.body.profile.username).toBe('seller5');
      const login = await api.call('POST', '/api/v1/auth/login', {
        body: { id: 'MILANO', user: 'seller5', password: 'seller five 2026' },
      });
      expect(login.status).toBe(200);
      seller = (login.body as { sessionId: string }).sessionId;
    });

    it('by the address in their profile', async () => {
      const before = (await readOutbox(dataDir)).filter((mail) => mail.to.includes(SELLER_EMAIL)).length;
      expect((await requestReset({ email: SELLER_EMAIL.toUpperCase() })).status).toBe(202);
      await expect
        .poll(async () => (await readOutbox(dataDir)).filter((m) => m.to.includes(SELLER_EMAIL)).length)
        .toBe(before + 1);
    });

    it('mails nobody for a user without an address, and says what to give when nothing is given', async () => {
      const before = (await readOutbox(dataDir)).length;
      expect((await requestReset({ id: 'ZURICH', user: 'seller2' })).status).toBe(202);
      const missing = await requestReset({ id: 'ZURICH' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/shop code \(id\) and user name \(user\)/);
      expect((await readOutbox(dataDir)).length).toBe(before);
    });
  });

  describe('default price list', () => {
    // The administrator: a professional user of the HQ shop (EUR).
    let admin: string;
    beforeAll(async () => {
      admin = await api.login('admin');
    });

    it("offers the lists in the shop's currency; the choice is the user's price list until reset", async () => {
      const choices = await api.call<{ current: string; shopDefault: string; lists: { cod: string }[] }>(
        'GET',
        '/api/v1/profile/price-lists',
        { token: admin },
      );
      expect(choices.status).toBe(200);
      expect(choices.body).toMatchObject({ current: 'RETAIL-EUR', shopDefault: 'RETAIL-EUR' });
      expect(choices.body.lists.map((list) => list.cod)).toEqual(['RETAIL-EUR', 'TRADE-EUR']);

      const chosen = await api.call<Session>('PUT', '/api/v1/profile/price-list', {
        token: admin,
        body: { priceList: 'TRADE-EUR' },
      });
      expect(chosen.status).toBe(200);
      expect(chosen.body.profile.shop).toMatchObject({ pricelist: 'TRADE-EUR', shopPricelist: 'RETAIL-EUR' });
      // Stored with the user: a new session (another login) prices with it too.
      const again = await api.login('admin');
      const stored = await session(again);
      expect(stored.profile.shop).toMatchObject({ pricelist: 'TRADE-EUR', currency: 'EUR' });
      expect(stored.user.shops).toEqual([{ cod: 'HQ', pricelist: 'TRADE-EUR' }]);

      const back = await api.call<Session>('PUT', '/api/v1/profile/price-list', {
        token: admin,
        body: { priceList: null },
      });
      expect(back.body.profile.shop?.pricelist).toBe('RETAIL-EUR');
      expect((await session(again)).profile.shop?.pricelist).toBe('RETAIL-EUR');
    });

    it("refuses a list in another currency or unknown, and customers' choices, naming priceList", async () => {
      for (const priceList of ['RETAIL-CHF', 'NOPE']) {
        const reply = await api.call<{ message: string }>('PUT', '/api/v1/profile/price-list', {
          token: admin,
          body: { priceList },
        });
        expect(reply.status).toBe(400);
        expect(reply.body.message).toMatch(/^priceList: no price list .* in the shop's currency \(EUR\)/);
      }
      const customer = await api.login('customer');
      const refused = await api.call<{ message: string }>('PUT', '/api/v1/profile/price-list', {
        token: customer,
        body: { priceList: 'TRADE-EUR' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^priceList: only professional users/);
      const offered = await api.call<{ lists: unknown[] }>('GET', '/api/v1/profile/price-lists', {
        token: customer,
      });
      expect(offered.body.lists).toEqual([]);
      expect((await session(admin)).profile.shop?.pricelist).toBe('RETAIL-EUR');
    });
  });
});
