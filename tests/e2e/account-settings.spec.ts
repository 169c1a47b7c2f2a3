import { expect, test, type Page } from '@playwright/test';
import { readOutbox, waitForMail } from '../support/outbox';
import { navigateInApp, overflows, setPreferences, waitForApp } from './shellHelpers';
import { SELLER5, SIGNIN_SHOTS, signInWithDialog } from './signinHelpers';

// A professional user's e-mail address in the user settings, the forgot-password form by shop code
// and user name that mails the link to it, and screenshots of the header at 360 px and of the
// sign-in, settings and projects screens in Italian and German, light and dark.

const dataDir = process.env.E2E_DATA_DIR!;
const SELLER_EMAIL = `seller5.${Date.now()}@shop.example.com`;

test.describe.configure({ timeout: 240_000 });

test('a seller gives an e-mail address, then asks for a reset by shop code and user name', async ({
  page,
}) => {
  await page.goto('/home');
  await waitForApp(page);
  await signInWithDialog(page, SELLER5);
  await navigateInApp(page, '/usersettings');
  // The theme: Light and Dark side by side, the current one pressed; a click sets that one.
  const themes = page.getByRole('group', { name: 'Theme' });
  await expect(themes.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  await themes.getByRole('button', { name: 'Dark' }).click();
  await expect(themes.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await themes.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  const form = page.getByTestId('profile-email-form');
  await form.getByLabel('E-mail').fill('not an address');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('Enter a valid e-mail address.');
  await form.getByLabel('E-mail').fill(SELLER_EMAIL);
  // Issue 20: the address changes only with the current password.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('Enter your current password.');
  await form.getByLabel('Current password').fill('not my password');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toContainText('The current password is not right.');
  await page.screenshot({
    path: `${SIGNIN_SHOTS}/settings-email-password-desktop-light.png`,
    fullPage: true,
  });
  await form.getByLabel('Current password').fill(SELLER5.password);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('E-mail address saved')).toBeVisible();
  const session = await (await page.request.get('/api/v1/auth/session')).json();
  expect(session.profile.email).toBe(SELLER_EMAIL);
  await page.screenshot({ path: `${SIGNIN_SHOTS}/settings-email-desktop-light.png`, fullPage: true });

  // Signed out, the sign-in dialog's link to the forgot-password form, by shop code and user name.
  await page.context().clearCookies();
  await page.goto('/home');
  await waitForApp(page);
  await page.getByTestId('sign-in').click();
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: 'Forgot your password?' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/forgotpassword$/);
  // The intro speaks of both ways to find the account, not only of the e-mail address.
  await expect(page.getByTestId('forgot-password')).toContainText(
    "Enter your account's e-mail address, or your shop code and user name",
  );
  await page.getByRole('radio', { name: 'Shop code and user name' }).click();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('forgot-password-form')).toContainText('This field is required.');
  await page.getByLabel('Shop code').fill('MILANO');
  await page.getByLabel('User name').fill('seller5');
  await page.screenshot({ path: `${SIGNIN_SHOTS}/forgot-by-user-desktop-light.png`, fullPage: true });
  const before = (await readOutbox(dataDir)).filter((mail) => mail.to.includes(SELLER_EMAIL)).length;
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText(
    'If this account has an e-mail address',
  );
  const mail = await waitForMail(dataDir, SELLER_EMAIL, { after: before });
  expect(mail.links[0]).toMatch(/\/resetpassword\/[\w-]{43}$/);
});

/** A part only this screen shows. */
const screenContent = (page: Page, screen: 'projects' | 'usersettings') =>
  screen === 'projects'
    ? page.getByTestId('projects-list').or(page.getByTestId('projects-empty'))
    : page.getByTestId('profile-email-form');

/** The forgot-password intro names both ways to find the account (e-mail, or shop code and user). */
const forgotIntro = {
  it: 'oppure il codice negozio e il nome utente',
  de: 'oder Filialcode und Benutzernamen',
} as const;

test('screens in Italian and German, light and dark; the header at 360 px', async ({ page }) => {
  await page.goto('/home');
  await waitForApp(page);
  await signInWithDialog(page, SELLER5);
  for (const language of ['it', 'de'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      await setPreferences(page, { language: language, mode: mode });
      for (const [device, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', { width: 360, height: 740 }],
      ] as const) {
        await page.setViewportSize(viewport);
        // Go on from home, as a user does, from one screen to the next (one start-up per language,
        // mode and device).
        await page.goto('/home');
        await waitForApp(page);
        for (const screen of ['projects', 'usersettings'] as const) {
          await navigateInApp(page, `/${screen}`);
          await expect(page.getByTestId('screen-title')).toBeVisible();
          // The screen itself, not the previous one's title still shown while this one loads.
          await expect(screenContent(page, screen)).toBeVisible();
          expect(await overflows(page), `${screen} ${language} ${mode} ${device}`).toBe(false);
          await page.screenshot({
            path: `${SIGNIN_SHOTS}/${screen}-${language}-${mode}-${device}.png`,
            fullPage: device === 'desktop',
          });
        }
        if (device === 'phone') {
          await page.getByTestId('app-header').screenshot({
            path: `${SIGNIN_SHOTS}/header-${language}-${mode}-phone.png`,
          });
        }
      }
    }
  }
  // The sign-in dialog, signed out.
  await page.context().clearCookies();
  for (const language of ['it', 'de'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      await setPreferences(page, { language: language, mode: mode });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/itemsearch');
      await waitForApp(page);
      await page.getByTestId('sign-in').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${SIGNIN_SHOTS}/signin-${language}-${mode}-desktop.png` });
      await page.getByTestId('sign-in-forgot').click();
      await expect(page.getByTestId('forgot-password')).toContainText(forgotIntro[language]);
      for (const [device, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', { width: 360, height: 740 }],
      ] as const) {
        await page.setViewportSize(viewport);
        expect(await overflows(page), `forgot ${language} ${mode} ${device}`).toBe(false);
        await page.screenshot({ path: `${SIGNIN_SHOTS}/forgot-${language}-${mode}-${device}.png` });
      }
    }
  }
});
