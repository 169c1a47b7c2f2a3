import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { apiToken, seedProject, ACCOUNTS } from './projectsHelpers';
import { overflows, presetPreferences, serveConfig, waitForApp } from './shellHelpers';

// /do/{action} (spec 2, issue 23) opened as the first page, as a link in a mail or a chat would open
// it: signed out (a guest session), and signed in as a professional.

const SHOTS = 'test-results/do-links';
mkdirSync(SHOTS, { recursive: true });
test.describe.configure({ timeout: 120_000 });

/** A fresh first navigation to the link, the app started. */
async function follow(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await waitForApp(page);
}

async function signedInAs(page: Page, account: keyof typeof ACCOUNTS): Promise<void> {
  await serveConfig(page, (file) => {
    file.config.isguest = false;
    file.config.autologin = { ...ACCOUNTS[account] };
  });
}

test('a guest: /do/newProject opens the room selector, then item search', async ({ page }) => {
  await follow(page, '/do/newProject');
  const room = page.getByRole('dialog', { name: 'Room design' });
  await expect(room).toBeVisible();
  await room.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/);
  await expect(page.getByTestId('project-controls')).toBeVisible();
  // Back to the link does not start another project: it says it was followed, and runs on request.
  await page.goBack();
  await expect(page.getByTestId('do-done')).toContainText('This link was followed already');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Run it again' }).click();
  await expect(page.getByRole('dialog', { name: 'Room design' })).toBeVisible();
});

test('Back before the next screen has loaded its code still finds the link followed', async ({ page }) => {
  // React keeps the link's screen mounted while item search's code loads: Back then reaches it.
  await page.route(/ItemSearchScreen-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await follow(page, '/do/newProject');
  await page
    .getByRole('dialog', { name: 'Room design' })
    .getByRole('button', { name: 'Create room' })
    .click();
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/);
  await page.goBack();
  await expect(page.getByTestId('do-done')).toContainText('This link was followed already');
});

test('a guest: /do/insertArticle puts B1-600 in a new project and opens its configurator', async ({
  page,
}) => {
  await follow(page, '/do/insertArticle?catalog=KITCHEN&model=B1&article=B1-600');
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(page.getByRole('heading', { name: 'Base unit with doors' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Width' })).toHaveValue('600');
  // The article is of model B1: a link naming another model for it is refused with the reason.
  await follow(page, '/do/insertArticle?catalog=KITCHEN&model=W1&article=B1-600');
  await expect(page.getByTestId('do-failed')).toContainText('the catalogue has no such article');
  await follow(page, '/do/insertArticle?catalog=NOPE&article=B1-600');
  await expect(page.getByTestId('do-failed')).toContainText('there is no such catalogue');
});

test('unknown actions and bad arguments say so, in English, Italian and German', async ({ page }) => {
  await follow(page, '/do/formatDisk');
  await expect(page.getByTestId('do-unknown')).toContainText('This link does not work');
  await expect(page.getByTestId('do-unknown')).toContainText('“formatDisk”');
  // Signing in is not an action a link starts (a password in an address).
  await follow(page, '/do/login?id=HQ&user=admin&password=x');
  await expect(page.getByTestId('do-unknown')).toBeVisible();

  await follow(page, '/do/openProject?id=twelve&colour=red');
  const invalid = page.getByTestId('do-invalid');
  await expect(invalid).toContainText('This link is incomplete or wrong');
  await expect(invalid.getByRole('listitem')).toHaveText([
    'Project must be a whole number, not “twelve”',
    '“colour” is not something this action takes',
  ]);
  await follow(page, '/do/insertArticle?catalog=KITCHEN');
  await expect(page.getByTestId('do-invalid').getByRole('listitem')).toHaveText(['Article is missing']);
});

for (const [language, title, item] of [
  ['it', 'Questo collegamento è incompleto o errato', 'Progetto deve essere un numero intero, non “x”'],
  ['de', 'Dieser Link ist unvollständig oder falsch', 'Projekt muss eine ganze Zahl sein, nicht „x“'],
] as const) {
  test(`bad arguments in ${language}, dark, at 360 px`, async ({ page }) => {
    await presetPreferences(page, { language: language, mode: 'dark' });
    await page.setViewportSize({ width: 360, height: 740 });
    await follow(page, '/do/openProject?id=x');
    await expect(page.getByTestId('do-invalid')).toContainText(title);
    await expect(page.getByTestId('do-invalid').getByRole('listitem')).toHaveText([item]);
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/invalid-${language}-dark-360.png`, fullPage: true });
  });
}

test("a guest following a professional's link signs in, then the project opens", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'seller5');
  const { id } = await seedProject(request, token, { des: 'Cucina via link' });
  await follow(page, `/do/openProject?id=${id}`);
  const ask = page.getByTestId('do-sign-in');
  await expect(ask).toContainText('Sign in to continue');
  await expect(ask.getByTestId('do-details')).toContainText(String(id));
  await page.screenshot({ path: `${SHOTS}/sign-in-en-light-1280.png` });
  await ask.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const form = dialog.getByTestId('sign-in-pro');
  await form.getByLabel('User name').fill(ACCOUNTS.seller5.user);
  await form.getByLabel('Password').fill(ACCOUNTS.seller5.password);
  await form.getByLabel('Shop code').fill(ACCOUNTS.seller5.id);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/offerview$/);
  await expect(page.getByTestId('project-title')).toContainText('Cucina via link');
});

test("the signed-in user's rights: another shop's project is not opened", async ({ page, request }) => {
  const { id } = await seedProject(request, await apiToken(request, 'seller5'), { des: 'Milano only' });
  await signedInAs(page, 'seller2');
  await follow(page, `/do/openProject?id=${id}`);
  await expect(page.getByTestId('do-failed')).toContainText('there is no such project, or it is not yours');
  await expect(page).toHaveURL(new RegExp(`/do/openProject\\?id=${id}$`));
});

test('a destructive link asks first: Cancel keeps the project, Go ahead deletes it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'seller5');
  const { id } = await seedProject(request, token, { des: 'To be deleted' });
  const stored = () =>
    request.get(`/api/v1/projects/${id}`, { headers: { authorization: `Bearer ${token}` } });
  await signedInAs(page, 'seller5');
  await follow(page, `/do/deleteProject?id=${id}`);
  const confirm = page.getByTestId('do-confirm');
  await expect(confirm).toContainText('Do you want to go ahead?');
  await expect(confirm).toContainText('The link asks to Delete.');
  await expect(confirm.getByTestId('do-details')).toContainText(String(id));
  // Nothing was deleted by following the link.
  expect((await stored()).status()).toBe(200);
  await page.screenshot({ path: `${SHOTS}/confirm-en-light-1280.png` });
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect((await stored()).status()).toBe(200);

  await follow(page, `/do/deleteProject?id=${id}`);
  await page.getByTestId('do-confirm').getByRole('button', { name: 'Go ahead' }).click();
  // The link's page asked already: the action does not ask a second time.
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await stored()).status()).toBe(404);

  // The link's page was replaced by the list: Back does not come to it (nor delete again).
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

for (const [language, mode, width] of [
  ['en', 'dark', 1920],
  ['it', 'light', 360],
  ['de', 'light', 1280],
] as const) {
  test(`the question before a destructive link in ${language}, ${mode}, ${width} px`, async ({
    page,
    request,
  }) => {
    const { id } = await seedProject(request, await apiToken(request, 'seller5'), { des: 'Shot' });
    await presetPreferences(page, { language: language, mode: mode });
    await signedInAs(page, 'seller5');
    // A seller whose account's language is this one (the signed-in user's language is adopted).
    await page.route('**/api/v1/auth/login', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { profile: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, profile: { ...body.profile, language } } });
    });
    await page.setViewportSize({ width, height: 800 });
    await follow(page, `/do/deleteProject?id=${id}`);
    await expect(page.getByTestId('do-confirm')).toBeVisible();
    await expect(page.getByTestId('do-confirm')).toContainText(
      {
        en: 'The link asks to Delete',
        it: 'Il collegamento chiede: Elimina',
        de: 'Der Link verlangt: Löschen',
      }[language],
    );
    expect(await overflows(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/confirm-${language}-${mode}-${width}.png` });
  });
}

test.describe('the dClass dialog (spec 2: 1000 wide) on an article a link opened', () => {
  const article = '/do/insertArticle?catalog=KITCHEN&article=B1-600';

  test('the shipped configuration declares FRONTS: its swatches open 1000 wide; the choice changes the front', async ({
    page,
  }) => {
    await follow(page, article);
    await page.getByRole('button', { name: 'Choose' }).click();
    // Titled with the variable's name a seller knows; no configuration class code ("FrontSwatches").
    const dialog = page.getByRole('dialog', { name: 'Front finish', exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText('FrontSwatches');
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect((await dialog.boundingBox())?.width).toBeCloseTo(1000, 0);
    await dialog.getByRole('button', { name: 'Sage green, matt lacquer' }).click();
    await page.screenshot({ path: `${SHOTS}/dclass-en-light-1280.png` });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Sage green, matt lacquer' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test("a variable marked for the dialog without a class says so: 'This variable is not a dClass'", async ({
    page,
  }) => {
    await serveConfig(page, (file) => {
      file.dclass = { FRONTS: { comp: 'FrontSwatches' } };
    });
    // A catalogue whose fronts variable is marked for the dClass dialog but names no class (an import
    // that lost the reference): the button is there, the dialog cannot open.
    await page.route('**/api/v1/catalogs/KITCHEN/document*', async (route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as { document: { variables: { dClass?: string }[] } };
      for (const variable of reply.document.variables) {
        if (variable.dClass === 'FRONTS') variable.dClass = '';
      }
      await route.fulfill({ response, json: reply });
    });
    await follow(page, article);
    await page.getByRole('button', { name: 'Choose' }).click();
    await expect(page.getByText('This variable is not a dClass')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a dClass the configuration does not declare says so: 'dClass is not declared in configuration file'", async ({
    page,
  }) => {
    // The shipped configuration declares FRONTS: a deployment whose own file does not.
    await serveConfig(page, (file) => {
      file.dclass = {};
    });
    await follow(page, article);
    await page.getByRole('button', { name: 'Choose' }).click();
    await expect(page.getByText('dClass is not declared in configuration file')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
