import { expect, test, type Page } from '@playwright/test';
import { addBaseAndSinkUnits } from './projectsHelpers';
import { furniture as furnitureOn, pictureDifference, selectionOutline, stillView } from './scenePixels';
import { newRectangularRoom } from './shellHelpers';

// The 3D room (issue 11) as a guest: rows drawn from their evaluated geometry, select by click,
// a quarter turn, undo. The canvas is read as a user sees it: its pixels and its size. What the
// frames draw (draw calls, triangles, the level of detail while the view moves, the shaders) is the
// 3D benchmark's to check (`npm run bench scene3d`, tests/bench/scene3d/checks.ts).

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
  await expect(page.getByRole('complementary')).toContainText('× 580 × 870 mm');
  await expect(page.getByRole('complementary')).toContainText('600 × 580 × 870 mm');

  // The sink base (800 x 580): a quarter turn swaps its footprint's sides on screen (its outline: the
  // open top of a sink base shows no white board to measure); undo turns it back.
  await page.mouse.click(right!.x, right!.y);
  await expect(page.getByRole('complementary')).toContainText('800 × 580 × 870 mm');
  await expect.poll(() => selectionOutline(page), { timeout: 30_000 }).not.toBeNull();
  const before = (await selectionOutline(page))!;
  expect(before.width / before.height).toBeGreaterThan(1.2);
  await page.getByRole('button', { name: 'Rotate 90°' }).click();
  await expect
    .poll(async () => ((await selectionOutline(page))?.height ?? 0) / before.height, { timeout: 30_000 })
    .toBeGreaterThan(1.2);
  await page.getByText('Selected item').click();
  await page.keyboard.press('Control+z');
  await expect
    .poll(async () => Math.abs(((await selectionOutline(page))?.height ?? 0) / before.height - 1), {
      timeout: 30_000,
    })
    .toBeLessThan(0.08);

  await page.getByRole('button', { name: '3D', exact: true }).click();
  await stillView(page);
  await page.screenshot({ path: `${SHOTS}/perspective.png` });
});

test('on a software rasteriser the room turns at a lower resolution and is sharp again at rest', async () => {
  test.setTimeout(180_000);
  const canvas = page.getByTestId('scene').locator('canvas');
  // This Chromium rasterises WebGL with SwiftShader: the live view takes the software profile, with
  // one device pixel per CSS pixel when still (its multisampling: the 3D benchmark's checks).
  const facts = await canvas.evaluate((element: HTMLCanvasElement) => {
    const probe = document.createElement('canvas').getContext('webgl2')!;
    const info = probe.getExtension('WEBGL_debug_renderer_info');
    return {
      renderer: info ? String(probe.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '',
      width: element.width,
      cssWidth: element.getBoundingClientRect().width,
    };
  });
  expect(facts.renderer).toMatch(/swiftshader/i);
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
  // A loaded machine may deliver the gesture's last moving frame late: the view counts as at rest
  // when the buffer is full size and no later size was recorded.
  await expect
    .poll(
      () =>
        canvas.evaluate((element: HTMLCanvasElement) => [
          element.width,
          (window as unknown as { canvasWidths: number[] }).canvasWidths.at(-1),
        ]),
      { timeout: 30_000 },
    )
    .toEqual([facts.width, facts.width]);
  const sizes = await page.evaluate(() => (window as unknown as { canvasWidths: number[] }).canvasWidths);
  expect(Math.min(...sizes)).toBeLessThan(facts.width * 0.8);
  await page.screenshot({ path: `${SHOTS}/after-turn.png` });
});

test('after a turn the room at rest looks as it did before it', async ({ browser }) => {
  test.setTimeout(180_000);
  // A page of its own: the room turned for the first time (the detail it comes back to at rest is
  // the detail it had before any gesture).
  const fresh = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await addBaseAndSinkUnits(fresh);
  await fresh.getByRole('link', { name: 'View in 3D' }).click();
  await expect(fresh.getByTestId('configurator3d')).toBeVisible();
  // While the room turns it is drawn in less detail and at a lower resolution; at rest both come
  // back: the same view preset shows the very same picture as before the turn.
  const before = await stillView(fresh);
  const box = (await fresh.getByTestId('scene').locator('canvas').boundingBox())!;
  // Pressed on the background above the room: a press on a unit would drag it.
  await fresh.mouse.move(box.x + box.width / 2 - 120, box.y + 40);
  await fresh.mouse.down();
  for (let step = 1; step <= 10; step++)
    await fresh.mouse.move(box.x + box.width / 2 - 120 + step * 20, box.y + 40);
  await fresh.screenshot({ path: `${SHOTS}/turning.png` });
  await fresh.mouse.up();
  expect(pictureDifference(before, await stillView(fresh))).toBeGreaterThan(0);
  await fresh.getByRole('button', { name: 'Top', exact: true }).click();
  await fresh.getByRole('button', { name: '3D', exact: true }).click();
  expect(pictureDifference(before, await stillView(fresh))).toBe(0);
  await fresh.screenshot({ path: `${SHOTS}/after-turn-detail.png` });
  await fresh.close();
});

test('a unit dragged onto another is red while it would collide, and not once it is put back', async () => {
  test.setTimeout(180_000);
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  const [left, right] = await furniture(2);
  // Snapping would set it down beside the other unit instead: this drag is meant to run into it.
  const snap = page.getByRole('checkbox', { name: 'Snap' });
  await snap.uncheck({ force: true });
  // The refused tint (white surfaces times #ff5a5a): red, with green and blue alike (the selection
  // outline's orange-red has far less blue than green).
  const refusedPixels = () =>
    page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="scene"] canvas')!;
      const copy = document.createElement('canvas');
      copy.width = Math.floor(canvas.clientWidth / 4);
      copy.height = Math.floor(canvas.clientHeight / 4);
      const context = copy.getContext('2d')!;
      context.drawImage(canvas, 0, 0, copy.width, copy.height);
      const { data } = context.getImageData(0, 0, copy.width, copy.height);
      let red = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (r > 170 && g < 140 && b < 140 && Math.abs(g - b) < 25) red++;
      }
      return red;
    });
  expect(await refusedPixels()).toBeLessThan(5);

  // Selected first (a click moves nothing): the picture to come back to after the refused drop.
  await page.mouse.click(left!.x, left!.y);
  await expect(page.getByRole('complementary')).toContainText('× 580 × 870 mm');
  const before = await stillView(page);
  await page.mouse.move(left!.x, left!.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) {
    await page.mouse.move(
      left!.x + ((right!.x - left!.x) * step) / 8,
      left!.y + ((right!.y - left!.y) * step) / 8,
    );
  }
  await expect.poll(refusedPixels, { timeout: 30_000 }).toBeGreaterThan(20);
  await page.screenshot({ path: `${SHOTS}/drag-refused-moving.png` });

  // Let go: refused, it stays; the room looks as before the drag (full detail, no tint).
  await page.mouse.up();
  await expect(page.getByTestId('placement-refused')).toContainText('Not placed', { timeout: 20_000 });
  await expect.poll(refusedPixels, { timeout: 30_000 }).toBeLessThan(5);
  expect(pictureDifference(before, await stillView(page))).toBeLessThan(1);
  await page.screenshot({ path: `${SHOTS}/drag-refused-rest.png` });
  await snap.check({ force: true });
});

// Issue 24: a door and a window added from the item search stand in the walls of the room the user
// typed (not on the floor), and the room height typed is the walls' height in the plan, 3D and drawings.
test('a door and a window from the item search stand in their walls, as high as the room typed', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const user = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await newRectangularRoom(user, { width: 4000, depth: 3000, height: 2500 });
  const articles = [
    ['DOORS', 'HINGED', 'INTDOOR-800', 'Hinged interior door'],
    ['WINDOWS', 'WINDOWS', 'WIN-1200x1400', 'PVC window'],
  ] as const;
  for (const [catalog, classification, article, title] of articles) {
    const catalogues = user.getByRole('navigation', { name: 'Where you are' }).getByText('Catalogues');
    // The search shows either the catalogues or where the last article was found: wait for one.
    await expect(user.getByTestId(`catalog-${catalog}`).or(catalogues).first()).toBeVisible();
    if (await catalogues.isVisible()) await catalogues.click();
    await user.getByTestId(`catalog-${catalog}`).click();
    await user.getByTestId(`classification-${classification}`).click();
    await user.getByTestId(`article-${article}`).getByRole('button', { name: /Add/ }).click();
    await expect(user.getByTestId('screen-title')).toHaveText(title);
    await user.getByTestId('save-article').click();
    await user.getByRole('link', { name: 'Find furniture' }).first().click();
  }

  // The plan: both are openings of walls (the door with its swing), not units on the floor.
  await user.getByRole('link', { name: 'Room plan' }).click();
  const plan = user.getByTestId('plan');
  await expect(plan.locator('[data-opening]')).toHaveCount(2);
  await expect(plan.locator('[data-row]')).toHaveCount(0);
  await expect(plan.locator('[data-opening=d1] path[style*="dasharray"]')).toHaveCount(1);

  // 3D: each is listed, and stands in a wall at its opening; the window's sill at the model's 900.
  await user.getByRole('link', { name: 'View in 3D' }).click();
  await expect(user.getByTestId('configurator3d')).toBeVisible();
  const pick = user.getByRole('combobox', { name: 'Select an item' });
  await expect(pick.locator('option')).toHaveText(['No item selected', '1. INTDOOR-800', '2. WIN-1200x1400']);
  const readout = user.getByTestId('position-readout');
  await pick.selectOption({ label: '2. WIN-1200x1400' });
  await expect(readout).toContainText(/in wall \d, [\d,.]+ mm from its start · 900 mm above the floor/);
  await pick.selectOption({ label: '1. INTDOOR-800' });
  await expect(readout).toContainText(/in wall \d, [\d,.]+ mm from its start$/);
  await pick.selectOption({ label: 'No item selected' });
  // The room height typed is the walls' height: in 3D, in the plan's wall and in the drawings.
  await expect(user.getByTestId('room-walls-height')).toHaveText("The room's walls are 2500 mm high.");
  for (const view of ['Front', 'Top', '3D']) {
    await user.getByRole('button', { name: view, exact: true }).click();
    await stillView(user);
    await user.screenshot({ path: `${SHOTS}/openings-${view.toLowerCase()}.png` });
  }
  await user.getByRole('link', { name: 'Room plan' }).click();
  await plan.locator('[data-wall=w2]').dblclick();
  const editWall = user.getByRole('dialog', { name: 'Edit wall' });
  await expect(editWall.getByRole('textbox', { name: 'Height (mm)' })).toHaveValue('2500');
  await user.keyboard.press('Escape');
  await user.getByRole('link', { name: 'View in 3D' }).click();
  await user.getByRole('link', { name: 'Dimension drawing' }).click();
  const elevation = user.getByTestId('drawing-wall-w1');
  await expect(elevation.locator('text', { hasText: /^2500$/ })).toHaveCount(1);
  await expect(elevation.locator('text', { hasText: /^2700$/ })).toHaveCount(0);
  await user.close();
});
