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

test('on a software rasteriser the room turns at a lower resolution and is sharp again at rest', async () => {
  test.setTimeout(180_000);
  const canvas = page.getByTestId('scene').locator('canvas');
  // This Chromium rasterises WebGL with SwiftShader: the live view takes the software profile, with
  // no multisampling and one device pixel per CSS pixel when still.
  const facts = await canvas.evaluate((element: HTMLCanvasElement) => {
    const gl = element.getContext('webgl2')!;
    const probe = document.createElement('canvas').getContext('webgl2')!;
    const info = probe.getExtension('WEBGL_debug_renderer_info');
    return {
      renderer: info ? String(probe.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '',
      antialias: gl.getContextAttributes()?.antialias,
      width: element.width,
      cssWidth: element.getBoundingClientRect().width,
    };
  });
  expect(facts.renderer).toMatch(/swiftshader/i);
  expect(facts.antialias).toBe(false);
  expect(facts.width).toBe(Math.round(facts.cssWidth));

  // Every size the drawing buffer takes while the user turns the room, then after they let go.
  await canvas.evaluate((element: HTMLCanvasElement) => {
    const sizes: number[] = [];
    new MutationObserver(() => sizes.push(element.width)).observe(element, {
      attributes: true,
      attributeFilter: ['width'],
    });
    (window as unknown as { canvasWidths: number[] }).canvasWidths = sizes;
  });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + box.width / 2 - 120 + step * 20, box.y + box.height / 2);
  }
  await page.mouse.up();
  await expect
    .poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.width), { timeout: 30_000 })
    .toBe(facts.width);
  const sizes = await page.evaluate(() => (window as unknown as { canvasWidths: number[] }).canvasWidths);
  expect(Math.min(...sizes)).toBeLessThan(facts.width * 0.8);
  expect(sizes.at(-1)).toBe(facts.width);
  await page.screenshot({ path: `${SHOTS}/after-turn.png` });
});
