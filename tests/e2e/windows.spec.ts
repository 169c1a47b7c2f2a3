import { expect, test, type Page } from '@playwright/test';
import { pictureDifference, selectionOutline, stillView } from './scenePixels';
import { newRectangularRoom } from './shellHelpers';

// Issue 24: a window's opening type shows in the 3D room as a shop's drawing shows it. Four windows
// alike but for their opening (fixed, tilt, turn, lift-and-slide) are placed from the item search;
// in 3D each stands in its wall, and the picture inside each one's selection outline differs.

const SHOTS = 'test-results/windows';
const OPENINGS = [
  ['Fixed light', 'HEIGHT=1200'],
  ['Tilt only (bottom-hung)', 'HEIGHT=1200'],
  ['Turn only', 'HEIGHT=1200'],
  ['Lift and slide', 'HEIGHT=1200'],
] as const;

/** The picture (48 x 48 grey levels) inside the selected item's outline, or null when none shows. */
async function selectedCrop(page: Page): Promise<number[] | null> {
  const outline = await selectionOutline(page);
  if (!outline || outline.width < 21 || outline.height < 21) return null;
  return page.evaluate(({ x, y, width, height }) => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="scene"] canvas')!;
    const crop = document.createElement('canvas');
    crop.width = crop.height = 48;
    const c = crop.getContext('2d')!;
    c.drawImage(canvas, x + 4, y + 4, width - 9, height - 9, 0, 0, 48, 48);
    const pixels = c.getImageData(0, 0, 48, 48).data;
    const grey: number[] = [];
    for (let i = 0; i < pixels.length; i += 4) grey.push((pixels[i]! + pixels[i + 1]! + pixels[i + 2]!) / 3);
    return grey;
  }, outline);
}

test('fixed, tilt, turn and lift-and-slide windows look different in 3D, each in its wall', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await newRectangularRoom(page, { width: 6000, depth: 4000 });
  for (const [opening] of OPENINGS) {
    const catalogues = page.getByRole('navigation', { name: 'Where you are' }).getByText('Catalogues');
    await expect(page.getByTestId('catalog-WINDOWS').or(catalogues).first()).toBeVisible();
    if (await catalogues.isVisible()) await catalogues.click();
    await page.getByTestId('catalog-WINDOWS').click();
    await page.getByTestId('classification-WINDOWS').click();
    await page.getByTestId('article-WIN-1200x1400').getByRole('button', { name: /Add/ }).click();
    await expect(page.getByTestId('screen-title')).toHaveText('PVC window');
    const height = page.getByRole('spinbutton', { name: 'Height' });
    await height.fill('1200');
    await height.press('Enter');
    const choice = page.getByTestId('variable-OPENING').getByRole('button', { name: opening });
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('save-article').click();
    await expect(page.getByTestId('unsaved')).toHaveCount(0);
    await page.getByRole('link', { name: 'Find furniture' }).first().click();
  }

  await page.getByRole('link', { name: 'Room plan' }).click();
  await expect(page.getByTestId('plan').locator('[data-opening]')).toHaveCount(OPENINGS.length);
  await page.getByRole('link', { name: 'View in 3D' }).click();
  await expect(page.getByTestId('configurator3d')).toBeVisible();
  await stillView(page);
  await page.screenshot({ path: `${SHOTS}/corner.png` });
  const pick = page.getByRole('combobox', { name: 'Select an item' });
  const readout = page.getByTestId('position-readout');
  const crops: number[][] = [];
  for (let i = 1; i <= OPENINGS.length; i++) {
    await pick.selectOption({ label: `${i}. WIN-1200x1400` });
    await expect(readout).toContainText(/in wall \d, [\d,.]+ mm from its start · 900 mm above the floor/);
    await stillView(page);
    let crop: number[] | null = null;
    await expect.poll(async () => (crop = await selectedCrop(page)) !== null, { timeout: 30_000 }).toBe(true);
    crops.push(crop!);
    await page.screenshot({ path: `${SHOTS}/selected-${i}.png` });
  }
  // Each pair differs by more than the noise of two views of one window.
  for (let a = 0; a < crops.length; a++)
    for (let b = a + 1; b < crops.length; b++)
      expect(
        pictureDifference(crops[a]!, crops[b]!),
        `${OPENINGS[a]![0]} vs ${OPENINGS[b]![0]}`,
      ).toBeGreaterThan(3);
  await pick.selectOption({ label: 'No item selected' });
  await page.getByRole('button', { name: 'Front', exact: true }).click();
  await stillView(page);
  await page.screenshot({ path: `${SHOTS}/front.png` });
  await page.close();
});
