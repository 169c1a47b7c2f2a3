import { expect, test, type Page } from '@playwright/test';
import { apiToken, search, seedProject, startSignedIn } from './projectsHelpers';
import { waitForApp } from './shellHelpers';

// Issue 19, "Work is never lost": drafts in IndexedDB offered back after a reload or a closed tab,
// the question before leaving with unsaved work, and a reloaded project screen that keeps its project.

test.describe.configure({ timeout: 120_000 });

/** From the item search, a 600 base unit into a new project: the configurator opens on it, unsaved. */
async function addBaseUnit(page: Page): Promise<void> {
  await page.goto('/itemsearch');
  await waitForApp(page);
  await expect(page.getByTestId('catalog-KITCHEN')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('catalog-KITCHEN').click();
  await page.getByTestId('classification-BASE').click();
  await page.getByTestId('article-B1-600').getByRole('button', { name: /Add/ }).click();
  await expect(page.getByTestId('screen-title')).toHaveText('Base unit with doors');
}

test('unsaved work survives a reload: the draft is offered back on the same screen', async ({ page }) => {
  await addBaseUnit(page);
  await expect(page).toHaveURL(/\/configurator$/);
  // The draft is written once the edits rest (a second), then F5.
  await page.waitForTimeout(1500);
  await page.reload();
  await waitForApp(page);
  const offer = page.getByRole('dialog', { name: 'Restore unsaved work?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Base unit with doors');
  await expect(page.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'true');
});

test('closing the tab with unsaved work asks first; the next start offers the draft back', async ({
  page,
  context,
}) => {
  await addBaseUnit(page);
  await page.waitForTimeout(1500);
  const asked = new Promise<string>((resolve) =>
    page.on('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');

  const next = await context.newPage();
  await next.goto('/home');
  await waitForApp(next);
  const offer = next.getByRole('dialog', { name: 'Restore unsaved work?' });
  await expect(offer).toContainText('an untitled project');
  await offer.getByRole('button', { name: 'Yes' }).click();
  await expect(next).toHaveURL(/\/offerview$/);
  await expect(next.getByText('Base unit 600 mm').first()).toBeVisible();

  // No: the draft is forgotten, and the start after that asks nothing.
  await next.reload();
  await waitForApp(next);
  await next
    .getByRole('dialog', { name: 'Restore unsaved work?' })
    .getByRole('button', { name: 'No' })
    .click();
  await next.reload();
  await waitForApp(next);
  await expect(next.getByRole('dialog', { name: 'Restore unsaved work?' })).toHaveCount(0);
});

test('F5 on the offer, the plan and the 3D view of a saved project returns there with the project', async ({
  page,
  request,
}) => {
  const title = `Reload kitchen ${Date.now()}`;
  await seedProject(request, await apiToken(request, 'seller5'), { des: title });
  await startSignedIn(page, 'seller5', { customerAssignment: false });
  await search(page, title);
  await page.getByRole('button', { name: `Open project: ${title}` }).click();
  await expect(page).toHaveURL(/\/offerview$/);

  await page.reload();
  await waitForApp(page);
  await expect(page).toHaveURL(/\/offerview$/);
  await expect(page.getByTestId('project-title')).toHaveText(title);
  // Saved: nothing to offer back.
  await expect(page.getByRole('dialog', { name: 'Restore unsaved work?' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Room plan' }).first().click();
  await expect(page).toHaveURL(/\/configurator2d$/);
  await page.reload();
  await waitForApp(page);
  await expect(page).toHaveURL(/\/configurator2d$/);
  await expect(page.getByTestId('project-title')).toHaveText(title);

  await page.evaluate(() => {
    window.history.pushState({}, '', '/configurator3d');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/configurator3d$/);
  await page.reload();
  await waitForApp(page);
  await expect(page).toHaveURL(/\/configurator3d$/);
  await expect(page.getByTestId('project-title')).toHaveText(title);
});

test('a screen whose code fails to load says so in the app, with Retry; the project stays', async ({
  page,
}) => {
  await addBaseUnit(page);
  await page.route('**/assets/LogsScreen-*.js', (route) => route.abort('internetdisconnected'));
  await page.keyboard.press('Control+Alt+KeyS');
  // Leaving the configurator asks about the article first (spec 4).
  await page.getByRole('dialog', { name: 'Article not saved' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/logs$/);
  const error = page.getByTestId('screen-error');
  await expect(error).toContainText('This screen could not be loaded');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // Inside the app's frame: the header and the open project are still there.
  await expect(page.getByTestId('project-controls')).toBeVisible();
  await expect(page.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'true');

  await page.unroute('**/assets/LogsScreen-*.js');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('screen-title')).toHaveText('Log');
  await expect(page.getByTestId('project-controls')).toBeVisible();
});

// Issue 19, "Every screen reachable": customer information, project log and create account.

test('the customer, the log and the versions are linked from the offer and the project menu; typed addresses work', async ({
  page,
  request,
}) => {
  const title = `Linked kitchen ${Date.now()}`;
  await seedProject(request, await apiToken(request, 'seller5'), {
    des: title,
    orderaddress: [{ firstname: 'Giulia', surname: 'Rossi', email: 'giulia@example.com' }],
    customercod: 'giulia@example.com',
  });
  await startSignedIn(page, 'seller5', { customerAssignment: false });
  await search(page, title);
  await page.getByRole('button', { name: `Open project: ${title}` }).click();
  await expect(page).toHaveURL(/\/offerview$/);

  await page.getByRole('link', { name: 'Customer information: Giulia Rossi' }).click();
  await expect(page).toHaveURL(/\/customerinfo$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Customer information');

  await page.getByRole('button', { name: 'Project menu' }).click();
  await page.getByRole('menuitem', { name: 'Project log' }).click();
  await expect(page).toHaveURL(/\/projectlog$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Project log');
  await expect(page.getByTestId('project-log')).toContainText('Created');

  // On a phone the header has no room for the project menu: the phone menu lists the two screens.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'Project menu' })).toBeHidden();
  await page.getByTestId('mobile-menu').click();
  const phoneMenu = page.getByRole('navigation', { name: 'Open project' });
  await phoneMenu.getByRole('link', { name: 'Customer information' }).click();
  await expect(page).toHaveURL(/\/customerinfo$/);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Typed into the address bar: the screens open, with the project.
  for (const [path, heading] of [
    ['/customerinfo', 'Customer information'],
    ['/projectlog', 'Project log'],
  ] as const) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('screen-title')).toHaveText(heading);
    await expect(page.getByTestId('project-title')).toHaveText(title);
  }
});

test('the sign-in dialog links to create account, whose address works when typed', async ({ page }) => {
  await page.goto('/home');
  await waitForApp(page);
  await page.getByTestId('sign-in').click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toContainText('No account yet?');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/createaccount$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Create an account');

  await page.goto('/createaccount');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/createaccount$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Create an account');
});

test('a session ended elsewhere is noticed at the next call; signing in again keeps the work', async ({
  page,
  request,
}) => {
  const title = `Session kitchen ${Date.now()}`;
  await seedProject(request, await apiToken(request, 'seller5'), { des: title });
  await startSignedIn(page, 'seller5', { customerAssignment: false });
  await search(page, title);
  await page.getByRole('button', { name: `Open project: ${title}` }).click();
  await expect(page).toHaveURL(/\/offerview$/);
  await page.getByTestId('project-title').click();
  await page.getByRole('textbox', { name: 'Project title' }).fill(`${title} (edited)`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'true');

  // Signed out on another device: that device's logout ends this browser's session on the server.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'arredo_session');
  const logout = await request.post('/api/v1/auth/logout', {
    headers: { authorization: `Bearer ${cookie!.value}` },
  });
  expect(logout.status()).toBe(204);

  // The next call (the projects list) meets the ended session.
  await page.getByRole('link', { name: 'Projects' }).first().click();
  const banner = page.getByTestId('session-ended');
  await expect(banner).toContainText('Your session has ended');
  await expect(banner).toContainText('your unsaved work is kept');
  await expect(page.getByTestId('session-ended-marker')).toHaveText('Signed out');
  await expect(page.getByTestId('project-title')).toHaveText(`${title} (edited)`);

  await banner.getByRole('button', { name: 'Sign in again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const form = dialog.getByTestId('sign-in-pro');
  await form.getByLabel('User name').fill('seller5');
  await form.getByLabel('Password').fill('arredo-seller5');
  await form.getByLabel('Shop code').fill('MILANO');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('session-ended-marker')).toHaveCount(0);
  await expect(page.getByTestId('project-title')).toHaveText(`${title} (edited)`);
  await expect(page.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'true');
});
