import { expect, test, type Page } from '@playwright/test';
import { COLOR_MODE_STORAGE_KEY } from '../../renderer/ui/theme';
import { navigateInApp, waitForApp } from './shellHelpers';
import { ADMIN, SIGNIN_SHOTS, apiAs } from './signinHelpers';

// Screenshots of every screen and dialog of the account area, light and dark, desktop and phone
// (360 x 740), for a person to look at; each also checks nothing spills out of the viewport.
test.describe.configure({ timeout: 180_000 });

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const mode of ['light', 'dark'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`account screens, ${mode}, ${device}`, async ({ browser, baseURL }) => {
      const api = await apiAs(baseURL!, ADMIN);
      const context = await browser.newContext({ viewport, storageState: await api.storageState() });
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        COLOR_MODE_STORAGE_KEY,
        mode,
      ] as const);
      const page = await context.newPage();
      const shot = (name: string) =>
        page.screenshot({ path: `${SIGNIN_SHOTS}/${name}-${device}-${mode}.png` });

      await page.goto('/itemsearch');
      await waitForApp(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(mode));
      await noHorizontalScroll(page);
      await shot('header-signed-in');
      await page.getByTestId('account-menu').click();
      await expect(page.getByTestId('account-summary')).toBeVisible();
      await shot('account-menu');
      await page.keyboard.press('Escape');
      await page.getByTestId('notifications-button').click();
      await expect(page.getByTestId('notifications-panel')).toBeVisible();
      await shot('notifications');
      await page.keyboard.press('Escape');
      await page.getByTestId('maintenance-menu').click();
      await page.getByRole('menuitem', { name: 'Book maintenance' }).click();
      await expect(page.getByRole('dialog', { name: 'Book maintenance' })).toBeVisible();
      await shot('maintenance-book');
      await page.keyboard.press('Escape');
      // The next menu opens once this dialog has gone (it closes with an animation).
      await expect(page.getByRole('dialog', { name: 'Book maintenance' })).toHaveCount(0);
      await page.getByTestId('maintenance-menu').click();
      await page.getByRole('menuitem', { name: 'Active Maintenance' }).click();
      await expect(page.getByRole('dialog', { name: 'Active Maintenance' })).toBeVisible();
      await shot('maintenance-active');
      await page.keyboard.press('Escape');
      if (device === 'phone') {
        await page.getByTestId('mobile-menu').click();
        await expect(page.getByTestId('mobile-menu-panel')).toBeVisible();
        await shot('mobile-menu');
        await page.keyboard.press('Escape');
      }

      await navigateInApp(page, '/usersettings');
      await expect(page.getByTestId('screen-title')).toHaveText('User settings');
      await noHorizontalScroll(page);
      await page.screenshot({ path: `${SIGNIN_SHOTS}/usersettings-${device}-${mode}.png`, fullPage: true });

      await navigateInApp(page, '/gdprprivacy');
      await expect(page.getByRole('dialog', { name: 'GDPR privacy' })).toBeVisible();
      await shot('gdpr-dialog');
      await page
        .getByRole('dialog', { name: 'GDPR privacy' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expect(page.getByTestId('gdpr-screen')).toBeVisible();
      await noHorizontalScroll(page);
      await shot('gdpr-page');

      // Signed out: the sign-in dialog and the login-failed dialog.
      const guest = await browser.newContext({ viewport });
      await guest.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        COLOR_MODE_STORAGE_KEY,
        mode,
      ] as const);
      const guestPage = await guest.newPage();
      await guestPage.goto('/home?redirectFrom=%2Fprojects');
      await waitForApp(guestPage);
      await noHorizontalScroll(guestPage);
      await guestPage.screenshot({ path: `${SIGNIN_SHOTS}/home-prompt-${device}-${mode}.png` });
      await guestPage.goto('/itemsearch');
      await waitForApp(guestPage);
      await guestPage.screenshot({ path: `${SIGNIN_SHOTS}/header-guest-${device}-${mode}.png` });
      await guestPage.getByTestId('sign-in').click();
      await expect(guestPage.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
      await guestPage.getByTestId('sign-in-submit').click();
      await guestPage.screenshot({ path: `${SIGNIN_SHOTS}/sign-in-${device}-${mode}.png` });
      await guestPage.goto('/rsalogin/not-a-key');
      await expect(guestPage.getByTestId('rsa-login-failed')).toBeVisible();
      await guestPage.screenshot({ path: `${SIGNIN_SHOTS}/rsa-failed-${device}-${mode}.png` });
      await guest.close();
      await context.close();
      await api.dispose();
    });
  }
}
