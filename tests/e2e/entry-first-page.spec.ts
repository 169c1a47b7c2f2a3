import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ACCOUNTS, apiToken, seedProject } from './projectsHelpers';
import { serveConfig, waitForApp } from './shellHelpers';

// Issue 23's bar: every entry route (the example customer's seven and /do's spec examples) opened as
// the first page in each of the three ways a browser can arrive: signed out (no guest login in the
// configuration), as a guest, and as a professional (automatic login). Each lands on its task.

const SHOTS = 'test-results/entry-first-page';
mkdirSync(SHOTS, { recursive: true });
test.describe.configure({ timeout: 120_000 });

const STATES = ['signed out', 'guest', 'professional'] as const;
type State = (typeof STATES)[number];

async function arrive(page: Page, state: State, path: string, customer?: string): Promise<void> {
  await serveConfig(page, (file) => {
    if (customer) file.config.customer = customer;
    if (state !== 'guest') file.config.isguest = false;
    if (state === 'professional') file.config.autologin = { ...ACCOUNTS.seller5 };
  });
  await page.goto(path);
  await waitForApp(page);
}

/** Who the header says is signed in: nobody and a guest get its Sign in button, a seller their menu. */
async function expectWho(page: Page, state: State): Promise<void> {
  // By test id: a modal dialog (the room selector) hides the header from the accessibility tree.
  const signIn = page.getByTestId('sign-in');
  if (state === 'professional') {
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(signIn).toHaveCount(0);
  } else await expect(signIn).toBeVisible();
}

/** Signed out, a route asks to sign in first; signing in (as seller5) carries on with the route. */
async function signInFirst(page: Page, testId: 'entry-sign-in' | 'do-sign-in'): Promise<void> {
  const ask = page.getByTestId(testId);
  await expect(ask).toContainText('Sign in to continue');
  await page.screenshot({ path: `${SHOTS}/${testId}-${page.url().split('/').pop()!.split('?')[0]}.png` });
  await ask.getByRole('button', { name: 'Sign in' }).click();
  const form = page.getByRole('dialog', { name: 'Sign in' }).getByTestId('sign-in-pro');
  await form.getByLabel('User name').fill(ACCOUNTS.seller5.user);
  await form.getByLabel('Password').fill(ACCOUNTS.seller5.password);
  await form.getByLabel('Shop code').fill(ACCOUNTS.seller5.id);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

const configurators = [
  ['/kitchenSingleConfig', 'B1'],
  ['/doorConfig', 'INTDOOR'],
  ['/windowConfig', 'WINDOW'],
] as const;

for (const state of STATES) {
  test.describe(`first page, ${state}`, () => {
    test(`/kitchenConfig: the room selector, then the kitchen catalogue (${state})`, async ({ page }) => {
      await arrive(page, state, '/kitchenConfig', 'verdelegno');
      await expectWho(page, state);
      // No guest session in this deployment: the catalogues answer no one, so sign-in comes first.
      if (state === 'signed out') await signInFirst(page, 'entry-sign-in');
      const room = page.getByRole('dialog', { name: 'Room design' });
      await expect(room).toBeVisible();
      await room.getByRole('button', { name: 'Create room' }).click();
      await expect(page).toHaveURL(/\/itemsearch\/newprj$/);
      await expect(page.getByText('Modena kitchen programme').first()).toBeVisible();
    });

    for (const [path, model] of configurators) {
      test(`${path}: its configurator (${state})`, async ({ page }) => {
        await arrive(page, state, path, 'verdelegno');
        if (state === 'signed out') await signInFirst(page, 'entry-sign-in');
        else await expectWho(page, state);
        await expect(page).toHaveURL(/\/configurator$/);
        await expect(page.getByRole('form', { name: 'Options' })).toBeVisible();
        // The article's code under its name: the route's model, in the catalogue it names.
        const summary = page.getByRole('complementary', { name: 'Article summary' });
        await expect(summary).toContainText(new RegExp(`· ${model}`));
        await expect(summary.getByTestId('row-price')).not.toHaveText('');
        await page.screenshot({ path: `${SHOTS}/${path.slice(1)}-${state.replace(' ', '-')}.png` });
      });
    }

    for (const [path, configure] of [
      ['/kitchenAr', '/kitchenConfig'],
      ['/kitchenSingleAr', '/kitchenSingleConfig'],
      ['/windowAr', '/windowConfig'],
    ] as const) {
      test(`${path}: nothing configured yet, the way to configure it (${state})`, async ({ page }) => {
        await arrive(page, state, path, 'verdelegno');
        await expectWho(page, state);
        const empty = page.getByTestId('ar-entry-empty');
        await expect(empty).toContainText('Nothing configured yet');
        await expect(empty.getByRole('link', { name: 'Configure' })).toHaveAttribute('href', configure);
      });
    }

    test(`/do/newProject and /do/insertArticle run at once (${state})`, async ({ page }) => {
      await arrive(page, state, '/do/newProject');
      if (state === 'signed out') {
        await expect(page.getByTestId('do-sign-in')).toContainText('Sign in to continue');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      } else await expect(page.getByRole('dialog', { name: 'Room design' })).toBeVisible();
      await expectWho(page, state);
      await page.goto('/do/insertArticle?catalog=KITCHEN&model=B1&article=B1-600');
      await waitForApp(page);
      // Signed out: once signed in, the link runs with the seller's rights.
      if (state === 'signed out') await signInFirst(page, 'do-sign-in');
      await expect(page).toHaveURL(/\/configurator$/);
      await expect(page.getByRole('heading', { name: 'Base unit with doors' })).toBeVisible();
      await expect(page.getByRole('spinbutton', { name: 'Width' })).toHaveValue('600');
    });

    test(`/do/openProject and /do/deleteProject of a seller's project (${state})`, async ({
      page,
      request,
    }) => {
      const token = await apiToken(request, 'seller5');
      const { id } = await seedProject(request, token, { des: `Linked ${state}` });
      const stored = async () =>
        (
          await request.get(`/api/v1/projects/${id}`, { headers: { authorization: `Bearer ${token}` } })
        ).status();
      await arrive(page, state, `/do/deleteProject?id=${id}`);
      if (state === 'professional') {
        // A link is not consent: the seller is asked, and nothing is deleted meanwhile.
        await expect(page.getByTestId('do-confirm')).toContainText('Do you want to go ahead?');
      } else {
        await expect(page.getByTestId('do-sign-in')).toContainText('Sign in to continue');
      }
      expect(await stored()).toBe(200);

      await page.goto(`/do/openProject?id=${id}`);
      await waitForApp(page);
      if (state === 'professional') {
        await expect(page).toHaveURL(/\/offerview$/);
        await expect(page.getByTestId('project-title')).toContainText(`Linked ${state}`);
      } else {
        await expect(page.getByTestId('do-sign-in').getByTestId('do-details')).toContainText(String(id));
      }
    });
  });
}
