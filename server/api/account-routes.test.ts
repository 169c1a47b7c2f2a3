// Password reset and guest registration over real HTTP, on PGlite and PostgreSQL; mails come from the
// outbox the server writes when no SMTP server is configured, as a user would read them.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachStorage, tempDir } from '../../tests/support/storage';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { readOutbox, waitForMail } from '../../tests/support/outbox';
import { sampleProject } from '../../tests/api-projects/fixtures';
import { queryRows } from '../storage';
import { issueCode } from '../accounts/account-codes';
import { RESET_REQUESTED_MESSAGE } from './account-routes';

interface Session {
  sessionId: string;
  profile: { username: string | null; kind: string; guest: boolean; customerEmail: string | null };
}

const CUSTOMER_EMAIL = 'customer@example.com';
const codeOf = (link: string) => link.split('/').pop()!;

describeEachStorage('account flows: password reset and guest registration', (fixture) => {
  let api: TestApi;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await tempDir('arredo-mail-');
    api = await startTestApi(await fixture.fresh(), {
      dataDir,
      mail: { publicUrl: 'https://shop.example.com/arredo/' },
    });
  });
  afterAll(() => api?.close());

  const mailsTo = async (to: string) => (await readOutbox(dataDir)).filter((mail) => mail.to.includes(to));
  const requestReset = (email: string, language?: string) =>
    api.call<{ message: string }>('POST', '/api/v1/auth/password-reset/request', {
      body: { email, ...(language ? { language } : {}) },
    });
  const reset = (code: string, password: string, token?: string) =>
    api.call<Session & { message?: string; code?: string }>('POST', '/api/v1/auth/password-reset', {
      body: { code, password },
      token,
    });
  const login = (id: string, user: string, password: string) =>
    api.call<Session>('POST', '/api/v1/auth/login', { body: { id, user, password } });

  describe('password reset', () => {
    it('answers the same for a known and an unknown address, and mails only the known one', async () => {
      const unknown = await requestReset('nobody@example.com');
      const known = await requestReset(CUSTOMER_EMAIL, 'it');
      expect(unknown.status).toBe(202);
      expect(known.status).toBe(202);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.message).toBe(RESET_REQUESTED_MESSAGE);
      expect(await mailsTo('nobody@example.com')).toHaveLength(0);
      const mail = await waitForMail(dataDir, CUSTOMER_EMAIL);
      expect(mail.subject).toBe('Imposta una nuova password Arredo');
      expect(mail.text).toContain('codice negozio WEB e il nome utente customer');
      // The seeded customer is a customer: the guest variant of the reset screen (spec 2).
      expect(mail.links[0]).toMatch(/^https:\/\/shop\.example\.com\/arredo\/guestresetpassword\/[\w-]{43}$/);
    });

    it('keeps only the code hash at rest and tells the screen which sign-in the code is for', async () => {
      const code = codeOf((await waitForMail(dataDir, CUSTOMER_EMAIL)).links[0]!);
      const rows = await queryRows<{ code_hash: string }>(
        api.storage.db,
        sql`select code_hash from account_codes`,
      );
      expect(rows.map((row) => row.code_hash)).toContain(createHash('sha256').update(code).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(code);
      const check = await api.call('POST', '/api/v1/auth/password-reset/check', { body: { code } });
      expect(check.status).toBe(200);
      expect(check.body).toMatchObject({ purpose: 'reset', username: 'customer', shopCod: 'WEB' });
      const bad = await api.call<{ message: string }>('POST', '/api/v1/auth/password-reset/check', {
        body: { code: 'x'.repeat(43) },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/expired or was already used \(code\)/);
    });

    it('sets the new password once: old sessions end, the old password stops, the code is spent', async () => {
      const oldSession = await api.login('customer');
      const code = codeOf((await waitForMail(dataDir, CUSTOMER_EMAIL)).links[0]!);
      const short = await reset(code, 'short');
      expect(short.status).toBe(400);
      expect(short.body.message).toMatch(/at least 8 characters \(password\)/);

      const done = await reset(code, 'a new password 2026');
      expect(done.status).toBe(200);
      expect(done.body.profile).toMatchObject({ username: 'customer', kind: 'customer' });
      expect(done.headers.get('set-cookie')).toMatch(/arredo_session=/);
      expect((await api.call('GET', '/api/v1/auth/session', { token: oldSession })).status).toBe(401);
      expect((await api.call('GET', '/api/v1/auth/session', { token: done.body.sessionId })).status).toBe(
        200,
      );
      expect((await login('WEB', 'customer', 'arredo-customer')).status).toBe(401);
      expect((await login('WEB', 'customer', 'a new password 2026')).status).toBe(200);

      const again = await reset(code, 'another password 2026');
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('CODE_INVALID');
    });

    it('refuses an expired code and every code but the newest', async () => {
      const [user] = await queryRows<{ id: number }>(
        api.storage.db,
        sql`select id from users where username = 'customer'`,
      );
      const expired = await issueCode(
        api.storage.db,
        { purpose: 'reset', email: CUSTOMER_EMAIL, userId: user!.id },
        new Date(Date.now() - 2 * 3600_000),
      );
      expect((await reset(expired.code, 'expired password 1')).status).toBe(400);

      const before = (await mailsTo(CUSTOMER_EMAIL)).length;
      await requestReset(CUSTOMER_EMAIL);
      const first = await waitForMail(dataDir, CUSTOMER_EMAIL, { after: before });
      await requestReset(CUSTOMER_EMAIL);
      const second = await waitForMail(dataDir, CUSTOMER_EMAIL, { after: before + 1 });
      expect((await reset(codeOf(first.links[0]!), 'older link password')).status).toBe(400);
      expect((await reset(codeOf(second.links[0]!), 'newest link password')).status).toBe(200);
    });

    it('mails one address at most 3 times an hour, answering the same after that', async () => {
      const sent = (await mailsTo(CUSTOMER_EMAIL)).length; // 3 in the last hour by now
      expect(sent).toBeGreaterThanOrEqual(3);
      const reply = await requestReset(CUSTOMER_EMAIL);
      expect(reply.status).toBe(202);
      expect(reply.body.message).toBe(RESET_REQUESTED_MESSAGE);
      await new Promise((wait) => setTimeout(wait, 300));
      expect(await mailsTo(CUSTOMER_EMAIL)).toHaveLength(sent);
    });

    it('names the field of bad input', async () => {
      const reply = await api.call<{ message: string }>('POST', '/api/v1/auth/password-reset/request', {
        body: { email: 'not an address' },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/\(email\)/);
    });
  });

  describe('guest registration', () => {
    const email = 'new.customer@example.com';

    it('only a guest may ask, with a valid address', async () => {
      const seller = await api.login('seller5');
      const refused = await api.call<{ message: string }>('POST', '/api/v1/auth/guest-register/request', {
        token: seller,
        body: { email },
      });
      expect(refused.status).toBe(403);
      expect(
        (await api.call('POST', '/api/v1/auth/guest-register/request', { body: { email } })).status,
      ).toBe(401);
      const guest = await api.guest();
      const bad = await api.call<{ message: string }>('POST', '/api/v1/auth/guest-register/request', {
        token: guest,
        body: { email: 'nope' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/\(email\)/);
    });

    it('turns a guest into a customer who keeps the guest projects and signs in with the new password', async () => {
      const guest = await api.guest();
      const made = await api.call<{ id: number }>('POST', '/api/v1/projects', {
        token: guest,
        body: { project: sampleProject(2, { des: 'Guest kitchen' }) },
      });
      expect(made.status).toBe(201);
      const asked = await api.call('POST', '/api/v1/auth/guest-register/request', {
        token: guest,
        body: { email, firstName: 'Nora', lastName: 'Neri', language: 'de' },
      });
      expect(asked.status).toBe(202);
      const mail = await waitForMail(dataDir, email);
      expect(mail.subject).toBe('Ihr Arredo-Konto anlegen');
      // Greeted by address only (issue 20): the visitor's chosen name never goes out in a shop's mail.
      expect(mail.text).toContain(`Hallo ${email},`);
      expect(mail.text).not.toContain('Nora');
      expect(mail.links[0]).toMatch(/^https:\/\/shop\.example\.com\/arredo\/guestregister\/[\w-]{43}$/);
      const code = codeOf(mail.links[0]!);

      const check = await api.call('POST', '/api/v1/auth/guest-register/check', { body: { code } });
      expect(check.body).toMatchObject({ purpose: 'register', email });
      // A reset code and a registration code are not interchangeable.
      expect((await reset(code, 'wrong flow password')).status).toBe(400);

      const done = await api.call<Session>('POST', '/api/v1/auth/guest-register', {
        body: { code, password: 'my first password' },
      });
      expect(done.status).toBe(200);
      expect(done.body.profile).toMatchObject({
        username: email,
        kind: 'customer',
        guest: false,
        customerEmail: email,
      });
      const list = await api.call<{ items: { id: number; des: string }[] }>('GET', '/api/v1/projects', {
        token: done.body.sessionId,
      });
      expect(list.body.items.map((item) => item.id)).toEqual([made.body.id]);
      // The guest session is over; the account signs in with the guest shop code, address and password.
      expect((await api.call('GET', '/api/v1/auth/session', { token: guest })).status).toBe(401);
      const again = await login('WEB', email, 'my first password');
      expect(again.status).toBe(200);
      const opened = await api.call('GET', `/api/v1/projects/${made.body.id}`, {
        token: again.body.sessionId,
      });
      expect(opened.status).toBe(200);
      expect(
        (
          await api.call('POST', '/api/v1/auth/guest-register', {
            body: { code, password: 'my first password' },
          })
        ).status,
      ).toBe(400);
    });

    it('keeps the projects even when the guest session ended before the link was used (a page reload)', async () => {
      const address = 'reloaded.guest@example.com';
      const guest = await api.guest();
      const made = await api.call<{ id: number }>('POST', '/api/v1/projects', {
        token: guest,
        body: { project: sampleProject(1, { des: 'Before reload' }) },
      });
      await api.call('POST', '/api/v1/auth/guest-register/request', {
        token: guest,
        body: { email: address },
      });
      // The app loads again from the mail: a new guest login ends the old guest session.
      const reloaded = await api.call<Session>('POST', '/api/v1/auth/guest', { token: guest, body: {} });
      expect((await api.call('GET', '/api/v1/auth/session', { token: guest })).status).toBe(401);
      const code = codeOf((await waitForMail(dataDir, address)).links[0]!);
      const done = await api.call<Session>('POST', '/api/v1/auth/guest-register', {
        token: reloaded.body.sessionId,
        body: { code, password: 'after reload 1' },
      });
      expect(done.status).toBe(200);
      const list = await api.call<{ items: { id: number }[] }>('GET', '/api/v1/projects', {
        token: done.body.sessionId,
      });
      expect(list.body.items.map((item) => item.id)).toEqual([made.body.id]);
    });

    it('keeps the projects when the session was renewed before the queued mail wrote its code', async () => {
      const guest = await api.guest();
      const project = (des: string, token: string) =>
        api.call<{ id: number }>('POST', '/api/v1/projects', {
          token,
          body: { project: sampleProject(1, { des }) },
        });
      const before = await project('Before renewal', guest);
      // The request's job runs late (a busy queue): the guest's session is renewed first, and the code
      // is written afterwards, naming the session as it was when the guest asked.
      const renewed = await api.call<Session>('POST', '/api/v1/auth/refresh', { token: guest });
      expect(renewed.status).toBe(200);
      const { code } = await issueCode(api.storage.db, {
        purpose: 'register',
        email: 'late.mail@example.com',
        guestSessionId: createHash('sha256').update(guest).digest('hex'),
        projectIds: [before.body.id],
      });
      const after = await project('After renewal', renewed.body.sessionId);
      const done = await api.call<Session>('POST', '/api/v1/auth/guest-register', {
        body: { code, password: 'renewed first' },
      });
      expect(done.status).toBe(200);
      const list = await api.call<{ items: { id: number }[] }>('GET', '/api/v1/projects', {
        token: done.body.sessionId,
      });
      expect(list.body.items.map((item) => item.id).sort()).toEqual([before.body.id, after.body.id].sort());
      // The renewed guest session ended with the registration.
      expect((await api.call('GET', '/api/v1/auth/session', { token: renewed.body.sessionId })).status).toBe(
        401,
      );
    });

    it('answers the same for a registered address and mails its owner a reset link instead', async () => {
      const guest = await api.guest();
      const reply = await api.call<{ message: string }>('POST', '/api/v1/auth/guest-register/request', {
        token: guest,
        body: { email: email.toUpperCase() },
      });
      expect(reply.status).toBe(202);
      const mail = await waitForMail(dataDir, email, { after: 1 });
      expect(mail.subject).toBe('You already have an Arredo account');
      expect(mail.links[0]).toMatch(/\/guestresetpassword\/[\w-]{43}$/);
    });
  });

  it('limits requests per client address (429 after the limit)', async () => {
    const limited = await startTestApi(await fixture.fresh(), {
      dataDir: await tempDir('arredo-mail-'),
      mail: { requestRateLimit: { max: 2, timeWindowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (
            await limited.call('POST', '/api/v1/auth/password-reset/request', {
              body: { email: `x${i}@example.com` },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});
