import { expect as baseExpect, test, type Download, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { Box3, Mesh, type Object3D } from 'three';
import { serialPage } from './offerHelpers';
import { addBaseAndSinkUnits, startSignedIn } from './projectsHelpers';
import { stillView } from './scenePixels';

// Issue 11's pictures, exports and AR page, as a seller uses them: pictures of the 3D view at the
// sizes asked (off screen: the view does not move), the project and row pictures stored on save and
// shown in the offer view and the offer PDF, the GLB read back with three's GLTFLoader, the AR page
// with model-viewer and nothing fetched from another origin, the QR code that opens it: a share link
// that a phone with no seller session opens (an altered or turned-off link says what to do).

/** The machine is shared and SwiftShader is slow: screens get room to appear. */
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = 'test-results/scene-media';
let page: Page;
let projectId = 0;
/** The share link the QR code carries: /arwebView/{id}?share={token}. */
let shareUrl = '';
const PORT = process.env.E2E_PORT ?? 8181;
const SHARE_URL = /\/arwebView\/(\d+)\?share=([A-Za-z0-9_-]{43})$/;
serialPage(
  SHOTS,
  (p) => (page = p),
  { viewport: { width: 1280, height: 860 }, acceptDownloads: true },
  180_000,
);

async function saved(download: Download, name: string): Promise<Buffer> {
  const path = `${SHOTS}/${name}`;
  await download.saveAs(path);
  return readFileSync(path);
}

/**
 * An image measured in the page: natural size, how many distinct colours (a blank picture has one or
 * two) and how many pixels are dark (the units' plinths, handles and shadows: white fronts match the
 * light background too closely to count).
 */
async function imageFacts(src: string) {
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    let furniture = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      colours.add((r << 16) | (g << 8) | b);
      if (Math.abs(r - 0xf4) + Math.abs(g - 0xf3) + Math.abs(b - 0xf0) > 60 && Math.abs(r - b) < 30)
        furniture++;
    }
    return { width: image.naturalWidth, height: image.naturalHeight, colours: colours.size, furniture };
  }, src);
}

/** Whether the image is dark at each of these points (fractions of its width and height). */
async function darkAt(src: string, points: [number, number][]): Promise<boolean[]> {
  return page.evaluate(
    async ([url, at]) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      return at.map(([fx, fy]) => {
        const x = Math.floor(fx * canvas.width);
        const y = Math.floor(fy * canvas.height);
        return data[(y * canvas.width + x) * 4]! < 128;
      });
    },
    [src, points] as const,
  );
}

/** model-viewer has drawn its model (loaded, poster gone, on screen) and painted twice since. */
async function modelShown(viewer: Locator): Promise<void> {
  await expect
    .poll(() =>
      viewer.evaluate((element) => (element as unknown as { modelIsVisible: boolean }).modelIsVisible),
    )
    .toBe(true);
  await viewer.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function openMenuItem(name: string | RegExp): Promise<void> {
  await page.getByTestId('scene-media-menu').click();
  await page.getByRole('menuitem', { name }).click();
}

test('a seller furnishes a kitchen and sees it in 3D', async () => {
  await startSignedIn(page, 'seller5', { customerAssignment: false, toProjects: false });
  await addBaseAndSinkUnits(page);
  await page.getByRole('link', { name: 'View in 3D' }).click();
  await expect(page.getByTestId('configurator3d')).toBeVisible();
  await stillView(page);
  await page.screenshot({ path: `${SHOTS}/3d.png` });
});

test('pictures of the view come at the size asked, look like furniture, and leave the view alone', async () => {
  const canvas = page.getByTestId('scene').locator('canvas');
  // The view settled first (on a busy machine the screen's rows can still be arriving): the same box
  // twice, half a second apart.
  let before = await canvas.boundingBox();
  await expect
    .poll(async () => {
      const previous = before;
      await page.waitForTimeout(500);
      before = await canvas.boundingBox();
      return JSON.stringify(before) === JSON.stringify(previous);
    })
    .toBe(true);
  for (const [width, height] of [
    [1000, 1000],
    [640, 360],
    [300, 900],
  ] as const) {
    await openMenuItem('Save picture…');
    const dialog = page.getByRole('dialog', { name: 'Picture of the view' });
    await expect(dialog.getByLabel('Width (px)')).toHaveValue('1000');
    await expect(dialog.getByLabel('Height (px)')).toHaveValue('1000');
    await dialog.getByLabel('Width (px)').fill(String(width));
    await dialog.getByLabel('Height (px)').fill(String(height));
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Save picture' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`picture-${width}x${height}.png`);
    const bytes = await saved(file, `picture-${width}x${height}.png`);
    const facts = await imageFacts(`data:image/png;base64,${bytes.toString('base64')}`);
    expect([facts.width, facts.height]).toEqual([width, height]);
    expect(facts.colours).toBeGreaterThan(60);
    expect(facts.furniture / (width * height)).toBeGreaterThan(0.002);
    await expect(dialog).toHaveCount(0);
  }
  // The view on screen kept its size (the picture had its own renderer). Only the size: the page may
  // have scrolled while the dialogs opened and closed, which moves the box without resizing it.
  const after = await canvas.boundingBox();
  expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
  // A bad size is refused in the form, naming the range.
  await openMenuItem('Save picture…');
  const dialog = page.getByRole('dialog', { name: 'Picture of the view' });
  await dialog.getByLabel('Width (px)').fill('5000');
  await expect(dialog.getByText('A whole number from 1 to 4096')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save picture' })).toBeDisabled();
  await page.keyboard.press('Escape');
});

test('saving stores the project picture (200 x 200) and row pictures (100 x 100): offer view and PDF show them', async () => {
  await page.getByTestId('save-project').click();
  // Saved: the header no longer marks unsaved changes (the pictures were rendered before the save).
  await expect(page.getByRole('status', { name: 'Unsaved changes' })).toHaveCount(0, { timeout: 90_000 });
  // The stored project's id, from the share link the QR dialog shows.
  await openMenuItem('View in AR on a phone…');
  const url = await page.getByTestId('qr-url').textContent();
  projectId = Number(SHARE_URL.exec(url ?? '')?.[1]);
  expect(projectId).toBeGreaterThan(0);
  shareUrl = url!;
  expect(url).toMatch(
    new RegExp(`^http://localhost:${PORT}/arwebView/${projectId}\\?share=[A-Za-z0-9_-]{43}$`),
  );
  await expect(page.getByTestId('qr-expiry')).toContainText('The link expires in 7 days, on ');
  await page.screenshot({ path: `${SHOTS}/qr-dialog.png` });

  // The QR code reads as the share link: its modules are those of that address's code.
  const qrSrc = await page.getByTestId('qr-code').getAttribute('src');
  const expected = QRCode.create(url!, { errorCorrectionLevel: 'M' }).modules;
  const cells = expected.size + 4; // a margin of 2 modules each side
  const points: [number, number][] = [];
  for (let row = 0; row < expected.size; row++)
    for (let col = 0; col < expected.size; col++) points.push([(col + 2.5) / cells, (row + 2.5) / cells]);
  const dark = await darkAt(qrSrc!, points);
  const mismatches = dark.filter((d, i) => d !== Boolean(expected.data[i])).length;
  expect(mismatches).toBe(0);

  // Copy link puts the same address on the clipboard.
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://localhost:${PORT}` });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The AR how-to from the QR dialog.
  await page.getByRole('button', { name: 'How does AR work?' }).click();
  await expect(page.getByTestId('ar-how-to')).toContainText('Scan the QR code');
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.keyboard.press('Escape');

  const picture = await imageFacts(`/api/v1/projects/${projectId}/picture`);
  expect(picture).toMatchObject({ width: 200, height: 200 });
  expect(picture.colours).toBeGreaterThan(100);

  // In the app (a reload would start at home): the header's cart is the offer of the open project.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cart' }).click();
  const rowImages = page.getByTestId('offer-row').locator('img');
  await expect(rowImages).toHaveCount(2, { timeout: 30_000 });
  for (const src of await rowImages.evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src))) {
    const facts = await imageFacts(src);
    expect(facts).toMatchObject({ width: 100, height: 100 });
    expect(facts.colours).toBeGreaterThan(50);
  }
  await page.screenshot({ path: `${SHOTS}/offer-view.png` });

  const reply = await page.request.post(`/api/v1/projects/${projectId}/offer-pdf`, { data: {} });
  expect(reply.status(), await reply.text()).toBe(200);
  const pdf = await page.request.get(((await reply.json()) as { url: string }).url);
  writeFileSync(`${SHOTS}/offer.pdf`, await pdf.body());
  // Every row's picture is printed at 100 x 100 (equal pictures are embedded once), plus the project's.
  const images = execFileSync('pdfimages', ['-list', `${SHOTS}/offer.pdf`], { encoding: 'utf8' });
  const sizes = images
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length > 4)
    .map((cols) => `${cols[3]}x${cols[4]}`);
  expect(sizes.filter((s) => s === '100x100').length).toBeGreaterThanOrEqual(2);
  expect(sizes).toContain('200x200');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    `${SHOTS}/offer.pdf`,
    `${SHOTS}/offer`,
  ]);
});

test('the GLB export reads back with GLTFLoader: the two units, to scale', async () => {
  await page.goBack();
  await expect(page.getByTestId('configurator3d')).toBeVisible();
  // Waiting from before the click: the export can finish (and the download fire) before the click's
  // own wait has returned, and an event fired before the wait began is never seen.
  const downloading = page.waitForEvent('download');
  await openMenuItem('Download 3D model (GLB)');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('scene.glb');
  const bytes = await saved(download, 'scene.glb');
  const buffer = new Uint8Array(bytes).buffer;
  const gltf = await new GLTFLoader().parseAsync(buffer, '');
  const meshes: Object3D[] = [];
  gltf.scene.traverse((object) => {
    if (object instanceof Mesh) meshes.push(object);
  });
  const furniture = gltf.scene.getObjectByName('furniture')!;
  expect(furniture).toBeTruthy();
  expect(meshes.length).toBeGreaterThanOrEqual(3);
  const box = new Box3().setFromObject(furniture);
  const size = box.getSize(box.min.clone());
  // 600 + 800 mm side by side where the room put them (at least 1.4 m one way), 580 mm deep plus
  // fronts and handles the other way, 870 mm high.
  expect(Math.max(size.x, size.z)).toBeGreaterThan(1.39);
  expect(Math.max(size.x, size.z)).toBeLessThan(2.5);
  expect(Math.min(size.x, size.z)).toBeGreaterThan(0.57);
  expect(Math.min(size.x, size.z)).toBeLessThan(0.7);
  expect(size.y).toBeGreaterThan(0.85);
  expect(size.y).toBeLessThan(0.95);
});

test("a phone with no seller session opens the QR code's link and sees the model; an altered link says what to do", async ({
  browser,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const phone = await browser.newContext({
      viewport: { width: 360, height: 740 },
      colorScheme,
      isMobile: true,
    });
    try {
      const tab = await phone.newPage();
      await tab.goto(shareUrl);
      const viewer = tab.getByTestId('model-viewer');
      await expect(viewer).toBeVisible({ timeout: 60_000 });
      await expect(tab.getByTestId('ar-size')).toContainText(/Size: 1[4-9]\d\d × 6\d\d × 87\d mm/, {
        timeout: 60_000,
      });
      expect(await viewer.evaluate((element) => (element as unknown as { loaded: boolean }).loaded)).toBe(
        true,
      );
      await expect(tab.getByTestId('ar-shared-until')).toContainText('Shared link, valid until ');
      // The phone's own session (a guest's, at most) cannot open the project: the link did.
      expect((await tab.request.get(`/api/v1/projects/${projectId}`)).status()).toBe(404);
      await modelShown(viewer);
      await tab.screenshot({ path: `${SHOTS}/ar-phone-${colorScheme}.png` });

      // One character changed: the page says the link opens nothing and what to do instead.
      const token = SHARE_URL.exec(shareUrl)![2]!;
      const altered = shareUrl.replace(token, token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'));
      await tab.goto(altered);
      const error = tab.getByTestId('ar-error');
      await expect(error).toHaveAttribute('data-reason', 'invalid');
      await expect(error).toContainText('This link does not open any project');
      await expect(error).toContainText('Ask the shop for a new QR code or link');
      await expect(tab.getByTestId('model-viewer')).toHaveCount(0);
      await tab.screenshot({ path: `${SHOTS}/ar-phone-invalid-${colorScheme}.png` });
    } finally {
      await phone.close();
    }
  }
});

test('the seller turns the links off: the phone is told, and a new link works again', async ({ browser }) => {
  await expect(page.getByTestId('configurator3d')).toBeVisible();
  // The dialog on a phone-sized window, in dark mode.
  await page.getByTestId('color-mode-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.setViewportSize({ width: 360, height: 740 });
  try {
    await openMenuItem('View in AR on a phone…');
    await expect(page.getByTestId('qr-code')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/qr-dialog-phone-dark.png` });
    await page.getByRole('button', { name: 'Turn off all links of this project' }).click();
    await expect(page.getByTestId('qr-revoked')).toContainText(
      'Every link of this project has stopped working',
    );
    await page.screenshot({ path: `${SHOTS}/qr-revoked-phone-dark.png` });

    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const tab = await phone.newPage();
      await tab.goto(shareUrl);
      await expect(tab.getByTestId('ar-error')).toHaveAttribute('data-reason', 'invalid');

      await page.getByRole('button', { name: 'Make a new link' }).click();
      const fresh = (await page.getByTestId('qr-url').textContent())!;
      expect(fresh).toMatch(SHARE_URL);
      expect(fresh).not.toBe(shareUrl);
      await tab.goto(fresh);
      await expect(tab.getByTestId('model-viewer')).toBeVisible({ timeout: 60_000 });
    } finally {
      await phone.close();
    }
    await page.keyboard.press('Escape');
  } finally {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByTestId('color-mode-toggle').click();
  }
});

test('the AR page shows the model in model-viewer and fetches nothing from another origin', async () => {
  const origin = new URL(page.url()).origin;
  const foreign: string[] = [];
  const listener = (request: { url(): string }) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:')) foreign.push(url);
  };
  page.on('request', listener);
  await page.goto(`/arwebView/${projectId}`);
  const viewer = page.getByTestId('model-viewer');
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('ar-size')).toContainText(/Size: 1[4-9]\d\d × 6\d\d × 87\d mm/, {
    timeout: 60_000,
  });
  expect(await viewer.evaluate((element) => (element as unknown as { loaded: boolean }).loaded)).toBe(true);
  await expect(viewer).toHaveAttribute('ar-modes', 'webxr scene-viewer quick-look');
  await expect(viewer).toHaveAttribute('ios-src', /^blob:/);
  await modelShown(viewer);
  await page.screenshot({ path: `${SHOTS}/ar-page.png` });
  await page.getByRole('button', { name: 'How does AR work?' }).click();
  await expect(page.getByTestId('ar-how-to')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ar-how-to.png` });
  page.off('request', listener);
  expect(foreign).toEqual([]);
});
