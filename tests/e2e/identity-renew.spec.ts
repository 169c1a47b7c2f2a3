import { expect, request as httpRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { exportJWK, generateKeyPair } from 'jose';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { serveConfig, waitForApp } from './shellHelpers';

// Silent renew of the identity session (spec 4) in Chromium against a real OpenID provider: its access
// tokens live 30 s and the configuration has oidc-client-ts renew each one 20 s before it expires
// (every 10 s, as with a 70 s token and the default 60 s, but the first expiry comes 40 s sooner), in
// the hidden silent-renew page, and every renewed token signs in at the server again (the session
// refresh). A refresh the server refuses falls back to guest login. The provider runs on `localhost`
// (the app's site), so its session cookie reaches the silent-renew iframe as in a real deployment.

const appUrl = `http://localhost:${process.env.E2E_PORT ?? 8181}`;
const TOKEN_TTL_S = 30;
const RENEW_BEFORE_EXPIRY_S = 20;
let provider: TestOidcProvider;
let admin: APIRequestContext;

test.describe.configure({ timeout: 300_000 });

async function registerProvider(jwks: TestOidcProvider['publicJwks']): Promise<void> {
  const registered = await admin.put('/api/v1/auth/identity-providers', {
    data: { authority: provider.issuer, audience: provider.audience, jwks },
  });
  expect(registered.status()).toBe(204);
}

test.beforeAll(async () => {
  provider = await startOidcProvider({
    host: 'localhost',
    redirectUris: [`${appUrl}/home`, `${appUrl}/silent-renew.html`],
    accessTokenTtl: TOKEN_TTL_S,
    // A subject of its own: the other identity suite's user and session stay untouched.
    account: {
      login: 'renew.user',
      password: 'renew-password',
      sub: 'subject-renew-0001',
      email: 'renew.user@example.com',
    },
  });
  admin = await httpRequest.newContext({ baseURL: appUrl });
  const login = await admin.post('/api/v1/auth/login', {
    data: { id: 'HQ', user: 'admin', password: 'arredo-admin' },
  });
  expect(login.status()).toBe(200);
  await registerProvider(provider.publicJwks);
});

test.afterAll(async () => {
  await admin?.dispose();
  await provider?.close();
});

test.beforeEach(async ({ page }) => {
  await serveConfig(page, (file) => {
    file.config.openIdIntegration = true;
    file.config.oidcSettings = {
      authority: provider.issuer,
      client_id: provider.clientId,
      accessTokenExpiringNotificationTimeInSeconds: RENEW_BEFORE_EXPIRY_S,
    };
  });
});

interface IdentityCall {
  token: string;
  status: number;
}

/** Every identity sign-in the app sends to the server, with the server's answer. */
function recordIdentityCalls(page: Page): IdentityCall[] {
  const calls: IdentityCall[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/api/v1/auth/identity')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { accessToken?: string };
    calls.push({ token: body.accessToken ?? '', status: response.status() });
  });
  return calls;
}

const expiryOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number }).exp;

async function signInAtProvider(page: Page): Promise<void> {
  await page.goto('/home');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Sign in with your account' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`), { timeout: 30_000 });
  await page.getByLabel('Login').fill(provider.account.login);
  await page.getByLabel('Password').fill(provider.account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${appUrl}/home`, { timeout: 30_000 });
  await waitForApp(page);
}

async function serverSession(page: Page) {
  const reply = await page.request.get('/api/v1/auth/session');
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { sessionId: string; profile: { username?: string; guest: boolean } };
}

async function openLogs(page: Page): Promise<void> {
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(page).toHaveURL(/\/logs$/);
}

test('tokens are renewed silently, reach the server, and keep the user signed in past the first expiry', async ({
  page,
}) => {
  const calls = recordIdentityCalls(page);
  await signInAtProvider(page);
  const first = calls[0]!;
  expect(first.status).toBe(200);
  const firstSession = await serverSession(page);
  expect(firstSession.profile).toMatchObject({ username: provider.account.email, guest: false });

  // The first renewal (about 10 s after the token was issued): a new token, accepted by the server,
  // which opens the session the browser now holds.
  const isNew = (seen: Set<string>) => (call: IdentityCall) => !seen.has(call.token) && call.status === 200;
  await expect
    .poll(() => calls.filter(isNew(new Set([first.token]))).length, { timeout: 90_000 })
    .toBeGreaterThan(0);
  const renewedSession = await serverSession(page);
  expect(renewedSession.profile).toMatchObject({ username: provider.account.email, guest: false });
  expect(renewedSession.sessionId).not.toBe(firstSession.sessionId);

  // A reload keeps the live session (no new sign-in at start-up) and renewal goes on from there.
  const beforeReload = new Set(calls.map((call) => call.token));
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('account-menu').first()).toBeVisible();
  await expect.poll(() => calls.filter(isNew(beforeReload)).length, { timeout: 90_000 }).toBeGreaterThan(0);

  // Past the first token's expiry (and the server's 30 s clock tolerance is not needed: the app never
  // sends it again), the user is still signed in with a token that is still valid.
  const waitMs = expiryOf(first.token) * 1000 - Date.now() + 2_000;
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  const latest = calls.at(-1)!;
  expect(latest.status).toBe(200);
  expect(expiryOf(latest.token) * 1000).toBeGreaterThan(Date.now());
  const session = await serverSession(page);
  expect(session.profile).toMatchObject({ username: provider.account.email, guest: false });
  await expect(page.getByTestId('account-menu').first()).toBeVisible();
  await openLogs(page);
  await expect(
    page.getByTestId('log-entry').filter({ hasText: 'Identity session refreshed' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Guest login done' })).toHaveCount(0);

  // Signing out forgets the provider's user: no renewal signs it back in, neither in this page (a
  // renewal is due within 10 s) nor after a reload.
  await page.getByTestId('account-menu').first().click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Sign in with your account' })).toBeVisible();
  const signedOut = calls.length;
  await page.waitForTimeout(15_000);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Sign in with your account' })).toBeVisible();
  expect((await serverSession(page)).profile.guest).toBe(true);
  expect(calls.length).toBe(signedOut);
});

test('a renewed token the server refuses falls back to guest login', async ({ page }) => {
  const calls = recordIdentityCalls(page);
  await signInAtProvider(page);
  expect((await serverSession(page)).profile.guest).toBe(false);
  // The provider rotated its keys and nobody told the server yet: the next renewed token is refused.
  const { publicKey } = await generateKeyPair('RS256', { extractable: true });
  const otherKey = { ...(await exportJWK(publicKey)), kid: 'not-the-signing-key', alg: 'RS256', use: 'sig' };
  await registerProvider({ keys: [otherKey] });
  try {
    await expect
      .poll(() => calls.filter((call) => call.status === 401).length, { timeout: 90_000 })
      .toBeGreaterThan(0);
    // Spec 4: the session refresh falls back to guest login.
    await expect.poll(async () => (await serverSession(page)).profile.guest, { timeout: 30_000 }).toBe(true);
    await expect(page.getByTestId('sign-in').first()).toBeVisible();
    await openLogs(page);
    const log = page.getByTestId('log-entry');
    await expect(log.filter({ hasText: 'Identity session refresh failed' }).first()).toBeVisible();
    await expect(log.filter({ hasText: 'Guest login done' }).first()).toBeVisible();
    await expect(log.filter({ hasText: 'Can not autenticate' })).toHaveCount(0);
  } finally {
    await registerProvider(provider.publicJwks);
  }
});
