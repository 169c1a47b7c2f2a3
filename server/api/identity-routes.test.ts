// RSA login and identity sign-in over real HTTP, on PGlite and PostgreSQL. Keys are made locally.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { describeEachStorage } from '../../tests/support/storage';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { arredoLoginKey } from '../../tests/support/loginKey';
import { GUESTS_REFUSED_MESSAGE, guestsAllowedByEnv } from './auth-routes';

interface SessionBody {
  sessionId: string;
  profile: { username: string | null; kind: string; guest: boolean; customerEmail: string | null };
  message?: string;
  code?: string;
}

const AUTHORITY = 'https://login.example.com/tenant';
const AUDIENCE = 'arredo-web';

const now = () => Math.floor(Date.now() / 1000);

async function sign(
  privateKey: CryptoKey,
  claims: JWTPayload,
  header: { kid?: string; alg?: string } = {},
): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', ...header }).sign(privateKey);
}

describeEachStorage('RSA login and identity sign-in', (fixture) => {
  let api: TestApi;
  let admin: string;
  let integrator: Awaited<ReturnType<typeof generateKeyPair>>;
  let stranger: Awaited<ReturnType<typeof generateKeyPair>>;

  beforeAll(async () => {
    api = await startTestApi(await fixture.fresh());
    admin = await api.login('admin');
    integrator = await generateKeyPair('RS256', { extractable: true });
    stranger = await generateKeyPair('RS256', { extractable: true });
  });
  afterAll(() => api?.close());

  const rsaLogin = (key: unknown) => api.call<SessionBody>('POST', '/api/v1/auth/rsa', { body: { key } });
  const loginKey = (claims: JWTPayload = {}, header: { kid?: string } = { kid: 'shop-site' }) =>
    sign(
      integrator.privateKey,
      { id: 'MILANO', user: 'seller5', jti: randomUUID(), iat: now(), exp: now() + 120, ...claims },
      header,
    );
  const putKey = async (name: string, publicKeyPem: string, token = admin, shops = ['MILANO']) =>
    api.call('PUT', `/api/v1/auth/trusted-keys/${name}`, { token, body: { publicKeyPem, shops } });

  describe('RSA login', () => {
    it('refuses every key while no public key is trusted (none by default)', async () => {
      const reply = await rsaLogin(await loginKey({}, {}));
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe('RSA login failed: No trusted key is registered');
      expect((await rsaLogin(await loginKey())).body.message).toBe(
        'RSA login failed: Unknown key id shop-site',
      );
    });

    it('lets only administrators register keys, and only RSA keys of 2048 bits or more', async () => {
      const pem = await exportSPKI(integrator.publicKey);
      expect((await putKey('shop-site', pem, await api.login('seller5'))).status).toBe(403);
      expect((await putKey('shop-site', 'not a pem')).status).toBe(400);
      const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
        type: 'spki',
        format: 'pem',
      });
      const weakReply = await putKey('weak', weak.toString());
      expect(weakReply.status).toBe(400);
      expect(weakReply.body.message).toMatch(/2048 bits/);
      const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({
        type: 'spki',
        format: 'pem',
      });
      expect((await putKey('ec', ec.toString())).status).toBe(400);
      expect((await putKey('shop-site', pem)).status).toBe(204);
    });

    it('logs the named user in with a valid key: same session and profile as the password login', async () => {
      const reply = await rsaLogin(await loginKey());
      expect(reply.status).toBe(200);
      expect(reply.body.profile).toMatchObject({ username: 'seller5', kind: 'pro', guest: false });
      expect(reply.headers.get('set-cookie')).toMatch(/arredo_session=/);
      const session = await api.call<SessionBody>('GET', '/api/v1/auth/session', {
        token: reply.body.sessionId,
      });
      expect(session.body.profile.username).toBe('seller5');
    });

    it('accepts a key without kid by trying every trusted key', async () => {
      expect((await rsaLogin(await loginKey({}, {}))).status).toBe(200);
    });

    it('lets each key log in once: a replayed jti is refused', async () => {
      const key = await loginKey();
      expect((await rsaLogin(key)).status).toBe(200);
      const replay = await rsaLogin(key);
      expect(replay.status).toBe(401);
      expect(replay.body.message).toBe('RSA login failed: The login key was already used');
    });

    it('refuses expired keys and keys living longer than 5 minutes', async () => {
      const expired = await rsaLogin(await loginKey({ iat: now() - 600, exp: now() - 300 }));
      expect(expired.status).toBe(401);
      expect(expired.body.message).toMatch(/expired/);
      const tooLong = await rsaLogin(await loginKey({ exp: now() + 3600 }));
      expect(tooLong.status).toBe(401);
      expect(tooLong.body.message).toMatch(/at most 300 seconds/);
    });

    it('refuses a wrong signature, an unknown key id, another algorithm and missing claims', async () => {
      const forged = await sign(
        stranger.privateKey,
        { id: 'MILANO', user: 'seller5', jti: randomUUID(), iat: now(), exp: now() + 60 },
        { kid: 'shop-site' },
      );
      const wrong = await rsaLogin(forged);
      expect(wrong.status).toBe(401);
      expect(wrong.body.message).toMatch(/signature does not match/);
      expect((await rsaLogin(await loginKey({}, { kid: 'nobody' }))).body.message).toMatch(
        /Unknown key id nobody/,
      );
      const hmac = await new SignJWT({ id: 'MILANO', user: 'seller5', jti: randomUUID() })
        .setProtectedHeader({ alg: 'HS256', kid: 'shop-site' })
        .setIssuedAt()
        .setExpirationTime('1m')
        .sign(new TextEncoder().encode('a shared secret of enough length!!'));
      expect((await rsaLogin(hmac)).body.message).toMatch(/must be signed with RS256/);
      const noJti = await sign(
        integrator.privateKey,
        { id: 'MILANO', user: 'seller5', iat: now(), exp: now() + 60 },
        { kid: 'shop-site' },
      );
      expect((await rsaLogin(noJti)).status).toBe(401);
    });

    it('refuses a key naming a user of another shop, or no user', async () => {
      expect((await rsaLogin(await loginKey({ id: 'ZURICH' }))).body.message).toMatch(/no user of that shop/);
      expect((await rsaLogin(await loginKey({ user: 'ghost' }))).status).toBe(401);
    });

    it('answers hostile input with 400, never 500', async () => {
      for (const key of [
        undefined,
        '',
        42,
        'garbage',
        'a.b',
        'x'.repeat(20_000),
        'a.b.c',
        '\u0000.a.b',
        ['a'],
      ]) {
        const reply = await rsaLogin(key);
        expect([400, 401], JSON.stringify(key)?.slice(0, 30)).toContain(reply.status);
      }
      expect((await rsaLogin('x'.repeat(20_000))).status).toBe(400);
      expect((await rsaLogin('eyJhbGciOiJSUzI1NiJ9.e30.AAAA')).status).toBe(401);
    });

    it("accepts a key made with node:crypto alone (the README's integrator example)", async () => {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      expect(
        (
          await putKey('plain-node', publicKey.export({ type: 'spki', format: 'pem' }).toString(), admin, [
            'ZURICH',
          ])
        ).status,
      ).toBe(204);
      const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const reply = await rsaLogin(
        arredoLoginKey(pem, { shop: 'ZURICH', user: 'seller2', kid: 'plain-node' }),
      );
      expect(reply.status).toBe(200);
      expect(reply.body.profile.username).toBe('seller2');
    });

    it('stops trusting a deleted key', async () => {
      expect((await api.call('DELETE', '/api/v1/auth/trusted-keys/shop-site', { token: admin })).status).toBe(
        204,
      );
      expect((await api.call('DELETE', '/api/v1/auth/trusted-keys/shop-site', { token: admin })).status).toBe(
        404,
      );
      expect((await rsaLogin(await loginKey())).status).toBe(401);
    });
  });

  describe('identity sign-in', () => {
    let provider: Awaited<ReturnType<typeof generateKeyPair>>;
    const signIn = (body: Record<string, unknown>) =>
      api.call<SessionBody>('POST', '/api/v1/auth/identity', {
        body: { authority: AUTHORITY, provider: 'Entra', ...body },
      });
    const accessToken = (claims: JWTPayload = {}, key?: CryptoKey) =>
      sign(
        key ?? provider.privateKey,
        {
          iss: AUTHORITY,
          aud: AUDIENCE,
          sub: 'subject-1',
          email: 'anna@example.com',
          email_verified: true,
          iat: now(),
          exp: now() + 600,
          ...claims,
        },
        { kid: 'idp-1' },
      );

    beforeAll(async () => {
      provider = await generateKeyPair('RS256', { extractable: true });
    });

    it('lets only administrators register a provider, with public keys only', async () => {
      const jwk = { ...(await exportJWK(provider.publicKey)), kid: 'idp-1', alg: 'RS256' };
      const body = { authority: AUTHORITY, audience: AUDIENCE, jwks: { keys: [jwk] } };
      const put = (payload: unknown, token = admin) =>
        api.call('PUT', '/api/v1/auth/identity-providers', { token, body: payload });
      expect((await put(body, await api.login('seller5'))).status).toBe(403);
      const secret = await put({ ...body, jwks: { keys: [{ kty: 'oct', k: 'c2VjcmV0' }] } });
      expect(secret.status).toBe(400);
      const privateJwk = await exportJWK(provider.privateKey);
      expect((await put({ ...body, jwks: { keys: [privateJwk] } })).status).toBe(400);
      expect((await put({ ...body, shopCod: 'NOPE' })).status).toBe(400);
      expect((await put({ ...body, authority: 'not a url' })).status).toBe(400);
      expect((await put(body)).status).toBe(204);
    });

    it('creates a customer on first sign-in and signs the same user in again later', async () => {
      const first = await signIn({ accessToken: await accessToken() });
      expect(first.status).toBe(200);
      expect(first.body.profile).toMatchObject({
        username: 'anna@example.com',
        kind: 'customer',
        guest: false,
        customerEmail: 'anna@example.com',
      });
      const again = await signIn({ accessToken: await accessToken({ email: 'changed@example.com' }) });
      expect(again.status).toBe(200);
      expect(again.body.profile.username).toBe('anna@example.com');
      expect(again.body.sessionId).not.toBe(first.body.sessionId);
      // Provider-only users have no password that could ever match.
      const password = await api.call('POST', '/api/v1/auth/login', {
        body: { id: 'WEB', user: 'anna@example.com', password: '!identity' },
      });
      expect(password.status).toBe(401);
    });

    it('survives two first sign-ins of one subject racing: never a 500, one user', async () => {
      const tokens = await Promise.all(
        [1, 2, 3].map(() => accessToken({ sub: 'racer', email: 'racer@example.com' })),
      );
      const replies = await Promise.all(tokens.map((token) => signIn({ accessToken: token })));
      for (const reply of replies) expect([200, 401]).toContain(reply.status);
      const names = new Set(replies.filter((r) => r.status === 200).map((r) => r.body.profile.username));
      expect([...names]).toEqual(['racer@example.com']);
    });

    it('never matches an existing user by e-mail: a taken name falls back to subject@host', async () => {
      const reply = await signIn({ accessToken: await accessToken({ sub: 'subject-2', email: 'ADMIN' }) });
      expect(reply.status).toBe(200);
      expect(reply.body.profile).toMatchObject({ username: 'subject-2@login.example.com', kind: 'customer' });
    });

    it('refuses an unknown authority, a wrong audience or issuer, an expired token and a foreign signature', async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [
          { accessToken: await accessToken(), authority: 'https://other.example.com' },
          /Unknown identity authority/,
        ],
        [{ accessToken: await accessToken({ aud: 'someone-else' }) }, /aud mismatch/],
        [{ accessToken: await accessToken({ iss: 'https://evil.example.com' }) }, /iss mismatch/],
        [{ accessToken: await accessToken({ iat: now() - 7200, exp: now() - 3600 }) }, /expired/],
        [{ accessToken: await accessToken({}, stranger.privateKey) }, /not valid/],
      ];
      for (const [body, message] of cases) {
        const reply = await signIn(body);
        expect(reply.status, String(message)).toBe(401);
        expect(reply.body.message).toMatch(message);
      }
    });

    it('answers hostile input with 400, never 500', async () => {
      const bodies = [
        { accessToken: 'garbage' },
        { accessToken: 'x'.repeat(20_000) },
        { accessToken: await accessToken(), authority: 'javascript:alert(1)' },
        { accessToken: await accessToken(), provider: 'p'.repeat(500) },
        { accessToken: await accessToken(), provider: '\u0000' },
        { accessToken: 42 },
      ];
      for (const body of bodies) expect((await signIn(body)).status).toBe(400);
      expect((await signIn({ accessToken: 'eyJhbGciOiJSUzI1NiJ9.e30.AAAA' })).status).toBe(401);
    });
  });

  it('lists the calls, with their bodies, in the OpenAPI document', async () => {
    const doc = await api.call<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>(
      'GET',
      '/api/docs/json',
    );
    expect(doc.body.paths['/api/v1/auth/rsa']?.post?.requestBody).toBeDefined();
    expect(doc.body.paths['/api/v1/auth/identity']?.post?.requestBody).toBeDefined();
    expect(doc.body.paths['/api/v1/auth/trusted-keys/{name}']).toHaveProperty(['put']);
    expect(doc.body.paths['/api/v1/auth/identity-providers']).toHaveProperty(['put']);
  });

  describe('guest switch', () => {
    it('refuses guest login with 403 "This site doesn\'t allow guest users!" when ARREDO_GUESTS=off', async () => {
      const before = process.env.ARREDO_GUESTS;
      process.env.ARREDO_GUESTS = 'off';
      let closed: TestApi;
      try {
        closed = await startTestApi(await fixture.fresh());
      } finally {
        if (before === undefined) delete process.env.ARREDO_GUESTS;
        else process.env.ARREDO_GUESTS = before;
      }
      try {
        const reply = await closed.call<SessionBody>('POST', '/api/v1/auth/guest');
        expect(reply.status).toBe(403);
        expect(reply.body).toMatchObject({ message: GUESTS_REFUSED_MESSAGE, code: 'GUESTS_REFUSED' });
        expect(GUESTS_REFUSED_MESSAGE).toBe("This site doesn't allow guest users!");
      } finally {
        await closed.close();
      }
      expect((await api.call('POST', '/api/v1/auth/guest')).status).toBe(200);
    });
  });
});

describe('guestsAllowedByEnv', () => {
  it('admits guests unless ARREDO_GUESTS says off', () => {
    expect(guestsAllowedByEnv({})).toBe(true);
    expect(guestsAllowedByEnv({ ARREDO_GUESTS: 'on' })).toBe(true);
    for (const off of ['off', 'OFF', ' false ', 'no', '0'])
      expect(guestsAllowedByEnv({ ARREDO_GUESTS: off })).toBe(false);
  });
});
