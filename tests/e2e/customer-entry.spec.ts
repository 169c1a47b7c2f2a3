import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ACCOUNTS } from './projectsHelpers';
import { navigateInApp, serveConfig, waitForApp } from './shellHelpers';

// The example customer deployment's entry routes (spec 2, issue 23), each opened as the first page:
// the route's data (renderer/customers/verdelegno/entries.ts) says what it opens.

const SHOTS = 'test-results/customer-entry';
mkdirSync(SHOTS, { recursive: true });
test.describe.configure({ timeout: 120_000 });

async function verdeLegno(page: Page, account?: keyof typeof ACCOUNTS): Promise<void> {
  await serveConfig(page, (file) => {
    file.config.customer = 'verdelegno';
    if (account) {
      file.config.isguest = false;
      file.config.autologin = { ...ACCOUNTS[account] };
    }
  });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

test('kitchenConfig: a new project through the room selector, item search kept to the kitchen catalogue', async ({
  page,
}) => {
  await verdeLegno(page);
  await open(page, '/kitchenConfig');
  const room = page.getByRole('dialog', { name: 'Room design' });
  await expect(room).toBeVisible();
  await room.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/);
  // The trail starts in the kitchen catalogue: its classifications, not the list of catalogues.
  await expect(page.getByText('Modena kitchen programme').first()).toBeVisible();
  await expect(page.getByText('Interior doors', { exact: false })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/kitchen-config.png` });
});

for (const [path, heading] of [
  ['/kitchenSingleConfig', 'Base unit with doors'],
  ['/doorConfig', null],
  ['/windowConfig', null],
] as const) {
  test(`${path} opens its configurator`, async ({ page }) => {
    await verdeLegno(page);
    await open(page, path);
    await expect(page).toHaveURL(/\/configurator$/);
    await expect(page.getByRole('form', { name: 'Options' })).toBeVisible();
    if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  });
}

test('without the customer deployment the entry routes do not exist', async ({ page }) => {
  await open(page, '/kitchenConfig');
  await expect(page).toHaveURL(/\/404$/);
});

test('kitchenSingleAr: nothing configured asks to configure; then the configured unit in model-viewer', async ({
  page,
}) => {
  await verdeLegno(page);
  await open(page, '/kitchenSingleAr');
  const empty = page.getByTestId('ar-entry-empty');
  await expect(empty).toContainText('Nothing configured yet');
  await empty.getByRole('link', { name: 'Configure' }).click();
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(page.getByRole('spinbutton', { name: 'Width' })).toHaveValue('600');
  await navigateInApp(page, '/kitchenSingleAr');
  const viewer = page.getByTestId('model-viewer');
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await expect(viewer).toHaveAttribute('ar-modes', 'webxr scene-viewer quick-look');
  await expect(viewer).toHaveAttribute('ios-src', /^blob:/);
  // The model drawn is the configured unit: 600 mm wide.
  await expect
    .poll(() => viewer.evaluate((el) => (el as unknown as { modelIsVisible: boolean }).modelIsVisible), {
      timeout: 60_000,
    })
    .toBe(true);
  const width = await viewer.evaluate(
    (el) => (el as unknown as { getDimensions(): { x: number } }).getDimensions().x,
  );
  expect(width).toBeCloseTo(0.6, 2);
  // On a desk screen, a guest is told how to hand it to a phone: sign in, the phone opens the saved project.
  await expect(page.getByTestId('ar-hand-off')).toContainText('sign in to save it');
  await page.screenshot({ path: `${SHOTS}/single-ar-guest-1280.png` });
  // On a phone there is no hand-off panel: the model-viewer's own AR button is the way in.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByTestId('ar-hand-off')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/single-ar-phone-390.png` });
});

test('kitchenAr for a professional: the kitchen is saved and the QR code carries its share link', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await verdeLegno(page, 'seller5');
  await open(page, '/kitchenSingleConfig');
  await expect(page.getByRole('spinbutton', { name: 'Width' })).toHaveValue('600');
  await navigateInApp(page, '/kitchenAr');
  await expect(page.getByTestId('model-viewer')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save and show the QR code' }).click();
  // Saving renders the project's and rows' pictures first: slow in software WebGL on a busy machine.
  await expect(page.getByText('Project saved')).toBeVisible({ timeout: 180_000 });
  const url = await page.getByTestId('qr-url').textContent({ timeout: 30_000 });
  expect(url).toMatch(/\/arwebView\/\d+\?share=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/kitchen-ar-qr-1280.png` });
});

for (const [language, mode, width, title] of [
  ['it', 'dark', 360, 'Ancora nulla di configurato'],
  ['de', 'light', 1920, 'Noch nichts konfiguriert'],
] as const) {
  test(`windowAr with nothing configured, in ${language}, ${mode}, ${width} px`, async ({ page }) => {
    await page.addInitScript(
      ([lang, colorMode]) => {
        localStorage.setItem('arredo.preferences', JSON.stringify({ language: lang }));
        localStorage.setItem('arredo.color-mode', colorMode!);
      },
      [language, mode] as const,
    );
    await page.setViewportSize({ width, height: 800 });
    await verdeLegno(page);
    await open(page, '/windowAr');
    await expect(page.getByTestId('ar-entry-empty')).toContainText(title);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
      ),
    ).toBe(false);
    await page.screenshot({ path: `${SHOTS}/window-ar-empty-${language}-${mode}-${width}.png` });
    // Configure leads to the window's configurator.
    await page.getByTestId('ar-entry-empty').getByRole('link').click();
    await expect(page).toHaveURL(/\/configurator$/);
  });
}
