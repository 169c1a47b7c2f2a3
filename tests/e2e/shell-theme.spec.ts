import { expect, test } from '@playwright/test';
import { navigateInApp, serveConfig, SHOTS, waitForApp } from './shellHelpers';

// Colour mode, languages and the example customer deployment (spec 1, 5, 9).

// Several page loads per test on a shared two-core machine: allow more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('dark mode: the switch, persistence across reloads, and screenshots of home', async ({ page }) => {
  await page.goto('/home');
  await waitForApp(page);
  await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true');
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.screenshot({ path: `${SHOTS}/home-light.png` });
  const lightBg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

  await page.getByTestId('color-mode-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const darkBg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(darkBg).not.toBe(lightBg);
  await page.screenshot({ path: `${SHOTS}/home-dark.png` });

  await page.reload();
  await waitForApp(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('color-mode-toggle').click();
  await expect(page.locator('html')).toHaveClass(/light/);
});

test("a first visit follows the system's dark preference and the browser's language", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', locale: 'de-CH' });
  const page = await context.newPage();
  await page.goto('/home');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('home-new-project')).toContainText('Neues Projekt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The user's own choice then wins over the system's.
  await page.getByTestId('color-mode-toggle').click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('html')).toHaveClass(/light/);
  await context.close();
});

test('the primary colour is orange-red', async ({ page }) => {
  await page.goto('/home');
  await waitForApp(page);
  const solid = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600').trim(),
  );
  expect(solid).toBe('#d03a0d');
});

test('the language switch translates the app, persists, and is limited to configured languages', async ({
  page,
}) => {
  await page.goto('/home');
  await waitForApp(page);
  await page.getByTestId('language-select').selectOption('it');
  await expect(page.getByTestId('home-new-project')).toContainText('Nuovo progetto');
  await expect(page.getByTestId('toast').filter({ hasText: 'Lingua cambiata' })).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('home-new-project')).toContainText('Nuovo progetto');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page.getByTestId('language-select').selectOption('de');
  await expect(page.getByTestId('home-open-projects')).toContainText('Projekte öffnen');
  await navigateInApp(page, '/itemsearch');
  await expect(page.getByTestId('screen-title')).toHaveText('Möbel finden');
  await expect(page.getByTestId('app-header')).toContainText('Projekte');
});

test("a configuration whose languages are ['d', 'it'] starts in German (d -> de)", async ({ page }) => {
  await serveConfig(page, (file) => (file.config.languages = ['d', 'it']));
  await page.goto('/home');
  await waitForApp(page);
  await expect(page.getByTestId('home-new-project')).toContainText('Neues Projekt');
  const options = await page.getByTestId('language-select').locator('option').allTextContents();
  expect(options).toEqual(['Deutsch', 'Italiano']);
});

test('the example customer changes the theme, adds its routes and replaces the home hero', async ({
  page,
}) => {
  await serveConfig(page, (file) => (file.config.customer = 'verdelegno'));
  await page.goto('/home');
  await waitForApp(page);
  await expect(page.getByTestId('home-hero-verdelegno')).toBeVisible();
  await expect(page.getByTestId('home-hero')).toHaveCount(0);
  const solid = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600').trim(),
  );
  expect(solid).toBe('#167a50');
  await page.screenshot({ path: `${SHOTS}/home-customer-verdelegno.png` });

  // Customer routes are entry points: they survive the first navigation.
  await page.goto('/openPDF/EtichettaCollo');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/openPDF\/EtichettaCollo$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Package labels');
  // No project is open on a first visit: the viewer says so and offers the projects.
  await expect(page.getByRole('link', { name: 'Open projects' })).toBeVisible();
  await expect(page.getByTestId('app-header')).toHaveCount(0);
  for (const name of [
    'kitchenSingleConfig',
    'windowConfig',
    'kitchenConfig',
    'doorConfig',
    'windowAr',
    'kitchenSingleAr',
    'kitchenAr',
  ]) {
    await navigateInApp(page, `/${name}`);
    await expect(page, name).toHaveURL(new RegExp(`/${name}$`));
  }
  // The AR entry (issue 23) with nothing configured on a first visit says so.
  await expect(page.getByTestId('ar-entry-empty')).toContainText('Nothing configured yet');
  await expect(page.getByTestId('app-logo-verdelegno')).toBeVisible();
});

test('an unknown customer name still loads the standard product and logs why', async ({ page }) => {
  await serveConfig(page, (file) => (file.config.customer = 'nobody'));
  await page.goto('/home');
  await waitForApp(page);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(
    page.getByTestId('log-entry').filter({ hasText: 'Customer deployment not loaded' }),
  ).toContainText("Cannot find module 'nobody'");
});
