import { expect, request as httpRequest, test } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { serveConfig, waitForApp } from './shellHelpers';

// Identity sign-in (spec 4) in Chromium against a real OpenID provider started here: the user clicks
// sign in, signs in on the provider's form, comes back to the app, and is the customer the subject
// maps to. The deployment's configuration turns openIdIntegration on (served for this page only).

const appUrl = `http://localhost:${process.env.E2E_PORT ?? 8181}`;
let provider: TestOidcProvider;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [`${appUrl}/home`, `${appUrl}/silent-renew.html`],
  });
  // An administrator registers the provider and its public keys (the server never fetches them).
  const admin = await httpRequest.newContext({ baseURL: appUrl });
  const login = await admin.post('/api/v1/auth/login', {
    data: { id: 'HQ', user: 'admin', password: 'arredo-admin' },
  });
  expect(login.status()).toBe(200);
  const registered = await admin.put('/api/v1/auth/identity-providers', {
    data: { authority: provider.issuer, audience: provider.audience, jwks: provider.publicJwks },
  });
  expect(registered.status()).toBe(204);
  await admin.dispose();
});

test.afterAll(async () => {
  await provider?.close();
});

test.beforeEach(async ({ page }) => {
  // No CSP rewriting here: the server's own policy lets the app talk to the provider registered above.
  await serveConfig(page, (file) => {
    file.config.openIdIntegration = true;
    file.config.oidcSettings = { authority: provider.issuer, client_id: provider.clientId };
  });
});

test('sign in at the provider and come back signed in as the mapped customer', async ({ page }) => {
  await page.goto('/home');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Sign in with your account' }).click();

  // The provider's own page.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByLabel('Login').fill(provider.account.login);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong login or password');
  await page.getByLabel('Login').fill(provider.account.login);
  await page.getByLabel('Password').fill(provider.account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back in the app: the return is handled, then the app reloads at its origin, signed in.
  await expect(page).toHaveURL(`${appUrl}/home`, { timeout: 20_000 });
  await waitForApp(page);
  const session = await page.request.get('/api/v1/auth/session');
  expect(session.status()).toBe(200);
  const body = (await session.json()) as { profile: { username: string; kind: string; guest: boolean } };
  expect(body.profile).toMatchObject({ username: provider.account.email, kind: 'customer', guest: false });

  // The log lives in the page: after the reload to the origin (spec 4) it starts again, with the
  // identity session restored from the server and no guest login in between.
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Session restored' })).toContainText(
    provider.account.email,
  );
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Guest login done' })).toHaveCount(0);
  // Signed in: home no longer offers the provider's sign-in.
  await page.goto('/home');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Sign in with your account' })).toHaveCount(0);
});

test('a sessionid in the address without a signed-in user starts authentication at once', async ({
  page,
}) => {
  await page.goto('/home?sessionid=from-the-integrator');
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`), { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('without a user or sessionid the app falls back to guest login', async ({ page }) => {
  await page.goto('/home');
  await waitForApp(page);
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as {
    profile: { guest: boolean };
  };
  expect(session.profile.guest).toBe(true);
  await expect(page.getByRole('button', { name: 'Sign in with your account' })).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await page.addInitScript((value) => localStorage.setItem('arredo.color-mode', value), mode);
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 360, height: 740 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/home');
      await waitForApp(page);
      await expect(page.getByRole('button', { name: 'Sign in with your account' })).toBeVisible();
      await page.screenshot({
        path: `test-results/account/identity-home-${mode}-${device}.png`,
        fullPage: true,
      });
    }
  }
});
