import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './shellHelpers';

// Issues 19 and 24: item search tiles show pictures of the articles drawn from their 3D models (not
// initials), kept in the browser so a second visit draws nothing, with initials only where no
// picture can be made; the tip tells the article's own size and price, not its model's defaults.

const SHOTS = 'test-results/itemsearch';
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** A browser without WebGL: nothing can be drawn, so any picture shown came from the cache. */
const NO_WEBGL = () => {
  const original = HTMLCanvasElement.prototype.getContext;
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    value(this: HTMLCanvasElement, type: string, options?: unknown) {
      return /webgl/i.test(type)
        ? null
        : (original as (t: string, o?: unknown) => unknown).call(this, type, options);
    },
  });
};

/** What a tile's picture holds: its size, how much of it is drawn, its colours and where the drawing sits. */
async function pictureOf(card: Locator) {
  const img = card.locator('img');
  await expect(img).toBeVisible({ timeout: 180_000 });
  return img.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    let drawn = 0;
    let hash = 0;
    const box = { left: width, right: -1, top: height, bottom: -1 };
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        hash = (hash * 31 + data[i]! + data[i + 3]!) >>> 0;
        if (data[i + 3]! < 128) continue;
        drawn++;
        colours.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
      }
    return { width, height, drawn: drawn / (width * height), colours: colours.size, box, hash };
  });
}

/** A picture of furniture: drawn, not uniform, on a transparent background, whole and not tiny. */
function expectFurniture(picture: Awaited<ReturnType<typeof pictureOf>>) {
  expect(picture.width).toBeGreaterThanOrEqual(64);
  expect(picture.drawn).toBeGreaterThan(0.08);
  expect(picture.drawn).toBeLessThan(0.9);
  expect(picture.colours).toBeGreaterThan(8);
  // Framed whole: nothing touches the picture's edges; and large: it spans most of one side.
  expect(picture.box.left).toBeGreaterThan(0);
  expect(picture.box.top).toBeGreaterThan(0);
  expect(picture.box.right).toBeLessThan(picture.width - 1);
  expect(picture.box.bottom).toBeLessThan(picture.height - 1);
  const span = Math.max(
    (picture.box.right - picture.box.left) / picture.width,
    (picture.box.bottom - picture.box.top) / picture.height,
  );
  expect(span).toBeGreaterThan(0.6);
}

async function openBaseUnits(page: Page) {
  await page.goto('/itemsearch');
  await waitForApp(page);
  await page.getByTestId('catalog-KITCHEN').click();
  await page.getByTestId('classification-BASE').click();
  await expect(page.getByTestId('article-B1-300')).toBeVisible();
}

let context: BrowserContext;
let page: Page;
const first: Record<string, number> = {};

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
});
test.afterAll(() => context.close());

test('tiles show pictures drawn from the articles, framed whole', async () => {
  await openBaseUnits(page);
  for (const cod of ['B1-300', 'B1-900', 'B1S-800']) {
    const card = page.getByTestId(`article-${cod}`);
    const picture = await pictureOf(card);
    expectFurniture(picture);
    first[cod] = picture.hash;
    // The picture is decoration: the card's name is its text, unchanged.
    await expect(card.locator('img')).toHaveAttribute('alt', '');
  }
  // Different articles, different pictures (a 300 and a 900 unit).
  expect(first['B1-300']).not.toBe(first['B1-900']);
  await page.screenshot({ path: `${SHOTS}/base-units.png` });
});

test("a tile's tip tells the article's own size and price", async () => {
  if (!(await page.getByTestId('article-B1-300').isVisible())) await openBaseUnits(page);
  // The tip: the article's own size and its price in the guest's list (the model's defaults are
  // 600 wide, and its main line alone EUR 289.00 in the old tip).
  const narrow = page.getByTestId('article-B1-300');
  await narrow.hover();
  await expect(narrow.getByTestId('item-tip')).toHaveText('from €235.10 · 300 × 870 × 580 mm');
  const wide = page.getByTestId('article-B1-900');
  await wide.hover();
  await expect(wide.getByTestId('item-tip')).toHaveText('from €464.00 · 900 × 870 × 580 mm');
});

test('on a touch screen the tips of the cards on screen show without a pointer', async ({ browser }) => {
  // A phone: nothing hovers, so the tip comes with the card resting on screen.
  const touch = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
  const phone = await touch.newPage();
  await openBaseUnits(phone);
  // Two cards: a tap's pointer can rest on one card at most.
  await expect(phone.getByTestId('article-B1-450').getByTestId('item-tip')).toHaveText(
    /^from €.+ · 450 × 870 × 580 mm$/,
  );
  await expect(phone.getByTestId('article-B1-600').getByTestId('item-tip')).toHaveText(
    'from €341.10 · 600 × 870 × 580 mm',
  );
  await phone.screenshot({ path: `${SHOTS}/touch-tips-390.png` });
  await touch.close();
});

test('a failed catalogue load says so, without "no catalogues", and Try again loads it', async () => {
  const again = await context.newPage();
  // The list and then the kitchen's document each fail once, as a dropped connection would.
  let listFails = 1;
  await again.route(
    (url) => url.pathname === '/api/v1/catalogs',
    (route) =>
      listFails-- > 0
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"back end down"}' })
        : route.fallback(),
  );
  let documentFails = 1;
  await again.route('**/api/v1/catalogs/KITCHEN/document*', (route) =>
    documentFails-- > 0
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"back end down"}' })
      : route.fallback(),
  );
  await again.goto('/itemsearch');
  await waitForApp(again);
  const failed = again.getByTestId('itemsearch-load-failed');
  await expect(failed).toContainText('Could not load the catalogues');
  await expect(again.getByText('No catalogues are available.')).toHaveCount(0);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await again.getByTestId('catalog-KITCHEN').click();
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(again.getByTestId('classification-BASE')).toBeVisible();
  await expect(failed).toHaveCount(0);
  await again.close();
});

test('a second visit shows the kept pictures without drawing them again', async () => {
  // The same browser with WebGL gone: whatever picture shows was kept, not drawn.
  const again = await context.newPage();
  await again.addInitScript(NO_WEBGL);
  await openBaseUnits(again);
  for (const cod of ['B1-300', 'B1-900', 'B1S-800']) {
    const picture = await pictureOf(again.getByTestId(`article-${cod}`));
    expect(picture.hash).toBe(first[cod]);
  }
  await again.close();
});

test('initials only where no picture can be made', async ({ browser }) => {
  // A fresh browser without WebGL and nothing kept: the initials tile, not an empty box.
  const bare = await browser.newContext();
  const page = await bare.newPage();
  await page.addInitScript(NO_WEBGL);
  await openBaseUnits(page);
  const card = page.getByTestId('article-B1-300');
  await expect(card.getByText('BU', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(card.locator('img')).toHaveCount(0);
  await bare.close();
});
