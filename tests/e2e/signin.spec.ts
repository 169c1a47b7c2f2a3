import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { arredoLoginKey } from '../support/loginKey';
import { expect, test } from '@playwright/test';
import { navigateInApp, openEmbedded, waitForApp } from './shellHelpers';
import { CUSTOMER, SELLER2, SELLER5, SIGNIN_SHOTS, apiAs, signInWithDialog } from './signinHelpers';

// Sign-in of every kind, the login-failed dialog, reload, redirectFrom, logout and RSA login (issue 9).
test.describe.configure({ timeout: 90_000 });

type SessionReply = { profile?: { guest: boolean } };

test('a professional signs in from the header, sees who they are, and F5 keeps them signed in', async ({
  page,
}) => {
  await page.goto('/itemsearch');
  await waitForApp(page);
  await signInWithDialog(page, SELLER5);
  await expect(page.getByTestId('toast').filter({ hasText: 'Welcome, seller5' })).toBeVisible();
  await page.getByTestId('account-menu').click();
  const summary = page.getByTestId('account-summary');
  await expect(summary).toContainText('seller5');
  await expect(summary).toContainText('Shop: MILANO');
  await expect(summary).toContainText('Role: Professional');
  await expect(summary).toContainText('Seller level: 5');
  await page.keyboard.press('Escape');

  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(page.getByTestId('sign-in')).toHaveCount(0);
  // The session is the same one: the server still knows it after the reload.
  const session = await page.request.get('/api/v1/auth/session');
  expect((await session.json()).profile).toMatchObject({ username: 'seller5', kind: 'pro' });
});

test('login needs shop code, user and password together and says which is missing', async ({ page }) => {
  await page.goto('/itemsearch');
  await waitForApp(page);
  await page.getByTestId('sign-in').click();
  const form = page.getByTestId('sign-in-pro');
  await form.getByLabel('Shop code').fill('MILANO');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByTestId('sign-in-missing')).toHaveText(
    'Login needs shop code, user and password together.',
  );
  await expect(form.getByText('Enter your user name.')).toBeVisible();
  await expect(form.getByText('Enter your password.')).toBeVisible();
  await expect(form.getByText('Enter your shop code.')).toHaveCount(0);
  await expect(form.getByLabel('User name')).toBeFocused();
});

test('wrong credentials open the login-failed dialog with the exact text', async ({ page }) => {
  await page.goto('/itemsearch');
  await waitForApp(page);
  await page.getByTestId('sign-in').click();
  const form = page.getByTestId('sign-in-pro');
  await form.getByLabel('Shop code').fill('MILANO');
  await form.getByLabel('User name').fill('seller5');
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  const failed = page.getByRole('dialog', { name: 'Login failed' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Incorrect data, please check your credentials.');
  await page.screenshot({ path: `${SIGNIN_SHOTS}/login-failed-desktop-light.png` });
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(failed).toHaveCount(0);
  // Still in the sign-in dialog, password cleared, nobody signed in.
  await expect(form.getByLabel('Password')).toHaveValue('');
  await expect(form.getByLabel('Password')).toBeFocused();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('a customer signs in with their e-mail address in the guest shop', async ({ page }) => {
  await page.goto('/itemsearch');
  await waitForApp(page);
  await page.getByTestId('sign-in').click();
  await page.getByRole('tab', { name: 'Customer' }).click();
  // The shop is the guest shop the customer is browsing already.
  await expect(page.getByTestId('sign-in-customer').getByLabel('Shop code')).toHaveValue('WEB');
  await page.keyboard.press('Escape');
  await signInWithDialog(page, CUSTOMER, 'customer');
  await page.getByTestId('account-menu').click();
  const summary = page.getByTestId('account-summary');
  await expect(summary).toContainText('Role: Customer');
  await expect(summary).toContainText('Shop: WEB');
  await expect(summary).not.toContainText('Seller level');
});

test('after sign-in redirectFrom takes the user where they were going; logout clears and goes home', async ({
  page,
}) => {
  await page.goto('/home');
  await waitForApp(page);
  await page.getByTestId('home-open-projects').click();
  await expect(page).toHaveURL(/\/home\?redirectFrom=%2Fprojects$/);
  await page.getByTestId('home-sign-in').click();
  const form = page.getByTestId('sign-in-pro');
  await form.getByLabel('Shop code').fill(SELLER5.id);
  await form.getByLabel('User name').fill(SELLER5.user);
  await form.getByLabel('Password').fill(SELLER5.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Projects');

  await navigateInApp(page, '/usersettings');
  await expect(page.getByTestId('screen-title')).toHaveText('User settings');
  await page.getByTestId('account-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/home$/);
  // Home, signed out, without a redirect notice (the screen left never saw a signed-out user).
  await expect(page.getByTestId('redirect-notice')).toHaveCount(0);
  await expect(page.getByTestId('sign-in')).toBeVisible();
  // The app opens its guest session after going home: the server's session follows shortly.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/v1/auth/session')).json()) as SessionReply).profile?.guest,
    )
    .toBe(true);
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Signed out' })).toBeVisible();
});

test('RSA login signs in with a registered key and runs the action; a bad key says so, also to the parent frame', async ({
  page,
  baseURL,
}) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `e2e-${randomUUID().slice(0, 8)}`;
  const admin = await apiAs(baseURL!, { id: 'HQ', user: 'admin', password: 'arredo-admin' });
  const saved = await admin.put(`/api/v1/auth/trusted-keys/${kid}`, {
    data: { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), shops: ['MILANO'] },
  });
  expect(saved.status()).toBeLessThan(300);
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  await page.goto(`/rsalogin/${arredoLoginKey(pem, { shop: 'MILANO', user: 'seller5', kid })}/projects`);
  await expect(page).toHaveURL(/\/projects$/, { timeout: 20_000 });
  // The projects screen is a lazy chunk: after the redirect it may still be loading.
  await expect(page.getByTestId('screen-title')).toHaveText('Projects', { timeout: 20_000 });
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // A key used twice is refused: the screen says so and the app stops loading.
  const key = arredoLoginKey(pem, { shop: 'MILANO', user: 'seller5', kid });
  await page.goto(`/rsalogin/${key}`);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/rsalogin/${key}/newProject`);
  const failed = page.getByTestId('rsa-login-failed');
  await expect(failed).toContainText('RSA login failed');
  await expect(failed).toContainText('Detail: RSA login failed');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await page.screenshot({ path: `${SIGNIN_SHOTS}/rsa-failed-desktop-light.png` });

  // Inside an iframe the parent hears it, addressed to its own origin.
  await page.addInitScript(() => {
    (window as unknown as { heard: unknown[] }).heard = [];
    window.addEventListener('message', (event) =>
      (window as unknown as { heard: unknown[] }).heard.push({ data: event.data, origin: event.origin }),
    );
  });
  await openEmbedded(page, '/rsalogin/not-a-key');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard), { timeout: 20_000 })
    .toContainEqual({
      data: {
        status: 1,
        action: 'APP',
        msg: 'RSA login failed',
        detail: 'The RSA login key is not a compact JWT (key)',
      },
      origin: new URL(baseURL!).origin,
    });
  // Once: the frame shows its failure after posting, and no second copy follows.
  await expect(page.frameLocator('#app').getByTestId('rsa-login-failed')).toBeVisible();
  await page.waitForTimeout(500);
  const heard = await page.evaluate(
    () => (window as unknown as { heard: { data: { msg?: string } }[] }).heard,
  );
  expect(heard.filter((m) => m.data?.msg === 'RSA login failed')).toHaveLength(1);
  await admin.dispose();
});

test('an unknown action after RSA login is logged and goes home', async ({ page, baseURL }) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `e2e-${randomUUID().slice(0, 8)}`;
  const admin = await apiAs(baseURL!, { id: 'HQ', user: 'admin', password: 'arredo-admin' });
  await admin.put(`/api/v1/auth/trusted-keys/${kid}`, {
    data: { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), shops: ['ZURICH'] },
  });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await page.goto(
    `/rsalogin/${arredoLoginKey(pem, { shop: 'ZURICH', user: SELLER2.user, kid })}/noSuchAction`,
  );
  await expect(page).toHaveURL(/\/home$/);
  await waitForApp(page);
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(
    page.getByTestId('log-entry').filter({ hasText: 'Unknown action after RSA login' }),
  ).toContainText('noSuchAction');
  await admin.dispose();
});
