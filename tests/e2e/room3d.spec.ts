import { expect, test, type Page } from '@playwright/test';
import { addBaseAndSinkUnits } from './projectsHelpers';
import { furniture as furnitureOn } from './scenePixels';

// The 3D room (issue 11) as a guest: rows drawn from their evaluated geometry, select by click,
// a quarter turn, undo. The canvas is read as a user sees it: its pixels.

const SHOTS = 'test-results/room3d';
let page: Page;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
});
test.afterAll(() => page.close());

const furniture = (count: number) => furnitureOn(page, count);

test('rows appear in the 3D room to scale; select by click, rotate and undo', async () => {
  test.setTimeout(180_000);
  await addBaseAndSinkUnits(page);

  await page.getByRole('link', { name: 'View in 3D' }).click();
  await expect(page.getByTestId('configurator3d')).toBeVisible();
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  const [left, right] = await furniture(2);
  await page.screenshot({ path: `${SHOTS}/top.png` });

  // The 600 mm unit is narrower than the 800 mm sink base, and both are drawn to scale.
  expect(left!.width / right!.width).toBeGreaterThan(0.6);
  expect(left!.width / right!.width).toBeLessThan(0.9);

  // Click selects: the panel names the unit and its size.
  await page.mouse.click(left!.x, left!.y);
  await expect(page.getByRole('complementary')).toContainText('Base unit with doors');
  await expect(page.getByRole('complementary')).toContainText('600 × 580 × 870 mm');

  // The sink base (800 x 580): a quarter turn swaps its footprint's sides on screen; undo turns it back.
  await page.mouse.click(right!.x, right!.y);
  await expect(page.getByRole('complementary')).toContainText('800 × 580 × 870 mm');
  await page.getByRole('button', { name: 'Rotate 90°' }).click();
  await expect
    .poll(async () => (await furniture(2))[1]!.height / right!.height, { timeout: 30_000 })
    .toBeGreaterThan(1.2);
  await page.getByText('Selected item').click();
  await page.keyboard.press('Control+z');
  await expect
    .poll(async () => Math.abs((await furniture(2))[1]!.height / right!.height - 1), { timeout: 30_000 })
    .toBeLessThan(0.08);

  await page.getByRole('button', { name: '3D', exact: true }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/perspective.png` });
});
