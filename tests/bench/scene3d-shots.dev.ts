// Dev-only (not part of `npm run bench`): pictures of the 3D room for comparing two builds pixel by
// pixel, e.g. before and after a refactoring that must not change what the room looks like.
//   npx tsx tests/bench/scene3d-shots.dev.ts <dir>            the bench's rooms (SHOTS_N, default
//       50,500) in each view preset, the canvas only, as <dir>/room-<n>-<view>.png
//   npx tsx tests/bench/scene3d-shots.dev.ts --compare <a> <b> how many pixels differ between the
//       same-named PNGs of two such directories (any channel by more than SHOTS_TOLERANCE, default 0)
// Builds first when the sources are newer than dist/ (as the bench does).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs } from '../../playwright.config';
import { buildIfNeeded, freePort, startServer } from './browser';
import { framesWhen } from './scene3d/frames';
import { drawsAll, openFromHome } from './scene3d/measure';
import { open3d, saveRooms, sellerPage } from './scene3d/seller';
const VIEWS = ['Top', 'Front', '3D'];

async function shoot(dir: string): Promise<void> {
  buildIfNeeded();
  mkdirSync(dir, { recursive: true });
  const sizes = (process.env.SHOTS_N ?? '50,500').split(',').map(Number);
  const dataDir = mkdtempSync(join(tmpdir(), 'arredo-shots-3d-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const base = `http://localhost:${port}`;
    const ids = await saveRooms(base, sizes);
    for (const n of sizes) {
      const { context, page } = await sellerPage(browser, base, { frames: true });
      await openFromHome(page, base, ids.get(n)!);
      await open3d(page);
      await framesWhen(page, (frames) => frames.some((f) => drawsAll(f, n)), 300_000);
      for (const view of VIEWS) await shotOf(page, view, join(dir, `room-${n}-${view.toLowerCase()}.png`));
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function shotOf(page: Page, view: string, path: string): Promise<void> {
  await page.getByRole('button', { name: view, exact: true }).click({ force: true });
  await framesWhen(page, () => true, 120_000, 1500);
  // The mouse off the canvas: no hover anywhere in the picture.
  await page.mouse.move(0, 0);
  await page.getByTestId('scene').locator('canvas').screenshot({ path, timeout: 120_000 });
}

/** Pixels of `a` and `b` (same-named PNGs) that differ, decoded and compared in the browser. */
async function compare(a: string, b: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const tolerance = Number(process.env.SHOTS_TOLERANCE ?? 0);
  try {
    const page = await browser.newPage();
    // tsx keeps function names with an `__name` helper that page.evaluate's copies do not carry.
    await page.addInitScript('globalThis.__name = (f) => f');
    await page.goto('about:blank');
    for (const name of readdirSync(a).filter((file) => file.endsWith('.png'))) {
      const url = (dir: string) =>
        `data:image/png;base64,${readFileSync(join(dir, name)).toString('base64')}`;
      const result = await page.evaluate(
        async ([left, right, tol]) => {
          const load = async (src: string) => {
            const image = new Image();
            image.src = src;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = image.width;
            canvas.height = image.height;
            const context = canvas.getContext('2d')!;
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, image.width, image.height);
          };
          const [x, y] = [await load(left as string), await load(right as string)];
          if (x.width !== y.width || x.height !== y.height)
            return { size: `${x.width}x${x.height} vs ${y.width}x${y.height}`, differ: -1, total: 0 };
          let differ = 0;
          const box = { x0: Infinity, y0: Infinity, x1: -1, y1: -1 };
          for (let i = 0; i < x.data.length; i += 4) {
            let most = 0;
            for (let c = 0; c < 3; c++) most = Math.max(most, Math.abs(x.data[i + c]! - y.data[i + c]!));
            if (most <= (tol as number)) continue;
            differ++;
            const [px, py] = [(i / 4) % x.width, Math.floor(i / 4 / x.width)];
            Object.assign(box, {
              x0: Math.min(box.x0, px),
              y0: Math.min(box.y0, py),
              x1: Math.max(box.x1, px),
              y1: Math.max(box.y1, py),
            });
          }
          const where = differ ? `, within x ${box.x0}-${box.x1}, y ${box.y0}-${box.y1}` : '';
          return { size: `${x.width}x${x.height}${where}`, differ, total: x.width * x.height };
        },
        [url(a), url(b), tolerance] as const,
      );
      console.log(`${name}: ${result.differ} of ${result.total} pixels differ (${result.size})`);
    }
  } finally {
    await browser.close();
  }
}

const args = process.argv.slice(2);
if (args[0] === '--compare' && args[1] && args[2]) await compare(args[1], args[2]);
else if (args[0]) await shoot(args[0]);
else throw new Error('usage: scene3d-shots.dev.ts <dir> | --compare <a> <b>');
