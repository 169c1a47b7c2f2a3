// Logins under attack (issue 20), over real HTTP on PGlite and PostgreSQL: attempts are counted before
// the password is checked, hashing is bounded (503 beyond its queue), the counters key on the resolved
// account, known addresses survive a restart, a locked account opens with the mailed link, reset
// requests reply before any lookup, and ARREDO_TRUST_PROXY=true takes the proxy's (rightmost) address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, startTestApi, type TestApi } from '../support/api';
import { describeEachStorage, tempDir, type StorageTarget } from '../support/storage';
import { testLoginGuard } from '../support/loginGuard';
import { waitForMail } from '../support/outbox';
import { sql } from 'drizzle-orm';
import { hashingLoad, HASHING } from '../../server/accounts/passwords';
import { queryRows } from '../../server/storage';
import { trustProxyFromEnv } from '../../server/security/trust-proxy';
import type { MailMessage } from '../../server/mail/mailer';

type Reply = {
  status: number;
  body: { message?: string; code?: string; sessionId?: string };
  headers: Headers;
};

const GUARD = testLoginGuard();

describeEachStorage('logins under attack', (storage) => {
  const seller = seedUser('seller5');
  const customer = seedUser('customer');

  const loginOf =
    (api: TestApi) =>
    (from: string, user: string, password: string, id = seller.id): Promise<Reply> =>
      api.call('POST', '/api/v1/auth/login', {
        body: { id, user, password },
        headers: { 'x-forwarded-for': from },
      });

  describe('counting, hashing, accounts', () => {
    let api: TestApi;
    let login: ReturnType<typeof loginOf>;
    beforeAll(async () => {
      api = await startTestApi(await storage.fresh(), {
        trustProxy: ['127.0.0.1'],
        limits: { loginGuard: { ...GUARD, backoffBaseMs: 3_000 } },
      });
      login = loginOf(api);
    }, 60_000);
    afterAll(() => api?.close());

    it('counts before it checks: 200 concurrent wrong logins from one address get at most the limit checked', async () => {
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, i) => login('10.1.0.1', `sprayed${i}`, 'Summer2026!')),
      );
      const checked = replies.filter((reply) => reply.status === 401).length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(GUARD.addressFailures);
      expect(replies.filter((reply) => reply.status === 429 || reply.status === 503).length).toBe(
        200 - checked,
      );
    }, 60_000);

    it("keys on the resolved account: a customer's user name and e-mail are one account", async () => {
      const email = CUSTOMER_EMAIL;
      for (let i = 0; i < 4; i += 1) {
        const reply = await login(`10.2.0.${i}`, i % 2 ? email : customer.user, `guess-${i}`, customer.id);
        expect(reply.status).toBe(401);
      }
      const next = await login('10.2.1.1', email, 'another guess', customer.id);
      expect(next.status).toBe(429);
      expect(next.body).toMatchObject({
        code: 'LOGIN_THROTTLED',
        message: 'Too many failed logins for this user; try again later',
      });
    });

    it('raises the backoff one step per checked reply, however many attempts arrive at once', async () => {
      const admin = seedUser('admin');
      for (let i = 0; i < 4; i += 1)
        expect((await login(`10.3.0.${i}`, admin.user, `guess-${i}`, admin.id)).status).toBe(401);
      // The first step (3 s) has passed: ten attempts at once, one of them is checked.
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(`10.3.1.${i}`, admin.user, `burst-${i}`, admin.id)),
      );
      expect(burst.filter((reply) => reply.status === 401)).toHaveLength(1);
      expect(burst.filter((reply) => reply.status === 429)).toHaveLength(9);
    });

    it('runs a bounded number of password hashes at once; the rest queue, then 503 with Retry-After', async () => {
      let most = 0;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          most = Math.max(most, hashingLoad().running);
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      // 300 addresses, 300 names: no guard stops them, only the hashing bound.
      const replies = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          login(`10.4.${i >> 8}.${i & 255}`, `burst${i}`, 'wrong password'),
        ),
      );
      sampling = false;
      await sampler;
      expect(most).toBeLessThanOrEqual(HASHING.concurrent);
      const busy = replies.filter((reply) => reply.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.body).toMatchObject({
        code: 'LOGIN_BUSY',
        message: 'Too many sign-ins at once; try again in a few seconds',
      });
      expect(busy[0]!.headers.get('retry-after')).toBe('2');
      expect(replies.every((reply) => [401, 503].includes(reply.status))).toBe(true);
      // A refused login is refused before it is counted: only the checked ones left a counter.
      const counted = await queryRows<{ n: number }>(
        api.storage.db,
        sql`select count(*)::int as n from login_counters where key like 'a:10.4.%'`,
      );
      expect(counted[0]!.n).toBe(replies.filter((reply) => reply.status === 401).length);
    }, 120_000);
  });

  describe('no lock-out of the real user', () => {
    let target: StorageTarget;
    let dataDir: string;
    beforeAll(async () => {
      target = await storage.fresh();
      dataDir = await tempDir('arredo-lock-');
    });
    const start = () =>
      startTestApi(target, {
        dataDir,
        trustProxy: ['127.0.0.1'],
        limits: { loginGuard: GUARD },
        mail: { publicUrl: 'https://shop.example.com/' },
      });

    it('lets the user in from a known address after a restart and 30 concurrent wrong passwords from 5 addresses', async () => {
      const usual = '192.168.7.10';
      let api = await start();
      try {
        expect((await loginOf(api)(usual, customer.user, customer.password, customer.id)).status).toBe(200);
      } finally {
        await api.close();
      }
      // A restart: the known addresses are read from storage.
      api = await start();
      try {
        const login = loginOf(api);
        const attack = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            login(`10.5.0.${i % 5}`, i % 2 ? CUSTOMER_EMAIL : customer.user, `guess-${i}`, customer.id),
          ),
        );
        expect(attack.every((reply) => [401, 429].includes(reply.status))).toBe(true);
        expect(attack.filter((reply) => reply.status === 401).length).toBeLessThanOrEqual(
          GUARD.accountFailures + 1,
        );
        // The user at their usual place gets in with the right password.
        expect((await login(usual, customer.user, customer.password, customer.id)).status).toBe(200);
        // A new place waits, even with the right password...
        const stranger = '172.16.0.9';
        expect((await login(stranger, CUSTOMER_EMAIL, customer.password, customer.id)).status).toBe(429);
        // ...until the mailed one-time link is used from there: it sets a password and signs in.
        const mail = await waitForMail(dataDir, CUSTOMER_EMAIL);
        expect(mail.subject).toBe('Your Arredo account: many wrong passwords');
        const code = mail.links[0]!.split('/').pop()!;
        const opened = await api.call('POST', '/api/v1/auth/password-reset', {
          body: { code, password: 'a fresh password 1' },
          headers: { 'x-forwarded-for': stranger },
        });
        expect(opened.status).toBe(200);
        expect((await login(stranger, customer.user, 'a fresh password 1', customer.id)).status).toBe(200);
      } finally {
        await api.close();
      }
    }, 120_000);
  });

  describe('reset requests and the proxy address', () => {
    let api: TestApi;
    const sent: MailMessage[] = [];
    beforeAll(async () => {
      api = await startTestApi(await storage.fresh(), {
        trustProxy: trustProxyFromEnv({ ARREDO_TRUST_PROXY: 'true' }),
        guestRateLimit: { max: 2, timeWindowMs: 60_000 },
        mail: {
          // A slow mail server: the reply must not wait for it.
          mailer: {
            kind: 'smtp',
            send: async (message) => {
              await new Promise((resolve) => setTimeout(resolve, 1_500));
              sent.push(message);
            },
          },
          publicUrl: 'https://shop.example.com/',
        },
      });
    }, 60_000);
    afterAll(() => api?.close());

    it('replies to a reset request before looking the address up and mailing', async () => {
      const started = performance.now();
      const known = await api.call('POST', '/api/v1/auth/password-reset/request', {
        body: { email: 'customer@example.com' },
      });
      const knownMs = performance.now() - started;
      const unknown = await api.call('POST', '/api/v1/auth/password-reset/request', {
        body: { email: 'nobody@example.com' },
      });
      expect(known.status).toBe(202);
      expect(known.body).toEqual(unknown.body);
      // The mail takes 1.5 s to send; the reply did not wait for it (it did before: at least 1.5 s).
      expect(knownMs).toBeLessThan(1_000);
      const until = Date.now() + 10_000;
      while (!sent.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sent.map((mail) => mail.to)).toEqual(['customer@example.com']);
    });

    it('ARREDO_TRUST_PROXY=true takes the address the proxy appended, not what the client wrote', async () => {
      const guest = (spoofed: string) =>
        api.call('POST', '/api/v1/auth/guest', {
          body: {},
          headers: { 'x-forwarded-for': `${spoofed}, 10.6.0.1` },
        });
      expect((await guest('1.1.1.1')).status).toBe(200);
      expect((await guest('2.2.2.2')).status).toBe(200);
      // The same client (10.6.0.1) for the third time, whatever it wrote first: over the limit.
      expect((await guest('3.3.3.3')).status).toBe(429);
    });
  });
});

const CUSTOMER_EMAIL = 'customer@example.com';
