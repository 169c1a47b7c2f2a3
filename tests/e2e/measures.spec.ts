import { expect, test, type Page } from '@playwright/test';
import { navigateInApp, waitForApp } from './shellHelpers';
import { SELLER5, signInWithDialog } from './signinHelpers';

// Issue 19, honest screens: the imperial setting of the user settings shows and takes lengths in
// inches on every screen (item tips, configurator fields, offer words, room design, plan), converted
// exactly (25.4 mm to the inch), while the project keeps millimetres.

const SHOTS = 'test-results/measures';
let page: Page;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});
test.afterAll(() => page.close());

test('imperial measures: inches in tips, fields, the offer, room design and the plan; mm stored', async () => {
  await page.goto('/home');
  await waitForApp(page);
  await signInWithDialog(page, SELLER5);
  await navigateInApp(page, '/usersettings');
  await page.getByRole('combobox', { name: 'Measures' }).selectOption('imperial');

  // A new project: the room design dialog asks for its sizes in inches.
  await navigateInApp(page, '/home');
  await page.getByTestId('home-new-project').click();
  const roomDesign = page.getByRole('dialog', { name: 'Room design' });
  await expect(roomDesign.getByText('Room height (in)')).toBeVisible();
  await expect(roomDesign.getByLabel('Room height (in)')).toHaveValue('94.49'); // 2400 mm
  // Out of core's limits (500 to 10000 mm), said in inches; no millimetres named to an inch user.
  await roomDesign.getByLabel('Room height (in)').fill('400');
  await expect(roomDesign.getByText(/^Between 19\.69 in and 393\.7\d? in$/)).toBeVisible();
  await roomDesign.getByLabel('Room height (in)').fill('0');
  await expect(roomDesign.getByText('Enter a length greater than 0')).toBeVisible();
  await roomDesign.getByLabel('Room height (in)').fill('94.49');
  await roomDesign.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/, { timeout: 30_000 });

  // The item tip: its size in inches.
  await page.getByRole('searchbox').fill('sink');
  // Both answers in first (the catalogues' texts, then the galleries): the later one moves the
  // cards, and a card that moves from under the pointer is no longer hovered.
  await expect(page.getByTestId('gallery-SAGE-SINK-800')).toBeVisible();
  const card = page.getByTestId('article-B1S-800');
  await card.hover();
  await expect(card.getByTestId('item-tip')).toHaveText(/ · 31\.5 × \d+(\.\d+)? × \d+(\.\d+)? in$/);
  await card.getByRole('button', { name: /Add/ }).click();

  // The configurator's width: shown, limited and typed in inches.
  await expect(page).toHaveURL(/\/configurator$/);
  const field = page.getByTestId('variable-WIDTH');
  const width = page.getByRole('spinbutton', { name: 'Width' });
  await expect(width).toHaveValue('31.5');
  await expect(field.getByTestId('field-unit')).toHaveText('in');
  await expect(field).toContainText('From 17.72 in to 47.24 in, step 1.97 in');
  await width.fill('23.62');
  await width.press('Enter');
  await expect(width).toHaveValue('23.62');
  await page.screenshot({ path: `${SHOTS}/configurator-imperial.png`, fullPage: true });
  await page.getByTestId('save-article').click();

  // The offer: the row's options in inches; the project keeps millimetres.
  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByTestId('row-words').first()).toContainText('Width: 23.62 in');

  // The plan: the room's walls and the wall type in inches.
  await page.getByRole('link', { name: 'Room plan' }).click();
  await expect(page.getByTestId('configurator2d')).toBeVisible();
  const dims = page.locator('[data-layer="dimensions"] [data-dimension]');
  await expect(dims.first()).toHaveAttribute('data-dimension', /^\d+(\.\d+)?″$/);
  await page.screenshot({ path: `${SHOTS}/plan-imperial.png`, fullPage: true });

  // Back to metric: the 23.62 in typed were stored as exactly 600 mm.
  await navigateInApp(page, '/usersettings');
  await page.getByRole('combobox', { name: 'Measures' }).selectOption('metric');
  await navigateInApp(page, '/cart');
  await expect(page.getByTestId('row-words').first()).toContainText('Width: 600 mm');
});
