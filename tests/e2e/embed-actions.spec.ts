import { expect, test, type Frame, type Page } from '@playwright/test';
import { createHash, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import {
  APP,
  appLoaded,
  eventsOf,
  received,
  request,
  serveEmbedConfig,
  startParentPages,
  type ParentPages,
} from './embedHelpers';
import { apiAs } from './signinHelpers';

// Every host action end to end through the real renderer: a parent page on another origin drives the app in
// an iframe (and the layout tool's window), the app runs its own actions against the real server, and the
// parent receives the exact replies of spec 8 and the loaded, loginDone and saved events.

test.describe.configure({ timeout: 360_000 });

let pages: ParentPages;
test.beforeAll(async () => {
  pages = await startParentPages();
});
test.afterAll(() => pages.close());
test.beforeEach(async ({ context }) => serveEmbedConfig(context, pages.parent));

const SELLER5 = { id: 'MILANO', user: 'seller5', password: 'arredo-seller5' };
const ADMIN = { id: 'HQ', user: 'admin', password: 'arredo-admin' };

let sequence = 0;
/** Sends an action from the parent and resolves with its reply (a fresh requestId each time). */
async function send(page: Page, action: string, data?: unknown): Promise<Record<string, unknown>> {
  sequence += 1;
  const message =
    data === undefined ? { action, requestId: sequence } : { action, requestId: sequence, data };
  const reply = await request(page, message, 90_000);
  if (reply === 'timeout') {
    await page.screenshot({ path: `test-results/embed/no-reply-to-${action}.png` });
    throw new Error(`no reply to ${action}`);
  }
  expect(reply.requestId).toBe(sequence);
  const { requestId: _id, ...rest } = reply;
  return rest;
}

const refused = (action: string, msg: string) => ({ status: 1, action, msg });
const done = (action: string, msg: string) => ({ status: 0, action, msg });

async function appFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('#app').elementHandle())!.contentFrame();
  return frame!;
}

async function appPath(page: Page): Promise<string> {
  return new URL((await appFrame(page)).url()).pathname;
}

/** Opens the parent page and waits for 'APP loaded' and the start-up guest session. */
async function openParent(page: Page): Promise<void> {
  await page.goto(`${pages.parent}/shop/kitchen`);
  await appLoaded(page);
  await expect(page.frameLocator('#app').getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
}

/** The pixel size of an image given as a data URL, decoded by the browser. */
function imageSize(page: Page, dataUrl: string): Promise<[number, number]> {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight] as [number, number];
  }, dataUrl);
}

/**
 * generateOffer sends offerProgress events with the request's id before its reply, so the reply is waited
 * for by its action rather than by the first message with the id.
 */
async function generateOffer(page: Page): Promise<{ progress: number[]; reply: Record<string, unknown> }> {
  sequence += 1;
  const id = sequence;
  return page.evaluate(async (requestId) => {
    type Parent = {
      post(m: unknown): void;
      waitFor(test: (d: Record<string, unknown>) => boolean, t: number): Promise<unknown>;
      received: { data: Record<string, unknown> }[];
    };
    const parent = window as unknown as Parent;
    parent.post({ action: 'generateOffer', requestId });
    const found = (await parent.waitFor(
      (d) => d.action === 'generateOffer' && d.requestId === requestId,
      120_000,
    )) as 'timeout' | { data: Record<string, unknown> };
    if (found === 'timeout') throw new Error('no reply to generateOffer');
    const progress = parent.received
      .map((m) => m.data)
      .filter((d) => d?.action === 'offerProgress' && d.requestId === requestId)
      .map((d) => d.progress as number);
    return { progress, reply: found.data };
  }, id);
}

function loginKey(privateKeyPem: string, kid: string, shop: string, user: string): string {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const header = b64({ alg: 'RS256', typ: 'JWT', kid });
  const claims = b64({ id: shop, user, jti: randomUUID(), iat, exp: iat + 60 });
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(privateKeyPem, 'base64url');
  return `${header}.${claims}.${signature}`;
}

test('a seller signs in from the parent, builds, prices, saves and reopens a project: every reply and event', async ({
  page,
}) => {
  await openParent(page);
  const app = page.frameLocator('#app');

  // A guest session: the pre-checks of spec 5.
  expect(await send(page, 'openProject', { id: 1 })).toEqual(refused('openProject', 'First must do login'));
  expect(await send(page, 'saveTranslations', { lang: 'it', translations: {} })).toEqual(
    refused('saveTranslations', 'First must do login'),
  );
  expect(await send(page, 'getJsonProject')).toEqual(
    refused('getJsonProject', 'You must first initialize a project'),
  );
  expect(await send(page, 'save')).toEqual(refused('save', 'You must first initialize a project'));

  // Login: incomplete, wrong, then right; with no project open a new one starts (no room question).
  expect(await send(page, 'login', { id: 'MILANO', user: 'seller5' })).toEqual(
    refused('login', 'Login needs id, user and password together'),
  );
  expect(await send(page, 'login', { ...SELLER5, password: 'wrong-password' })).toEqual(
    refused('login', 'Incorrect data, please check your credentials.'),
  );
  const loginDone = await send(page, 'login', SELLER5);
  expect(loginDone).toMatchObject({ status: 0, action: 'loginDone', sessionId: expect.any(String) });
  expect(JSON.parse(loginDone.msg as string)).toMatchObject({ rows: [] });
  await expect.poll(() => appPath(page)).toBe('/itemsearch/newprj');
  await expect(app.getByRole('dialog')).toHaveCount(0);
  const [loadedEvent] = await eventsOf(page, 'loaded');
  expect(loadedEvent).toMatchObject({ status: 0, sessionId: loginDone.sessionId });

  // setModel
  expect(await send(page, 'setModel', { model: 'B1' })).toEqual(refused('setModel', 'Missing catalog'));
  expect(await send(page, 'setModel', { catalog: 'KITCHEN' })).toEqual(refused('setModel', 'Missing model'));
  expect(await send(page, 'setModel', { catalog: 'ATTIC', model: 'B1' })).toEqual(
    refused('setModel', 'Catalog not found'),
  );
  expect(await send(page, 'setModel', { catalog: 'KITCHEN', model: 'NOPE' })).toEqual(
    refused('setModel', 'Model unknown'),
  );
  expect(await send(page, 'setModel', { catalog: 'kitchen', model: 'b1' })).toEqual(
    done('setModel', 'Model set correctly'),
  );
  await expect.poll(() => appPath(page)).toBe('/configurator');
  await expect(app.getByTestId('screen-title')).toHaveText('Base unit with doors');

  // insertArticle (the fields may be on the message itself)
  const article = { catalog: 'KITCHEN', model: 'B1' };
  expect(await send(page, 'insertArticle', article)).toEqual(
    refused('insertArticle', 'Missing classification'),
  );
  expect(await send(page, 'insertArticle', { ...article, classification: 'BASE' })).toEqual(
    refused('insertArticle', 'Missing article'),
  );
  expect(await send(page, 'insertArticle', { ...article, classification: 'BASE', article: 'B1-7' })).toEqual(
    refused('insertArticle', 'Article not found'),
  );
  expect(
    await send(page, 'insertArticle', { ...article, classification: 'BASE', article: 'B1-900' }),
  ).toEqual(done('insertArticle', 'Article added correctly'));

  // loadGallery and openGallery
  expect(await send(page, 'loadGallery', { catalog: 'KITCHEN' })).toEqual(
    refused('loadGallery', 'Missing id gallery'),
  );
  expect(await send(page, 'loadGallery', { catalog: 'KITCHEN', idGallery: 'no-such' })).toEqual(
    refused('loadGallery', 'Unknown id gallery'),
  );
  expect(await send(page, 'loadGallery', { catalog: 'KITCHEN', idGallery: 'sage-sink-800' })).toEqual(
    done('loadGallery', 'Gallery loaded correctly'),
  );
  await expect(app.getByTestId('screen-title')).toHaveText('Sink base unit');
  // navigateTo with the article unsaved: no reply while the question is open; closing it keeps the
  // page, and the reply (status 1, with the request's id) says so.
  sequence += 1;
  const held = sequence;
  const heldReply = request(
    page,
    { action: 'navigateTo', requestId: held, data: { page: 'offerview' } },
    60_000,
  );
  const keep = app.getByRole('dialog', { name: 'Article not saved' });
  await expect(keep).toBeVisible();
  expect((await received(page)).some((m) => m.data?.requestId === held)).toBe(false);
  await keep.getByRole('button', { name: 'Close' }).click();
  expect(await heldReply).toEqual({
    status: 1,
    action: 'navigateTo',
    msg: 'Page not changed: the user stayed on [/configurator]',
    requestId: held,
  });
  expect(await appPath(page)).toBe('/configurator');
  await expect(keep).toHaveCount(0);
  const galleries = await send(page, 'openGallery', { catalog: 'kitchen' });
  expect(galleries).toMatchObject({ status: 0, action: 'openGallery' });
  expect((JSON.parse(galleries.msg as string) as { cod: string }[]).map((g) => g.cod)).toContain(
    'SAGE-SINK-800',
  );
  // Leaving the configurator asks about the unsaved article, as it does for a user: Yes keeps it.
  const question = app.getByRole('dialog', { name: 'Article not saved' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => appPath(page)).toBe('/itemsearch');
  await expect(app.getByRole('navigation', { name: 'Where you are' })).toContainText(
    'Modena kitchen programme',
  );
  await expect(app.getByRole('button', { name: /Add gallery/ }).first()).toBeVisible();

  // changeVariant needs the 3D view.
  expect(await send(page, 'changeVariant', { varCod: 'HANDLE', varVal: 'H2' })).toEqual(
    refused('changeVariant', 'You must first go to 3D view'),
  );
  expect(await send(page, 'navigateTo', { page: 'configurator3d' })).toEqual(
    done('navigateTo', 'Page chenged'),
  );
  await expect(app.getByTestId('configurator3d')).toBeVisible({ timeout: 30_000 });
  expect(await send(page, 'changeVariant', { varVal: 'H2' })).toEqual(
    refused('changeVariant', 'Missing variant code'),
  );
  expect(await send(page, 'changeVariant', { varCod: 'HANDLE' })).toEqual(
    refused('changeVariant', 'Missing variant value'),
  );
  const pricesBefore = (await eventsOf(page, 'pricesChanged')).length;
  // A wider sink base costs more: a new total, so a new pricesChanged.
  const changed = await send(page, 'changeVariant', { varCod: 'width', varVal: '900' });
  expect(changed).toMatchObject({ status: 0, action: 'changeVariant' });
  expect(changed.msg).toContain('WIDTH=900');
  await expect
    .poll(async () => (await eventsOf(page, 'pricesChanged')).length, { timeout: 30_000 })
    .toBeGreaterThan(pricesBefore);
  // Each change event carries its content's SHA-256, and one is sent only when the content changed.
  const sha256 = (text: unknown) => createHash('sha256').update(String(text)).digest('hex');
  const priceEvents = await eventsOf(page, 'pricesChanged');
  const lastPrices = priceEvents.at(-1)!;
  expect(lastPrices.hash).toBe(sha256(lastPrices.msg));
  expect(JSON.parse(lastPrices.msg as string)).toMatchObject({ currency: 'EUR' });
  const hashes = priceEvents.map((event) => event.hash);
  expect(hashes.every((hash, i) => i === 0 || hash !== hashes[i - 1])).toBe(true);
  const partEvents = await eventsOf(page, 'partsChanged');
  expect(partEvents.length).toBeGreaterThan(0);
  expect(partEvents.at(-1)!.hash).toBe(sha256(partEvents.at(-1)!.msg));
  expect(JSON.parse(partEvents.at(-1)!.msg as string).rows.length).toBeGreaterThan(0);

  expect(await send(page, 'changeVariant', { varCod: 'HANDLE', varVal: 'H3' })).toMatchObject({ status: 0 });

  // takePicture: an image of the 3D view at the size asked for (spec 5: whole numbers).
  expect(await send(page, 'takePicture', { width: 0 })).toEqual(
    refused('takePicture', 'Invalid width: expected a whole number from 1 to 8192'),
  );
  const picture = await send(page, 'takePicture', { width: 320, height: 200 });
  expect(picture).toMatchObject({ status: 0, action: 'takePicture' });
  expect(picture.msg).toMatch(/^data:image\/(png|jpeg);base64,/);
  expect(await imageSize(page, picture.msg as string)).toEqual([320, 200]);
  // Off the 3D view (its software rendering here is slow) for the rest.
  expect(await send(page, 'navigateTo', { page: 'offerview' })).toEqual(done('navigateTo', 'Page chenged'));
  await expect.poll(() => appPath(page)).toBe('/offerview');

  // getJsonProject: the project with measures and currency.
  const exported = await send(page, 'getJsonProject');
  const json = JSON.parse(exported.msg as string) as { rows: { var: string }[]; currency: string };
  expect(json.rows).toHaveLength(3);
  expect(json).toMatchObject({ currency: 'EUR', measures: { length: 'MM' } });

  // saveProject titles the untitled project and answers its id; saved follows.
  const saved = await send(page, 'saveProject', { description: 'Embedded kitchen' });
  expect(saved).toMatchObject({ status: 0, action: 'saveProject', msg: expect.stringMatching(/^\d+$/) });
  const id = Number(saved.msg);
  await expect
    .poll(async () => (await eventsOf(page, 'saved')).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const savedEvent = (await eventsOf(page, 'saved')).at(-1)!;
  expect(savedEvent).toMatchObject({ projectId: id, sessionId: loginDone.sessionId });
  expect(JSON.parse(savedEvent.msg as string).des).toBe('Embedded kitchen');

  // save: the article and the project; the reply tells what was stored.
  const savedAgain = await send(page, 'save');
  expect(savedAgain).toMatchObject({
    status: 0,
    action: 'save',
    projectId: id,
    sessionId: loginDone.sessionId,
  });
  expect(JSON.parse(savedAgain.msg as string).des).toBe('Embedded kitchen');
  const seller = await apiAs(APP, SELLER5);
  const stored = (await (await seller.get(`/api/v1/projects/${id}`)).json()) as {
    project: { des: string; rows: { var: string; boxid: string }[] };
  };
  expect(stored.project.des).toBe('Embedded kitchen');
  expect(stored.project.rows.some((r) => r.var.includes('HANDLE=H3'))).toBe(true);

  // openProject: missing id, a bad id, an id with no project (status 0 inside an iframe), then this one.
  expect(await send(page, 'openProject', {})).toEqual(refused('openProject', 'Missing id project'));
  expect(await send(page, 'openProject', { id: 'twelve' })).toEqual(
    refused('openProject', 'Invalid id project: expected a whole number from 1 to 2147483647'),
  );
  expect(await send(page, 'openProject', { id: 2_147_483_000 })).toEqual(
    done('openProject', 'Missing Project File'),
  );
  expect(await send(page, 'openProject', { id: String(id) })).toEqual(done('openProject', String(id)));
  await expect.poll(() => appPath(page)).toBe('/offerview');

  // configure: the open project with a box id makes that row current.
  const box = stored.project.rows[0]!.boxid;
  const configured = await send(page, 'configure', { id, boxid: box });
  expect(configured).toMatchObject({ status: 0, action: 'configure', sessionId: loginDone.sessionId });
  const current = JSON.parse(configured.msg as string) as {
    currentrow: string;
    rows: { uniqueid: string; boxid: string }[];
  };
  expect(current.rows.find((r) => String(r.uniqueid) === String(current.currentrow))?.boxid).toBe(box);

  // setLang, goTo
  expect(await send(page, 'setLang', {})).toEqual(refused('setLang', 'Missing lang'));
  expect(await send(page, 'setLang', { lang: 'd' })).toEqual(done('setLang', 'Language changed'));
  expect(await send(page, 'goTo', { page: 'projects' })).toEqual(done('goTo', 'Page chenged'));
  await expect.poll(() => appPath(page)).toBe('/projects');
  await expect(app.getByTestId('screen-title')).toHaveText('Projekte');
  // setLang stored German with seller5, whom the other suites sign in as: back to English.
  expect(await send(page, 'setLang', { lang: 'en' })).toEqual(done('setLang', 'Language changed'));
  expect(await send(page, 'goTo', { page: 'home', params: 'x' })).toEqual(
    refused('goTo', 'Too many parameters for page [home]'),
  );

  // takePicture needs the 3D view; generateOffer: offerProgress events of spec 4, then the PDF's address.
  expect(await send(page, 'takePicture', {})).toEqual(refused('takePicture', 'You must first go to 3D view'));
  const offer = await generateOffer(page);
  expect(offer.progress).toEqual([0.1, 0.2, 0.4, 0.6]);
  expect(offer.reply).toMatchObject({ status: 0, action: 'generateOffer' });
  const file = JSON.parse(offer.reply.msg as string) as { url: string; fileName: string };
  expect(file.fileName).toMatch(/\.pdf$/);
  const pdf = await seller.get(new URL(file.url, APP).href);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The offer was saved with its views: nothing is left to ask about, so reopening answers at once.
  expect(await send(page, 'openProject', { id })).toEqual(done('openProject', String(id)));
  await seller.dispose();
});

test('translations: a seller is refused by the server, an administrator saves them (checked on the server)', async ({
  page,
}) => {
  await openParent(page);
  expect(await send(page, 'login', SELLER5)).toMatchObject({ status: 0, action: 'loginDone' });
  const sellerTry = await send(page, 'saveTranslations', {
    lang: 'it',
    translations: { 'e2e.hello': 'ciao' },
  });
  expect(sellerTry).toMatchObject({ status: 1, action: 'saveTranslations' });
  expect(sellerTry.msg).not.toBe('');

  expect(await send(page, 'login', ADMIN)).toMatchObject({ status: 0, action: 'loginDone' });
  expect(await send(page, 'saveTranslations', { translations: {} })).toEqual(
    refused('saveTranslations', 'Missing lang'),
  );
  expect(await send(page, 'saveTranslations', { lang: 'it', translations: { hello: 3 } })).toEqual(
    refused('saveTranslations', 'Translation [hello] is not text'),
  );
  const key = `e2e.embed.${randomUUID().slice(0, 8)}`;
  expect(
    await send(page, 'saveTranslations', { lang: 'it', translations: { [key]: 'ciao dal genitore' } }),
  ).toEqual(done('saveTranslations', 'Translations saved'));
  const admin = await apiAs(APP, ADMIN);
  const texts = (await (await admin.get('/api/v1/translations/it')).json()) as {
    translations: Record<string, string>;
  };
  expect(texts.translations[key]).toBe('ciao dal genitore');

  // Saved texts show at once in the frame, without a reload, and again after one (from the server).
  // The data dir is shared by every spec: the bundled text is put back at the end.
  const hintKey = 'home.openProjectsHint';
  const bundled = 'Continue with your saved projects and orders.';
  const mine = `Your kitchens, kept by the shop (${key.slice(-8)})`;
  const frame = page.frameLocator('#app');
  try {
    expect(await send(page, 'navigateTo', { page: 'home' })).toEqual(done('navigateTo', 'Page chenged'));
    await expect(frame.getByText(bundled)).toBeVisible();
    expect(await send(page, 'saveTranslations', { lang: 'en', translations: { [hintKey]: mine } })).toEqual(
      done('saveTranslations', 'Translations saved'),
    );
    await expect(frame.getByText(mine)).toBeVisible();
    await expect(frame.getByText(bundled)).toHaveCount(0);
    const starts = (await received(page)).filter((m) => m.data?.msg === 'APP loaded');
    expect(starts).toHaveLength(1);

    await page.reload();
    await appLoaded(page);
    await expect(frame.getByText(mine)).toBeVisible({ timeout: 30_000 });
  } finally {
    const restored = await admin.put('/api/v1/translations/en', {
      data: { translations: { [hintKey]: bundled } },
    });
    expect(restored.status()).toBe(200);
    await admin.dispose();
  }
});

test('guest and RSA-key logins from the parent; a bad key is the APP error with its reason', async ({
  page,
}) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `e2e-embed-${randomUUID().slice(0, 8)}`;
  const admin = await apiAs(APP, ADMIN);
  const registered = await admin.put(`/api/v1/auth/trusted-keys/${kid}`, {
    data: { publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), shops: ['MILANO'] },
  });
  expect(registered.status()).toBeLessThan(300);
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  await openParent(page);
  const guest = await send(page, 'login', { guest: true });
  expect(guest).toMatchObject({ status: 0, action: 'loginDone', sessionId: expect.any(String) });

  const rsa = await send(page, 'login', { key: loginKey(pem, kid, 'MILANO', 'seller5') });
  expect(rsa).toMatchObject({ status: 0, action: 'loginDone', sessionId: expect.any(String) });
  expect(rsa.sessionId).not.toBe(guest.sessionId);
  // Now a seller: openProject passes the login check (and finds no project there).
  expect(await send(page, 'openProject', { id: 2_147_483_001 })).toEqual(
    done('openProject', 'Missing Project File'),
  );

  const failed = await send(page, 'login', { key: 'not-a-key' });
  expect(failed).toEqual({
    status: 1,
    action: 'APP',
    msg: 'RSA login failed',
    detail: 'The RSA login key is not a compact JWT (key)',
  });
  // The parent hears the failure once: the reply, not a second copy from the renderer's action. Another
  // round trip first, so anything the app posted after the reply has arrived too.
  expect(await send(page, 'navigateTo', { page: 'home' })).toEqual(done('navigateTo', 'Page chenged'));
  const rsaErrors = (await received(page)).filter((m) => m.data?.msg === 'RSA login failed');
  expect(rsaErrors).toHaveLength(1);
  await admin.dispose();
});

test('the layout tool loads a catalogue in its window: empty project, breadcrumb, item search', async ({
  page,
  context,
}) => {
  await page.goto(`${pages.parent}/layout-tool`);
  const popupOpened = context.waitForEvent('page');
  await page.evaluate((url) => {
    (window as unknown as { popup: Window | null }).popup = window.open(url, 'arredoLayedit');
  }, `${APP}/home`);
  const popup = await popupOpened;
  await appLoaded(page);
  await expect(popup.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 30_000 });
  expect(await send(page, 'loadCatalog', {})).toEqual(refused('loadCatalog', 'Missing catalog'));
  expect(await send(page, 'loadCatalog', { catalog: 'ATTIC' })).toEqual(
    refused('loadCatalog', 'Catalog not found'),
  );
  expect(await send(page, 'loadCatalog', { catalog: 'kitchen' })).toEqual(done('loadCatalog', 'KITCHEN'));
  await expect(popup).toHaveURL(`${APP}/itemsearch/newprj`);
  await expect(popup.getByRole('navigation', { name: 'Where you are' })).toContainText(
    'Modena kitchen programme',
  );
  await expect(popup.getByTestId('classification-BASE')).toBeVisible();
  await popup.screenshot({ path: 'test-results/embed/layout-tool-loadCatalog.png' });
  // The project is open (empty): the export answers, with no rows.
  const exported = await send(page, 'getJsonProject');
  expect(JSON.parse(exported.msg as string)).toMatchObject({ rows: [] });
  // A history entry: Back returns to home.
  await popup.goBack();
  await expect(popup).toHaveURL(`${APP}/home`);
});

test('a catalogue without galleries: loadGallery and openGallery say so', async ({ page, context }) => {
  // Every sample catalogue has galleries: the gallery search answers this catalogue's as a catalogue
  // without any would be answered by the server (the same reply shape, an empty list).
  await context.route('**/api/v1/galleries/search*', async (route) => {
    const body = route.request().postDataJSON() as { catalog?: string } | null;
    if (body?.catalog?.toUpperCase() === 'DOORS') {
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ galleries: [] }),
      });
    } else await route.continue();
  });
  await openParent(page);
  expect(await send(page, 'loadGallery', { catalog: 'DOORS', idGallery: 'X' })).toEqual(
    refused('loadGallery', 'No gallery available'),
  );
  expect(await send(page, 'openGallery', { catalog: 'DOORS' })).toEqual(
    refused('openGallery', 'No gallery available'),
  );
  expect(await send(page, 'openGallery', {})).toEqual(refused('openGallery', 'Missing catalog'));
  expect(await send(page, 'openGallery', { catalog: 'ATTIC' })).toEqual(
    refused('openGallery', 'Catalog not found'),
  );
});
