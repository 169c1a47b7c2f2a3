import { expect, test, type Page } from '@playwright/test';
import { rows, search, seedProject, apiToken, rowCommand, startSignedIn } from './projectsHelpers';
import { navigateInApp, waitForApp } from './shellHelpers';
import { ADMIN, signInWithDialog } from './signinHelpers';

// Issue 19, honest and finished screens: a first visit logs no error, a refused number shows the
// value in force, a guest's Save says that signing in saves, save, clone and "load into the project"
// say what they did, dialogs take spec 9's widths, and at 360 px the header's controls do not
// overlap and the project title is reachable.

const SHOTS = 'test-results/honest';
test.describe.configure({ timeout: 120_000 });

/** The header's visible controls, with their boxes. */
async function headerControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('header button, header a, header [role=status]')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => box.width > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map(({ element, box }) => ({
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
      })),
  );
}

test('a guest: no console error on a first visit, a refused number, Save explains signing in', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The session probe's 401 (no session yet) is the expected answer, not a fault.
    const url = message.location().url;
    if (/\/api\/v1\/auth\/session$/.test(url) && message.text().includes('401')) return;
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/home');
  await waitForApp(page);
  await page.goto('/itemsearch');
  await page.getByTestId('catalog-KITCHEN').click();
  await page.getByTestId('classification-BASE').click();
  await page.getByTestId('article-B1-600').getByRole('button', { name: /Add/ }).click();
  await expect(page.getByTestId('screen-title')).toHaveText('Base unit with doors');
  expect(errors).toEqual([]);

  // A number the rules refuse: the field shows the value in force and says so, in words.
  const width = page.getByRole('spinbutton', { name: 'Width' });
  await width.fill('610');
  await width.press('Enter');
  await expect(width).toHaveValue('600');
  await expect(page.getByTestId('number-refused')).toHaveText(
    'Not taken: 610 mm. The value in force is 600 mm.',
  );
  await width.fill('5000');
  await width.press('Enter');
  await expect(width).toHaveValue('600');
  await expect(page.getByTestId('number-refused')).toHaveText(
    'Not taken: 5000 mm. The value in force is 600 mm.',
  );
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await width.fill('800');
  await width.press('Enter');
  await expect(width).toHaveValue('800');
  await expect(page.getByTestId('number-refused')).toHaveCount(0);

  // A guest's Save: says that signing in saves, and offers it.
  await page.getByTestId('save-project').click();
  const explained = page.getByTestId('guest-save');
  await expect(explained).toContainText('Sign in to save');
  await expect(explained).toContainText('sign in (or create an account), then save');
  await page.screenshot({ path: `${SHOTS}/guest-save-desktop-light.png` });
  await explained.getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  // Spec 9's dialog widths: the sign-in dialog is 400 px wide (it was 440).
  await expect.poll(async () => Math.round((await signIn.boundingBox())!.width)).toBe(400);
  expect(errors).toEqual([]);
});

test('signed in: Ctrl+S, clone and loading an inspiration room say what they did', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'seller5');
  const tag = `Hn${Date.now().toString(36)}`;
  await seedProject(request, token, { des: `${tag} kitchen` });
  await startSignedIn(page, 'seller5', { toProjects: true });
  await search(page, tag);
  await expect(rows(page)).toHaveCount(1);
  await rowCommand(page, `${tag} kitchen`, 'Clone');
  await expect(
    page.getByTestId('toast').filter({ hasText: `Copy created: ${tag} kitchen (copy)` }),
  ).toBeVisible();

  await rowCommand(page, `${tag} kitchen`, 'Open project');
  await expect(page.getByTestId('project-title')).toHaveText(`${tag} kitchen`);
  await navigateInApp(page, '/inspiration');
  await page
    .getByRole('button', { name: /^Load .* into the project$/ })
    .first()
    .click();
  await expect(page.getByTestId('toast').filter({ hasText: /pieces? added/ })).toBeVisible();
  // Ctrl+S saves from anywhere and says what it saved, not only the header's button.
  await page.keyboard.press('Control+s');
  // (The save renders the project's pictures first: seconds in a software-rendered browser.)
  await expect(page.getByTestId('toast').filter({ hasText: `Project “${tag} kitchen” saved` })).toBeVisible({
    timeout: 60_000,
  });
});

test('360 px: the header controls do not overlap, and the project title is reachable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/home');
  await waitForApp(page);
  await signInWithDialog(page, ADMIN);
  await page.getByTestId('home-new-project').click();
  const roomDesign = page.getByRole('dialog', { name: 'Room design' });
  await roomDesign.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/, { timeout: 30_000 });
  await expect(page.getByTestId('unsaved-marker')).toBeVisible();
  const controls = await headerControls(page);
  expect(controls.map((c) => c.name)).toEqual(
    expect.arrayContaining(['Home', 'Maintenance', 'Menu', 'Unsaved changes']),
  );
  for (const [i, a] of controls.entries()) {
    expect(a.left, a.name).toBeGreaterThanOrEqual(0);
    expect(a.right, a.name).toBeLessThanOrEqual(360);
    for (const b of controls.slice(i + 1)) {
      const apart =
        a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `${a.name} overlaps ${b.name}`).toBe(true);
    }
  }
  await page.screenshot({
    path: `${SHOTS}/header-phone-light.png`,
    clip: { x: 0, y: 0, width: 360, height: 120 },
  });
  // The title, which the header has no room for, is in the menu, and renames the project.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const title = page.getByTestId('menu-project-title');
  await expect(title).toBeVisible();
  await title.fill('Cucina Rossi');
  await title.press('Enter');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByTestId('menu-project-title')).toHaveValue('Cucina Rossi');
  await page.screenshot({ path: `${SHOTS}/menu-phone-light.png` });
});
