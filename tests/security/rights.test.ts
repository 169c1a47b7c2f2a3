// Issue 8, identity and rights, over real HTTP on PGlite and PostgreSQL: who a customer code and an
// identity provider's e-mail open projects to, and what a 404 or 409 lets an outsider learn.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { startTestApi, type TestApi } from '../support/api';
import { describeEachStorage } from '../support/storage';
import { created, guestToken, saveProject, setStatus } from '../api-projects/client';
import { sampleProject } from '../api-projects/fixtures';

const AUTHORITY = 'https://login.example.com/rights';
const AUDIENCE = 'arredo-web';

interface List {
  items: { id: number; customercod: string | null }[];
}

describeEachStorage('rights: customer codes, identity e-mails, probing', (fixture) => {
  let api: TestApi;
  let customer: string;
  let seller: string;
  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh());
    customer = await api.login('customer');
    seller = await api.login('seller5');
  });
  afterAll(() => api?.close());

  const listOf = async (token: string) =>
    (await api.call<List>('GET', '/api/v1/projects?pageSize=200', { token })).body.items.map((p) => p.id);

  describe('customer codes', () => {
    it("a guest's customer code opens nothing to that customer; staff's does", async () => {
      const guest = await guestToken(api);
      const planted = await created(api, guest, { customercod: 'customer@example.com' });
      expect((await listOf(customer)).includes(planted.id)).toBe(false);
      expect((await api.call('GET', `/api/v1/projects/${planted.id}`, { token: customer })).status).toBe(404);
      // The guest's own document keeps what was typed.
      const own = await api.call<{ project: { customercod?: string } }>(
        'GET',
        `/api/v1/projects/${planted.id}`,
        { token: guest },
      );
      expect(own.body.project.customercod).toBe('customer@example.com');
      // Saving it again, or through status extra data, does not assign it either.
      const saved = await saveProject(
        api,
        guest,
        planted.id,
        sampleProject(2, { customercod: 'customer@example.com' }),
        1,
      );
      expect(saved.status).toBe(200);
      expect((await listOf(customer)).includes(planted.id)).toBe(false);

      const assigned = await created(api, seller, { customercod: 'customer@example.com' });
      expect(await listOf(customer)).toContain(assigned.id);
      expect((await api.call('GET', `/api/v1/projects/${assigned.id}`, { token: customer })).status).toBe(
        200,
      );
    });

    it("another customer cannot assign a project to a customer, by save or by status' extra data", async () => {
      // A second customer: an identity sign-in is the only way one is made without SQL.
      const second = await signedInCustomer(`second-${randomUUID()}`, 'second@example.com', true);
      const made = await created(api, second, { customercod: 'customer@example.com' });
      expect((await listOf(customer)).includes(made.id)).toBe(false);
      const moved = await setStatus(api, second, made.id, {
        status: 'unsaved',
        extra: { customercod: 'customer@example.com' },
      });
      expect(moved.status).toBe(200);
      expect((await listOf(customer)).includes(made.id)).toBe(false);
    });
  });

  let provider: Awaited<ReturnType<typeof generateKeyPair>> | undefined;
  /** Signs a new subject in through a registered identity provider; returns its session token. */
  async function signedInCustomer(subject: string, email: string, verified?: boolean): Promise<string> {
    if (!provider) {
      provider = await generateKeyPair('RS256', { extractable: true });
      const jwk = { ...(await exportJWK(provider.publicKey)), kid: 'idp', alg: 'RS256' };
      const put = await api.call('PUT', '/api/v1/auth/identity-providers', {
        token: await api.login('admin'),
        body: { authority: AUTHORITY, audience: AUDIENCE, jwks: { keys: [jwk] } },
      });
      expect(put.status).toBe(204);
    }
    const claims: Record<string, unknown> = { sub: subject, email };
    if (verified !== undefined) claims.email_verified = verified;
    const accessToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'idp' })
      .setIssuer(AUTHORITY)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(provider.privateKey);
    const reply = await api.call<{ sessionId: string }>('POST', '/api/v1/auth/identity', {
      body: { accessToken, authority: AUTHORITY, provider: 'Test' },
    });
    expect(reply.status).toBe(200);
    return reply.body.sessionId;
  }

  describe('identity e-mails', () => {
    it('links an e-mail only when the provider says email_verified: true', async () => {
      const forCarla = await created(api, seller, { customercod: 'carla@example.com' });
      for (const [subject, verified] of [
        ['no-claim', undefined],
        ['unverified', false],
      ] as const) {
        const token = await signedInCustomer(subject, 'carla@example.com', verified);
        const session = await api.call<{ profile: { customerEmail: string | null; username: string } }>(
          'GET',
          '/api/v1/auth/session',
          { token },
        );
        expect(session.body.profile.customerEmail, subject).toBeNull();
        expect(session.body.profile.username, subject).not.toBe('carla@example.com');
        expect((await listOf(token)).includes(forCarla.id), subject).toBe(false);
        expect((await api.call('GET', `/api/v1/projects/${forCarla.id}`, { token })).status).toBe(404);
      }
      const verified = await signedInCustomer('verified', 'carla@example.com', true);
      expect(await listOf(verified)).toContain(forCarla.id);
    });
  });

  describe('probing ids and e-mails', () => {
    it('answers 404 alike for a missing project and one the caller may not see', async () => {
      const project = await created(api, seller);
      const guest = await guestToken(api);
      const hidden = await api.call('GET', `/api/v1/projects/${project.id}`, { token: guest });
      const missing = await api.call('GET', '/api/v1/projects/2000000000', { token: guest });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual(missing.body);
    });

    it("answers 404 alike for a missing customer and another shop's; e-mails are unique per shop", async () => {
      const zurich = await api.login('seller2');
      const made = await api.call<{ id: number }>('POST', '/api/v1/customers', {
        token: seller,
        body: { email: 'probe@example.it' },
      });
      expect(made.status).toBe(201);
      const hidden = await api.call('PUT', `/api/v1/customers/${made.body.id}`, {
        token: zurich,
        body: { city: 'Bern' },
      });
      const missing = await api.call('PUT', '/api/v1/customers/2000000000', {
        token: zurich,
        body: { city: 'Bern' },
      });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual(missing.body);
      expect((await api.call('GET', `/api/v1/customers/${made.body.id}`, { token: zurich })).status).toBe(
        404,
      );
      // Another shop may have its own card for the same address: no 409 tells it the e-mail exists.
      const elsewhere = await api.call('POST', '/api/v1/customers', {
        token: zurich,
        body: { email: 'PROBE@example.it' },
      });
      expect(elsewhere.status).toBe(201);
      const again = await api.call('POST', '/api/v1/customers', {
        token: seller,
        body: { email: 'Probe@Example.it' },
      });
      expect(again.status).toBe(409);
    });
  });
});
