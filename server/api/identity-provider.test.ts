// Identity sign-in against a real OpenID provider (tests/support/oidc-provider.ts): an authorization
// code flow with PKCE over HTTP, as a browser makes it, then the provider's access token signs in at
// POST /api/v1/auth/identity once an administrator registered the provider's JWKS. PGlite and PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachStorage } from '../../tests/support/storage';
import { startTestApi, type TestApi } from '../../tests/support/api';
import { startOidcProvider, type TestOidcProvider } from '../../tests/support/oidc-provider';

const REDIRECT = 'http://localhost:9/home';

/** A browser's trip through the provider: authorize, the sign-in form, back with a code, the token. */
async function accessTokenFrom(provider: TestOidcProvider, login = provider.account.login): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    keep(response);
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${provider.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: provider.clientId,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'openid profile email',
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  let response = await go(authorize.toString());
  const interaction = new URL(response.headers.get('location')!, provider.issuer).toString();
  expect(await (await go(interaction)).text()).toContain('<button type="submit">Sign in</button>');
  response = await go(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password: provider.account.password }).toString(),
  });
  if (response.status === 401) throw new Error('provider refused the login');
  // Back to the authorization endpoint, which now redirects to the app with the code.
  for (let hops = 0; hops < 5; hops += 1) {
    const location = response.headers.get('location');
    if (!location) break;
    if (location.startsWith(REDIRECT)) {
      const code = new URL(location).searchParams.get('code')!;
      const token = await fetch(`${provider.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT,
          client_id: provider.clientId,
          code_verifier: verifier,
        }).toString(),
      });
      const body = (await token.json()) as { access_token: string };
      return body.access_token;
    }
    response = await go(new URL(location, provider.issuer).toString());
  }
  throw new Error('the provider never redirected back to the app');
}

describeEachStorage('identity sign-in with a real OpenID provider', (fixture) => {
  let api: TestApi;
  let provider: TestOidcProvider;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [REDIRECT] });
    api = await startTestApi(await fixture.fresh());
  });
  afterAll(async () => {
    await api?.close();
    await provider?.close();
  });

  const signIn = (accessToken: string) =>
    api.call<{ profile: { username: string; kind: string }; message?: string }>(
      'POST',
      '/api/v1/auth/identity',
      {
        body: { accessToken, authority: provider.issuer, provider: 'Test provider' },
      },
    );

  it("refuses the provider's token until an administrator registers its JWKS, then signs in as the mapped customer", async () => {
    const token = await accessTokenFrom(provider);
    expect(token.split('.')).toHaveLength(3);
    const before = await signIn(token);
    expect(before.status).toBe(401);
    expect(before.body.message).toMatch(/Unknown identity authority/);

    const admin = await api.login('admin');
    const registered = await api.call('PUT', '/api/v1/auth/identity-providers', {
      token: admin,
      body: { authority: provider.issuer, audience: provider.audience, jwks: provider.publicJwks },
    });
    expect(registered.status).toBe(204);

    const first = await signIn(token);
    expect(first.status).toBe(200);
    expect(first.body.profile).toMatchObject({ username: provider.account.email, kind: 'customer' });
    // A later sign-in of the same subject is the same customer, not a new one.
    const again = await signIn(await accessTokenFrom(provider));
    expect(again.body.profile.username).toBe(provider.account.email);
  });

  it('refuses a token registered for another audience', async () => {
    const admin = await api.login('admin');
    await api.call('PUT', '/api/v1/auth/identity-providers', {
      token: admin,
      body: { authority: provider.issuer, audience: 'someone-else', jwks: provider.publicJwks },
    });
    const reply = await signIn(await accessTokenFrom(provider));
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/aud mismatch/);
  });
});
