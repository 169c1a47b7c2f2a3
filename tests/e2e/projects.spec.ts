import { expect, test, type Page } from '@playwright/test';
import { apiToken, rowCommand, rows, search, seedProject, SHOTS, startSignedIn } from './projectsHelpers';

// The projects list as seller5 (MILANO): filter, sort, page, open, clone, delete, versions, status.
test.describe.configure({ timeout: 120_000 });

const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let ids: number[] = [];
// A fresh title prefix per run of beforeAll (a failed test restarts the worker, which seeds again).
let tag = '';
const title = (n: number) => `${tag} ${String(n).padStart(2, '0')}`;

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, 'seller5');
  ids = [];
  tag = `Lt${Date.now().toString(36)}`;
  for (let i = 1; i <= 30; i += 1) {
    const n = String(i).padStart(2, '0');
    const seeded = await seedProject(request, token, {
      des: title(i),
      customercod: i % 3 === 0 ? 'bianchi@example.com' : `client${n}@example.com`,
      ...(i === 30
        ? {
            img: `data:image/png;base64,${PNG_1x1}`,
            customerFields: {
              rows: [],
              notes: '',
              servicesRows: {},
              catalogsRows: {},
              generalTotal: '12345.60',
            },
          }
        : {}),
    });
    ids.push(seeded.id);
  }
});

const firstTitle = (page: Page) =>
  rows(page)
    .first()
    .getByText(new RegExp(`^${tag} \\d\\d`));
const badge = (page: Page, index: number) =>
  rows(page).nth(index).locator('[data-testid=status-badge]:visible');

test('filters by text, status and customer, sorts and pages on the server', async ({ page }) => {
  await startSignedIn(page, 'seller5');
  await search(page, tag);
  await expect(page.getByTestId('projects-count')).toContainText('30 projects');
  await expect(rows(page)).toHaveCount(25);
  await expect(page.getByTestId('projects-page')).toHaveText('Page 1 of 2');
  // Default order: last changed first.
  await expect(firstTitle(page)).toHaveText(title(30));
  const newest = rows(page).first();
  // A saved project never shows "Unsaved" (issue 19): stored without a status, it is unassigned.
  await expect(badge(page, 0)).toHaveText('Unassigned');
  // Dates in the language's one format (issue 19), as the log and the offer write them.
  await expect(rows(page).first()).toContainText(/\d\d\/\d\d\/\d{4}/);
  // The saved general total is before VAT (the offer's big total is with VAT): the list says so.
  await expect(newest).toContainText('€12,345.60 excl. VAT');
  await expect(newest.getByRole('img', { name: 'Picture' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-desktop-light.png` });

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('projects-page')).toHaveText('Page 2 of 2');
  await expect(rows(page)).toHaveCount(5);
  await expect(firstTitle(page)).toHaveText(title(5));

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title A–Z' });
  await expect(page.getByTestId('projects-page')).toHaveText('Page 1 of 2');
  await expect(firstTitle(page)).toHaveText(title(1));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title Z–A' });
  await expect(firstTitle(page)).toHaveText(title(30));

  await page.getByRole('textbox', { name: 'Customer e-mail' }).fill('BIANCHI@example.com');
  await expect(page.getByTestId('projects-count')).toContainText('10 projects');
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('textbox', { name: 'Customer e-mail' }).fill('');
  await expect(page.getByTestId('projects-count')).toContainText('30 projects');

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Approved' });
  await expect(page.getByTestId('projects-empty')).toContainText('No project matches these filters');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search title or customer' })).toHaveValue('');
});

test('status change, then keyboard: arrows move between projects, Enter opens', async ({ page }) => {
  await startSignedIn(page, 'seller5');
  await search(page, `${tag} 1`);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title A–Z' });
  await expect(firstTitle(page)).toHaveText(title(10));

  await rowCommand(page, title(11), 'Change status');
  const dialog = page.getByRole('dialog', { name: `Change status: ${title(11)}` });
  await dialog.getByRole('combobox').selectOption({ label: 'Approved' });
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Status set to Approved' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(badge(page, 1)).toHaveText('Approved');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Approved' });
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' });
  await expect(rows(page)).toHaveCount(10);

  await rows(page)
    .first()
    .getByRole('button', { name: /^Open project: / })
    .focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: `Open project: ${title(12)}` })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offerview$/);
  const controls = page.getByTestId('project-controls');
  await expect(controls).toContainText(title(11));
  await expect(page.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'false');
  await expect(page.getByTestId('save-project')).toBeEnabled();
});

test('clone, versions (create with a name, restore) and delete', async ({ page }) => {
  await startSignedIn(page, 'seller5');
  await search(page, title(7));
  await expect(rows(page)).toHaveCount(1);

  await rowCommand(page, title(7), 'Clone');
  await expect(
    page.getByTestId('toast').filter({ hasText: `Copy created: ${title(7)} (copy)` }),
  ).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(firstTitle(page)).toHaveText(`${title(7)} (copy)`);

  await rowCommand(page, title(7), 'Versions');
  const versions = page.getByRole('dialog', { name: `Versions of ${title(7)}` });
  await expect(versions.getByText('No versions yet.')).toBeVisible();
  await versions.getByRole('button', { name: 'Create version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create version' });
  await confirm.getByRole('button', { name: 'Create version' }).click();
  await expect(confirm.getByText('A version needs a name')).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Version name' }).fill('First draft');
  await page.screenshot({ path: `${SHOTS}/confirm-version-light.png` });
  await confirm.getByRole('button', { name: 'Create version' }).click();
  await expect(versions.getByTestId('version-row')).toHaveCount(1);
  await expect(versions.getByTestId('version-row')).toContainText('First draft');
  await expect(versions.getByTestId('version-row')).toContainText('Revision 1');
  await versions.getByRole('button', { name: 'Restore First draft' }).click();
  // Issue 19: restoring asks first, and keeps the state it replaces as a version.
  const restore = page.getByRole('dialog', { name: 'Restore version “First draft”?' });
  await expect(restore).toContainText('kept as the version “Before restoring “First draft””');
  await restore.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Version First draft restored' })).toBeVisible();
  await expect(versions.getByTestId('version-row')).toHaveCount(2);
  await expect(versions.getByTestId('version-row').nth(1)).toContainText('Before restoring “First draft”');
  await page.screenshot({ path: `${SHOTS}/versions-light.png` });
  await page.keyboard.press('Escape');
  await expect(versions).toHaveCount(0);

  await rowCommand(page, `${title(7)} (copy)`, 'Delete');
  const question = page.getByRole('dialog', { name: 'Delete project' });
  await expect(question).toContainText('Would you like to delete this project?');
  await question.getByRole('button', { name: 'No' }).click();
  await expect(rows(page)).toHaveCount(2);
  await rowCommand(page, `${title(7)} (copy)`, 'Delete');
  await page.getByRole('dialog', { name: 'Delete project' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Project deleted' })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
});

test('screenshots: list, room design and header controls in dark and on a 360 px phone', async ({ page }) => {
  await startSignedIn(page, 'seller5');
  await search(page, tag);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.screenshot({ path: `${SHOTS}/list-desktop-dark.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(rows(page).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/list-phone-dark.png` });
  // On a phone the theme switch is in the header's menu.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/list-phone-light.png`, fullPage: false });
  // The list fits a phone (the header's own width is the shell's).
  const list = (await page.getByTestId('projects-list').boundingBox())!;
  expect(list.x + list.width).toBeLessThanOrEqual(360);

  await page.getByTestId('projects-new').click();
  const assignment = page.getByRole('dialog', { name: 'Customer assignment' });
  await expect(assignment).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/customer-phone-light.png` });
  await assignment.getByRole('button', { name: 'Skip' }).click();
  const room = page.getByRole('dialog', { name: 'Room design' });
  await expect(room).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/room-phone-light.png` });
  // Closing the room design keeps the default room (spec 3) and goes on.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('link', { name: 'Projects' }).click();
  await page.getByTestId('projects-new').click();
  await page
    .getByRole('dialog', { name: 'Customer assignment' })
    .getByRole('button', { name: 'Skip' })
    .click();
  await expect(room).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/room-desktop-dark.png` });
  await room.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/);
  await expect(page.getByTestId('unsaved-marker')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/header-desktop-dark.png` });
});
