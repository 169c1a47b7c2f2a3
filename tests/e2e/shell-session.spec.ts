import { expect, test } from '@playwright/test';
import {
  holdGuestLogin,
  navigateInApp,
  openEmbedded,
  refuseGuestLogin,
  serveConfig,
  waitForApp,
} from './shellHelpers';
import { SELLER5, signInWithDialog } from './signinHelpers';

/** The seeded customer account's shop (server/accounts/seed.ts, GUEST_SHOP_COD). */
const CUSTOMER_SHOP = 'WEB';

// Guards and redirectFrom, toasts, the log (Ctrl+Alt+S), loading overlays and maintenance (spec 2, 3, 4).

// Several page loads per test on a shared two-core machine: allow more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('a guest is sent home with redirectFrom and a toast by the logged-in and pro guards', async ({
  page,
}) => {
  await page.goto('/home');
  await waitForApp(page);
  await page.getByTestId('home-open-projects').click();
  await expect(page).toHaveURL(/\/home\?redirectFrom=%2Fprojects$/);
  await expect(page.getByTestId('redirect-notice')).toHaveText('Sign in to continue to /projects.');
  await expect(
    page.getByTestId('toast').filter({ hasText: 'You need to sign in to open /projects.' }),
  ).toBeVisible();

  await navigateInApp(page, '/renderfarm?tab=jobs#top');
  await expect(page).toHaveURL(/\/home\?redirectFrom=%2Frenderfarm%3Ftab%3Djobs%23top$/);
  const redirectFrom = new URL(page.url()).searchParams.get('redirectFrom');
  expect(redirectFrom).toBe('/renderfarm?tab=jobs#top');
});

test('without any profile the profile guard refuses too; with the guest profile it admits', async ({
  page,
}) => {
  await refuseGuestLogin(page);
  await page.goto('/home');
  await waitForApp(page);
  await navigateInApp(page, '/offerview');
  await expect(page).toHaveURL(/\/home\?redirectFrom=%2Fofferview$/);
  // Unguarded routes stay open.
  await navigateInApp(page, '/inspiration');
  await expect(page).toHaveURL(/redirectFrom=%2Finspiration$/);
  await navigateInApp(page, '/itemsearch');
  await expect(page.getByTestId('screen-title')).toHaveText('Find furniture');
});

test('toasts sit bottom-left, have a close button and go after 5 seconds', async ({ page }) => {
  await page.goto('/home');
  await waitForApp(page);
  await page.getByTestId('home-open-projects').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeLessThan(viewport.width / 3);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);

  await page.waitForTimeout(3500);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 4000 });

  await navigateInApp(page, '/projects');
  await expect(toast).toHaveCount(1);
  await page.getByTestId('toast-close').click();
  await expect(toast).toHaveCount(0, { timeout: 1500 });
});

test('Ctrl+Alt+S opens the capped log for a guest and without any profile', async ({ page }) => {
  await page.goto('/home');
  await waitForApp(page);
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Log');
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Guest login done' })).toBeVisible();
  await expect(page.getByTestId('logs-count')).toContainText('the newest 100 are kept');

  await page.goto('/home');
  await refuseGuestLogin(page);
  // A reload keeps a live session (guest included): without the cookie there is none to keep.
  await page.context().clearCookies();
  await page.reload();
  await waitForApp(page);
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Guest login failed' })).toBeVisible();
});

test('the loading overlay shows while the start-up login runs', async ({ page }) => {
  const release = await holdGuestLogin(page);
  await page.goto('/home');
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  await expect(page.getByTestId('hide-loading-overlay')).toHaveCount(0);
  release();
  await waitForApp(page);
});

test('embedded: no footer; hideHeader hides the header; hideLoading shows the hide-loading overlay', async ({
  page,
}) => {
  const release = await holdGuestLogin(page);
  await openEmbedded(page, '/itemsearch?hideLoading=1');
  const frame = page.frameLocator('#app');
  await expect(frame.getByTestId('hide-loading-overlay')).toBeVisible();
  await expect(frame.getByTestId('loading-overlay')).toHaveCount(0);
  release();
  await expect(frame.getByTestId('hide-loading-overlay')).toHaveCount(0);
  await expect(frame.getByTestId('app-header')).toBeVisible();
  await expect(frame.getByTestId('app-footer')).toHaveCount(0);

  await openEmbedded(page, '/itemsearch?hideHeader=1');
  await expect(frame.getByTestId('screen-title')).toHaveText('Find furniture');
  await expect(frame.getByTestId('app-header')).toHaveCount(0);
  await expect(frame.getByTestId('app-footer')).toHaveCount(0);
});

test('a booked or active maintenance shows the banner', async ({ page }) => {
  const start = new Date(Date.now() + 86_400_000);
  start.setUTCHours(22, 0, 0, 0);
  const end = new Date(start.getTime() + 4 * 3_600_000);
  await page.route('**/api/v1/maintenance', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        isMaintenance: false,
        startDateTimeUTC: start.toISOString(),
        endDateTimeUTC: end.toISOString(),
        active: false,
        completed: false,
      }),
    }),
  );
  await page.goto('/itemsearch');
  await waitForApp(page);
  const banner = page.getByTestId('maintenance-banner');
  await expect(banner).toHaveAttribute('data-kind', 'booked');
  await expect(banner).toContainText('Maintenance is booked from');
  await expect(banner).toContainText('22:00');

  await page.unroute('**/api/v1/maintenance');
  await page.route('**/api/v1/maintenance', (route) =>
    route.fulfill({
      contentType: 'application/json',
      // The server's whole reply (the client checks it against core's MaintenanceReply).
      body: JSON.stringify({
        isMaintenance: true,
        startDateTimeUTC: null,
        endDateTimeUTC: null,
        active: true,
        completed: false,
      }),
    }),
  );
  await page.reload();
  await waitForApp(page);
  await expect(banner).toHaveAttribute('data-kind', 'active');
});

test('autologin as a seller opens pro routes; sign out ends the session and restarts at home', async ({
  page,
}) => {
  await serveConfig(page, (file) => {
    file.config.autologin = { id: 'MILANO', user: 'seller5', password: 'arredo-seller5' };
  });
  await page.goto('/itemsearch');
  await waitForApp(page);
  await navigateInApp(page, '/renderfarm');
  await expect(page.getByTestId('screen-title')).toHaveText('Render farm');
  await navigateInApp(page, '/projects');
  await expect(page.getByTestId('screen-title')).toHaveText('Projects');

  const logout = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout'));
  await page.getByTestId('account-menu').click();
  await page.getByTestId('sign-out').click();
  expect((await logout).status()).toBe(204);
  // Home, signed out: a guest again (spec 4), until someone signs in.
  await expect(page).toHaveURL(/\/home$/);
  await waitForApp(page);
  await expect(page.getByTestId('sign-in')).toBeVisible();
});

test('a customer login opens logged-in routes but not pro-only ones', async ({ page }) => {
  await serveConfig(page, (file) => {
    file.config.isguest = false;
    file.config.autologin = { id: CUSTOMER_SHOP, user: 'customer', password: 'arredo-customer' };
  });
  await page.goto('/itemsearch');
  await waitForApp(page);
  await navigateInApp(page, '/customerinfo');
  await expect(page.getByTestId('screen-title')).toHaveText('Customer information');
  // Issue 19: a signed-in customer is told the screen is for professionals, not sent to sign in.
  await navigateInApp(page, '/jobview');
  await expect(page).toHaveURL(/\/jobview$/);
  await expect(page.getByTestId('pro-only')).toContainText('For professionals');
  await expect(page.getByTestId('pro-only')).toContainText('You are signed in with a customer account');
  await expect(page.getByTestId('redirect-notice')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // Their own projects: search and status, but no filter by a customer's e-mail (they are the customer).
  await navigateInApp(page, '/projects');
  await expect(page.getByRole('searchbox', { name: 'Search title or customer' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Customer e-mail' })).toHaveCount(0);
});

test('a deep link to a signed-in screen leads there after sign-in (redirectFrom)', async ({ page }) => {
  // A fresh load of the address, as a bookmark or a link in a mail opens it.
  await page.goto('/usersettings');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/home\?redirectFrom=%2Fusersettings$/);
  await signInWithDialog(page, SELLER5);
  await expect(page).toHaveURL(/\/usersettings$/);
  await expect(page.getByTestId('screen-title')).toHaveText('User settings');
});
