import { expect, test } from '@playwright/test';
import {
  APP,
  APP_URL,
  appLoaded,
  openFromLayoutTool,
  parentPagesOfFile,
  received,
  request,
} from './embedHelpers';
import { allowInCsp } from './shellHelpers';

// The iframe and layout-tool transports in a real browser: a parent page on another origin (served by the
// test through routing at 127.0.0.1 while the app is at localhost) embeds the app served by the real server, and they
// talk with postMessage (spec 4, 5, 7, 8). Also measures a navigateTo round trip.

test.describe.configure({ timeout: 120_000 });

const pages = parentPagesOfFile();

test("the parent page gets 'APP loaded' from the app's origin, then the exact replies of spec 8", async ({
  page,
}) => {
  await page.goto(`${pages.parent}/shop/kitchen`);
  const loaded = await appLoaded(page);
  expect(loaded).toEqual({
    origin: APP,
    from: 'app',
    data: { status: 0, action: 'APP', msg: 'APP loaded', protocol: 1 },
  });
  const app = page.frameLocator('#app');

  expect(
    await request(page, { action: 'navigateTo', requestId: 'n1', data: { page: 'CONFIGURATORFRAME' } }),
  ).toEqual({ status: 0, action: 'navigateTo', msg: 'Page chenged', requestId: 'n1' });
  await expect(app.getByText('Waiting for the host page…')).toBeVisible();
  await expect(app.getByRole('banner')).toHaveCount(0);

  expect(await request(page, { action: 'setLang', requestId: 2, data: { lang: 'DE' } })).toEqual({
    status: 0,
    action: 'setLang',
    msg: 'Language changed',
    requestId: 2,
  });
  await expect(app.getByText('Warten auf die Host-Seite…')).toBeVisible();
  expect(await request(page, { action: 'setLang', requestId: 3, data: { lang: 'fr' } })).toEqual({
    status: 1,
    action: 'setLang',
    msg: 'Lang [fr] not valid',
    requestId: 3,
  });

  // JSON text is accepted too; the field may be on the message itself.
  expect(
    await request(page, JSON.stringify({ action: 'navigateTo', requestId: 'n2', page: 'admin' })),
  ).toEqual({
    status: 1,
    action: 'navigateTo',
    msg: 'Unknown page [admin]',
    requestId: 'n2',
  });
  expect(await request(page, { action: 'navigateTo', requestId: 'n3', data: {} })).toEqual({
    status: 1,
    action: 'navigateTo',
    msg: 'Missing page to go',
    requestId: 'n3',
  });
  expect(await request(page, { action: 'teleport', requestId: 'u1' })).toEqual({
    status: 1,
    action: 'teleport',
    msg: 'Unknown action',
    requestId: 'u1',
  });
  // The layout tool's action is unknown in an iframe.
  expect(
    await request(page, { action: 'loadCatalog', requestId: 'l1', data: { catalog: 'KITCHEN' } }),
  ).toEqual({
    status: 1,
    action: 'loadCatalog',
    msg: 'Unknown action',
    requestId: 'l1',
  });

  // Malformed messages (no text action) get no reply at all.
  const before = (await received(page)).length;
  await page.evaluate(() => {
    const post = (window as unknown as { post(m: unknown): void }).post;
    post({ action: 42, requestId: 'm1' });
    post('not json at all');
    post({ type: 'webpackHotUpdate' });
    post({ action: 'navigateTo', requestId: 'after-malformed', data: { page: 'configuratorFrame' } });
  });
  await expect.poll(async () => (await received(page)).length).toBe(before + 1);
  expect((await received(page)).at(-1)!.data).toMatchObject({ requestId: 'after-malformed', status: 0 });
  await page.screenshot({ path: 'test-results/embed/parent-configuratorFrame-de.png' });
});

test('a message from a foreign origin gets no reply and changes nothing', async ({ page }) => {
  await page.goto(`${pages.parent}/shop/kitchen`);
  await appLoaded(page);
  await request(page, { action: 'navigateTo', requestId: 'n1', data: { page: 'configuratorFrame' } });
  const app = page.frameLocator('#app');
  await expect(app.getByText('Waiting for the host page…')).toBeVisible();
  const foreign = page.frame({ url: `${pages.foreign}/widget` })!;
  await foreign.evaluate(() => (window as unknown as { attack(): void }).attack());
  // The same request from the allowed parent is answered at once; give the foreign one the same time.
  expect(
    await request(page, { action: 'navigateTo', requestId: 'n2', data: { page: 'configuratorFrame' } }),
  ).toMatchObject({ status: 0 });
  await page.waitForTimeout(300);
  expect(await foreign.evaluate(() => (window as unknown as { replies: unknown[] }).replies)).toEqual([]);
  expect((await received(page)).some((m) => m.data.requestId === 'evil')).toBe(false);
  await expect(app.getByText('Waiting for the host page…')).toBeVisible();
});

test("a parent page the configuration does not name hears nothing, not even 'APP loaded'", async ({
  page,
  context,
}) => {
  // Its frame loads (the CSP lets it here), but the app posts only to listed origins, never to '*'.
  await allowInCsp(context, APP, { 'frame-ancestors': [pages.foreign] });
  await page.goto(`${pages.foreign}/shop/kitchen`);
  const app = page.frameLocator('#app');
  await expect(app.getByTestId('app-shell')).toBeVisible({ timeout: 30_000 });
  await expect(app.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
  expect(
    await request(
      page,
      { action: 'navigateTo', requestId: 'f1', data: { page: 'configuratorFrame' } },
      3_000,
    ),
  ).toBe('timeout');
  expect(await received(page)).toEqual([]);
  await expect(app.getByText('Waiting for the host page…')).toHaveCount(0);
});

test('without a session or user id at load, the embedded app refuses guests', async ({ page }) => {
  await page.goto(`${pages.parent}/shop?src=${encodeURIComponent(`${APP}/home?hideHeader=1`)}`);
  await appLoaded(page);
  // Wait until the start-up guest login has given the app a (guest) session.
  await expect(page.frameLocator('#app').getByTestId('loading-overlay')).toHaveCount(0, { timeout: 20_000 });
  expect(
    await request(page, { action: 'navigateTo', requestId: 'g1', data: { page: 'configuratorFrame' } }),
  ).toEqual({
    status: 1,
    action: 'navigateTo',
    msg: "This site doesn't allow guest users!",
    requestId: 'g1',
  });
});

test('the layout tool opens the app in a window of the fixed name and drives it from the opener', async ({
  page,
  context,
}) => {
  const popup = await openFromLayoutTool(page, context, pages.parent);
  const loaded = await appLoaded(page);
  expect(loaded).toEqual({
    origin: APP,
    from: 'popup',
    data: { status: 0, action: 'APP', msg: 'APP loaded', protocol: 1 },
  });
  expect(
    await request(page, { action: 'goTo', requestId: 'p1', data: { page: 'configuratorFrameMobile' } }),
  ).toEqual({
    status: 0,
    action: 'goTo',
    msg: 'Page chenged',
    requestId: 'p1',
  });
  await expect(popup.getByText('Waiting for the host page…')).toBeVisible();
  await expect(popup).toHaveURL(`${APP}/configuratorFrameMobile`);
});

test('a window opened under another name is not driven by its opener', async ({ page, context }) => {
  await page.goto(`${pages.parent}/layout-tool`);
  const popupOpened = context.waitForEvent('page');
  await page.evaluate((url) => {
    (window as unknown as { popup: Window | null }).popup = window.open(url, 'someOtherWindow');
  }, `${APP}/home`);
  const popup = await popupOpened;
  await expect(popup.getByTestId('app-shell')).toBeVisible({ timeout: 20_000 });
  expect(
    await page.evaluate(() =>
      (window as unknown as { request(m: unknown, t: number): Promise<unknown> }).request(
        { action: 'goTo', requestId: 'x', data: { page: 'configuratorFrame' } },
        1500,
      ),
    ),
  ).toBe('timeout');
  expect(await received(page)).toEqual([]);
  await expect(popup).toHaveURL(`${APP}/home`);
});

test('the /embed-demo page drives every action with its buttons, top to bottom, and logs replies and events', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.goto(`${APP}/embed-demo`);
  await expect(page.getByRole('status')).toHaveText('Connected (protocol 1)', { timeout: 20_000 });
  const log = page.getByRole('list', { name: 'Replies and events' });
  const app = page.frameLocator('#arredo');
  // Leaving a configured article asks about it, as it does for a user: Yes keeps it.
  const keepArticle = async () => {
    const question = app.getByRole('dialog', { name: /Article not saved|Unsaved changes/ });
    if (!(await question.isVisible())) return;
    // The question fades out after its answer: the one just answered may still be on screen, and its
    // button goes away under the click. A question that really stays keeps the reply from coming.
    await question
      .getByRole('button', { name: 'Yes' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  };
  const until = async (expected: string | RegExp) => {
    try {
      await expect(async () => {
        await keepArticle();
        await expect(log).toContainText(expected, { timeout: 2_000 });
      }).toPass({ timeout: 120_000 });
    } catch (error) {
      await page.screenshot({ path: 'test-results/embed/embed-demo-stuck.png' });
      throw error;
    }
  };
  const press = async (action: string, expected: string | RegExp) => {
    await page.getByRole('button', { name: 'Clear log' }).click();
    await expect(log.getByRole('listitem')).toHaveCount(0);
    await page.getByRole('button', { name: action, exact: true }).click();
    await until(expected);
  };

  await press('login', '"status":0,"action":"loginDone"');
  await press('configure', '"status":0,"action":"configure"');
  await press('openGallery', '"status":0,"action":"openGallery"');
  await press('loadGallery', '"msg":"Gallery loaded correctly"');
  await press('setModel', '"msg":"Model set correctly"');
  await press('insertArticle', '"msg":"Article added correctly"');
  await press('navigateTo', '"msg":"Page chenged"');
  await expect(async () => {
    await keepArticle();
    await expect(app.getByTestId('configurator3d')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await press('changeVariant', /"status":0,"action":"changeVariant","msg":"[^"]*HANDLE=H2/);
  await until('★ pricesChanged');
  await press('takePicture', '"status":0,"action":"takePicture","msg":"data:image/');
  await press('getJsonProject', '"status":0,"action":"getJsonProject"');
  await press('saveProject', /"status":0,"action":"saveProject","msg":"\d+"/);
  await until('★ saved');
  await press('save', '"status":0,"action":"save"');
  await press('generateOffer', '"status":0,"action":"generateOffer"');
  await expect(log).toContainText('★ offerProgress');
  await expect(log).toContainText('.pdf');
  // The button opens the project saved above (after asking about the unsaved changes of the offer).
  await press('openProject', /"status":0,"action":"openProject","msg":"\d+"/);
  await press('goTo', '"msg":"Page chenged"');
  // The frame integrators show (with the open project's article, so no waiting text).
  const appFrame = () => page.frame({ url: (url) => url.origin === APP && url.pathname !== '/embed-demo/' });
  await expect.poll(() => new URL(appFrame()?.url() ?? 'about:blank').pathname).toBe('/configuratorFrame');
  const language = () => appFrame()!.evaluate(() => document.documentElement.lang);
  await press('setLang', '"msg":"Language changed"');
  await expect.poll(language).toBe('it');
  // The data box sends again what was edited: seller5's stored language back to English (shared data).
  await page.getByLabel('Data of the last action (edit, then send again)').fill('{"lang":"en"}');
  await page.getByRole('button', { name: 'Clear log' }).click();
  await page.getByRole('button', { name: 'Send again' }).click();
  await until('"msg":"Language changed"');
  await expect.poll(language).toBe('en');
  // Saving translations is for administrators: the server's refusal is shown as the kit's error.
  await press('saveTranslations', '← ArredoError');
  await page.screenshot({ path: 'test-results/embed/embed-demo.png' });
});

test('the demo page and the mobile frame at 360 px, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${APP}/embed-demo`);
    await expect(page.getByRole('status')).toHaveText('Connected (protocol 1)', { timeout: 20_000 });
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `test-results/embed/embed-demo-360-${colorScheme}.png`, fullPage: true });

    // The mobile frame is reached from a parent (it is no entry page of its own).
    await page.goto(`${pages.parent}/shop?src=${encodeURIComponent(APP_URL)}`);
    await appLoaded(page);
    await request(page, {
      action: 'navigateTo',
      requestId: colorScheme,
      data: { page: 'configuratorFrameMobile' },
    });
    const frame = page.frameLocator('#app');
    await expect(frame.getByText('Waiting for the host page…')).toBeVisible();
    expect(await frame.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
    await page.locator('#app').screenshot({ path: `test-results/embed/frame-mobile-360-${colorScheme}.png` });
  }
});

test("a window of the tool's name without an opener logs spec 8's error", async ({ page }) => {
  await page.goto(`${APP}/home`);
  await expect(page.getByTestId('app-shell')).toBeVisible({ timeout: 20_000 });
  // The name survives the reload: the app now starts as the layout tool's window, with nobody to tell.
  await page.evaluate(() => {
    window.name = 'arredoLayedit';
  });
  await page.reload();
  await expect(page.getByTestId('app-shell')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Control+Alt+KeyS');
  await expect(
    page.getByText('ERROR: error while tryin to send data to Layedit Window. no Window.').first(),
  ).toBeVisible();
});
