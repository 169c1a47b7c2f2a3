import { expect, test, type Page } from '@playwright/test';
import { addBaseAndSinkUnits } from './projectsHelpers';

// The 3D room (issue 11) as a guest: rows drawn from their evaluated geometry, select by click,
// a quarter turn, undo. The canvas is read as a user sees it: its pixels.

const SHOTS = 'test-results/room3d';
let page: Page;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
});
test.afterAll(() => page.close());

interface Blob {
  x: number;
  y: number;
  width: number;
  height: number;
  pixels: number;
}

/**
 * The furniture seen from above, as screen boxes: the white tops of the units grouped into connected
 * blobs, in page coordinates. SwiftShader renders slowly: callers poll.
 */
async function blobs(): Promise<Blob[]> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="scene"] canvas')!;
    const rect = canvas.getBoundingClientRect();
    const copy = document.createElement('canvas');
    const step = 4;
    copy.width = Math.floor(rect.width / step);
    copy.height = Math.floor(rect.height / step);
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0, copy.width, copy.height);
    const { data, width, height } = context.getImageData(0, 0, copy.width, copy.height);
    const at = (x: number, y: number) => (y * width + x) * 4;
    // The units' tops are white (the default carcass): bright and neutral. The floor is a warm beige
    // (its red and blue differ); their shadows and the selection outline are darker.
    const differs = (i: number) => {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      return Math.min(r, g, b) > 215 && Math.max(r, g, b) - Math.min(r, g, b) < 14;
    };
    const seen = new Uint8Array(width * height);
    const found: { x0: number; y0: number; x1: number; y1: number; pixels: number }[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (seen[y * width + x] || !differs(at(x, y))) continue;
        const box = { x0: x, y0: y, x1: x, y1: y, pixels: 0 };
        const stack = [[x, y]];
        seen[y * width + x] = 1;
        while (stack.length) {
          const [cx, cy] = stack.pop()!;
          box.pixels++;
          box.x0 = Math.min(box.x0, cx!);
          box.x1 = Math.max(box.x1, cx!);
          box.y0 = Math.min(box.y0, cy!);
          box.y1 = Math.max(box.y1, cy!);
          for (const [nx, ny] of [
            [cx! + 1, cy!],
            [cx! - 1, cy!],
            [cx!, cy! + 1],
            [cx!, cy! - 1],
          ]) {
            if (nx! < 0 || ny! < 0 || nx! >= width || ny! >= height || seen[ny! * width + nx!]) continue;
            seen[ny! * width + nx!] = 1;
            if (differs(at(nx!, ny!))) stack.push([nx!, ny!]);
          }
        }
        found.push(box);
      }
    }
    return found
      .filter((b) => b.pixels > 30)
      .map((b) => ({
        x: rect.left + ((b.x0 + b.x1 + 1) / 2) * step,
        y: rect.top + ((b.y0 + b.y1 + 1) / 2) * step,
        width: (b.x1 - b.x0 + 1) * step,
        height: (b.y1 - b.y0 + 1) * step,
        pixels: b.pixels,
      }))
      .sort((a, b) => a.x - b.x);
  });
}

/**
 * Waits until the view shows `count` pieces of furniture and holds still (two reads alike: a camera
 * change renders over several frames), and returns them.
 */
async function furniture(count: number): Promise<Blob[]> {
  let found: Blob[] = [];
  let previous = '';
  await expect
    .poll(
      async () => {
        found = await blobs();
        const key = JSON.stringify(
          found.map((b) => [Math.round(b.x / 3), Math.round(b.y / 3), Math.round(b.width / 3)]),
        );
        const still = key === previous;
        previous = key;
        return still ? found.length : -1;
      },
      { timeout: 45_000, intervals: [700, 1000] },
    )
    .toBe(count);
  return found;
}

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
