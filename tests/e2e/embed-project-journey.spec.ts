import { expect, test, type Frame, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { done, nextRequestId, openParent, refused, send, SELLER5 } from './embedActionHelpers';
import { APP, eventsOf, received, request, parentPagesOfFile } from './embedHelpers';
import { apiAs } from './signinHelpers';

// A seller's whole project through the host actions, end to end in the real renderer: a parent page on
// another origin drives the app in an iframe, the app runs its own actions against the real server, and
// the parent receives the exact replies of spec 8 and the loaded, loginDone and saved events.

test.describe.configure({ timeout: 360_000 });

const pages = parentPagesOfFile();

async function appFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('#app').elementHandle())!.contentFrame();
  return frame!;
}

async function appPath(page: Page): Promise<string> {
  return new URL((await appFrame(page)).url()).pathname;
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
  const id = nextRequestId();
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

test('a seller signs in from the parent, builds, prices, saves and reopens a project: every reply and event', async ({
  page,
}) => {
  await openParent(page, pages.parent);
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
  const held = nextRequestId();
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
