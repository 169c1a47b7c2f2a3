import { expect, test, type Page } from '@playwright/test';
import { apiToken, rowCommand, rows, search, seedProject, SHOTS, startSignedIn } from './projectsHelpers';

// New project (customer, room), read-only for seller2, a stale save from a second tab, the order
// address and the project log.
test.describe.configure({ timeout: 120_000 });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

test('new project: save prompt, a new customer, an rt3 room, then item search', async ({ page }) => {
  await startSignedIn(page, 'seller5', { toProjects: false });
  await page.getByTestId('home-new-project').click();

  const assignment = page.getByRole('dialog', { name: 'Customer assignment' });
  await expect(assignment).toBeVisible();
  await assignment.getByRole('button', { name: 'New customer' }).click();
  const email = `${unique('anna')}@example.com`;
  await assignment.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
  await assignment.getByRole('button', { name: 'Create and select' }).click();
  await expect(assignment.getByText('Enter a valid e-mail address, like name@example.com')).toBeVisible();
  await assignment.getByRole('textbox', { name: 'E-mail' }).fill(email.toUpperCase());
  await assignment.getByRole('textbox', { name: 'First name' }).fill('Anna');
  await assignment.getByRole('textbox', { name: 'Last name' }).fill('Rossi');
  await assignment.getByRole('textbox', { name: 'City' }).fill('Milano');
  await page.screenshot({ path: `${SHOTS}/customer-new-light.png` });
  await assignment.getByRole('button', { name: 'Create and select' }).click();

  const room = page.getByRole('dialog', { name: 'Room design' });
  await expect(room).toBeVisible();
  await expect(room.getByRole('radio')).toHaveCount(11);
  await room.getByRole('radio', { name: 'Indent corners NE' }).click();
  await expect(room.getByRole('radio', { name: 'Indent corners NE' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(room.getByTestId('room-preview').locator('svg[data-room=rt3] polygon')).toHaveCount(1);
  await room.getByRole('textbox', { name: 'North wall' }).fill('6000');
  await expect(room.getByTestId('room-error')).toContainText('must be shorter');
  await expect(room.getByRole('button', { name: 'Create room' })).toBeDisabled();
  await room.getByRole('textbox', { name: 'North wall' }).fill('3500');
  await page.screenshot({ path: `${SHOTS}/room-design-light.png` });
  await room.getByRole('button', { name: 'Create room' }).click();

  await expect(page).toHaveURL(/\/itemsearch\/newprj$/);
  await expect(page.getByTestId('project-controls')).toBeVisible();
  await expect(page.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'true');

  // The order address carries the new customer; the e-mail is checked (spec 5).
  await page.getByRole('link', { name: 'Projects' }).click();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/customerinfo');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const address = page.getByTestId('order-address');
  await expect(address.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email.toUpperCase());
  await expect(address.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna');
  await address.getByRole('textbox', { name: 'Street' }).fill('Via Roma 1');
  await address.getByRole('textbox', { name: 'E-mail' }).fill('anna@');
  await address.getByRole('button', { name: 'Apply' }).click();
  await expect(address.getByText('Enter a valid e-mail address, like name@example.com')).toBeVisible();
  await address.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await address.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Order address updated' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/customerinfo-light.png` });

  // Ctrl+S saves from a text field; the project log then names who did it.
  await page.getByRole('textbox', { name: 'City' }).focus();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'false');
  const saved = await page.evaluate(async () => {
    const reply = await fetch('/api/v1/projects?sort=-id&pageSize=1');
    return ((await reply.json()) as { items: { id: number; customercod: string }[] }).items[0]!;
  });
  expect(saved.customercod).toBe(email);
  const stored = await page.request.get(`/api/v1/projects/${saved.id}`);
  const project = ((await stored.json()) as { project: Record<string, unknown> }).project;
  const env = project.envWall as { roomType: string; wallsVector: unknown[] };
  expect(env.roomType).toBe('rt3');
  expect(env.wallsVector).toHaveLength(6);
  expect((project.orderaddress as Record<string, string>[])[0]).toMatchObject({
    street: 'Via Roma 1',
    city: 'Milano',
  });

  await page.evaluate(() => {
    window.history.pushState({}, '', '/projectlog');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('project-log')).toContainText('seller5');
  await expect(page.getByTestId('project-log')).toContainText('Created');
  // Its details in words (the server records { rows: n, isOffer: false }).
  await expect(page.getByTestId('project-log')).toContainText(/Articles: \d+, Offer: no/);
  await page.screenshot({ path: `${SHOTS}/projectlog-light.png` });

  // A second new project asks to save the first once it has changed.
  await page.getByTestId('project-title').click();
  await page.getByRole('textbox', { name: 'Project title' }).fill('Cucina Rossi');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'true');
  await page.getByRole('link', { name: 'Projects' }).click();
  await page.getByTestId('projects-new').click();
  const question = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(question).toContainText('Save current project?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Customer assignment' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Customer assignment' })
    .getByRole('button', { name: 'Skip' })
    .click();
  await page
    .getByRole('dialog', { name: 'Room design' })
    .getByRole('button', { name: 'Create room' })
    .click();
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/);
  const renamed = await page.request.get(`/api/v1/projects/${saved.id}`);
  expect(((await renamed.json()) as { project: { des: string } }).project.des).toBe('Cucina Rossi');
});

test('read-only for seller2 once the status is in roStatus: the reason shows, saves are refused', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'seller2');
  const title = unique('Zurich RO ');
  const seeded = await seedProject(request, token, { des: title });
  await startSignedIn(page, 'seller2');
  await search(page, title);
  await rowCommand(page, title, 'Change status');
  const dialog = page.getByRole('dialog', { name: `Change status: ${title}` });
  await dialog.getByRole('combobox').selectOption({ label: 'Ordered' });
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(rows(page).first().getByTestId('read-only-badge')).toBeVisible();
  await expect(page.getByRole('button', { name: `More actions for ${title}` })).toBeVisible();

  await rows(page)
    .first()
    .getByRole('button', { name: `Open project: ${title}` })
    .click();
  await expect(page).toHaveURL(/\/offerview$/);
  await expect(page.getByTestId('save-project')).toBeDisabled();
  await page.getByTestId('read-only-marker').click();
  await expect(page.getByTestId('read-only-reason')).toHaveText(
    'This project is in status Ordered: sellers below level 4 cannot change it (your level is 2). The server refuses changes too.',
  );
  await page.screenshot({ path: `${SHOTS}/read-only-light.png` });
  await page.keyboard.press('Escape');
  // Ctrl+S does nothing; undo has nothing; the title cannot be edited.
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();

  // The server refuses the write too.
  const refused = await page.request.put(`/api/v1/projects/${seeded.id}`, {
    data: { project: { schemaVersion: 2, rows: [], des: 'sneaky' }, baseRevision: 2 },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain('Read-only project');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/customerinfo');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The screen's notice (the header popover's closed content may still be in the page, hidden).
  await expect(page.locator('[data-testid=read-only-reason]:visible')).toContainText(
    'This project is in status Ordered',
  );
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
});

async function openInTab(page: Page, title: string) {
  await startSignedIn(page, 'seller5');
  await search(page, title);
  await rows(page)
    .first()
    .getByRole('button', { name: `Open project: ${title}` })
    .click();
  await expect(page).toHaveURL(/\/offerview$/);
}

async function rename(page: Page, title: string) {
  await page.getByTestId('project-title').click();
  await page.getByRole('textbox', { name: 'Project title' }).fill(title);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'true');
}

test('a stale save from a second tab never overwrites: reload theirs, or save mine as a copy', async ({
  context,
  request,
}) => {
  const token = await apiToken(request, 'seller5');
  const title = unique('Shared ');
  const seeded = await seedProject(request, token, { des: title });
  const first = await context.newPage();
  const second = await context.newPage();
  await openInTab(first, title);
  await openInTab(second, title);

  await rename(first, `${title} A`);
  await first.getByTestId('save-project').click();
  await expect(first.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'false');

  await rename(second, `${title} B`);
  await second.getByTestId('save-project').click();
  const conflict = second.getByRole('dialog', { name: 'Saved elsewhere in the meantime' });
  await expect(conflict).toContainText('seller5 saved this project on');
  await expect(conflict).toContainText('(revision 2)');
  await second.screenshot({ path: `${SHOTS}/conflict-light.png` });
  await conflict.getByRole('button', { name: /Reload their version/ }).click();
  await expect(second.getByTestId('project-controls')).toContainText(`${title} A`);
  await expect(second.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'false');

  // Now the first tab is behind: its save offers a copy, and theirs stays as it is.
  await rename(second, `${title} C`);
  await second.keyboard.press('Control+s');
  await expect(second.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'false');
  await rename(first, `${title} D`);
  await first.getByTestId('save-project').click();
  await first
    .getByRole('dialog', { name: 'Saved elsewhere in the meantime' })
    .getByRole('button', { name: /Save mine as a copy/ })
    .click();
  await expect(first.getByTestId('project-controls')).toContainText(`${title} D (copy)`);
  await expect(first.getByTestId('unsaved-marker')).toHaveAttribute('data-unsaved', 'false');

  const original = await request.get(`/api/v1/projects/${seeded.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await original.json()) as { revision: number; project: { des: string } }).toMatchObject({
    revision: 3,
    project: { des: `${title} C` },
  });
  const list = await request.get(`/api/v1/projects?text=${encodeURIComponent(`${title} D (copy)`)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await list.json()) as { total: number }).total).toBe(1);
});

test('assign dialog: a seller sees only their shop; an administrator hands a project to another shop', async ({
  page,
  request,
}) => {
  const title = unique('Assign ');
  const seller5 = await apiToken(request, 'seller5');
  const { id } = await seedProject(request, seller5, { des: title });

  await startSignedIn(page, 'seller5');
  await search(page, title);
  await rowCommand(page, title, 'Assign…');
  const own = page.getByRole('dialog', { name: `Assign: ${title}` });
  await expect(own.getByLabel('Shop')).toHaveValue('MILANO');
  await expect(own.getByLabel('Shop')).toBeDisabled();
  await expect(own.getByLabel('User').locator('option')).toHaveText(['seller5']);
  // Polled: the dialog grows to its width during its entry animation.
  await expect.poll(async () => (await own.boundingBox())?.width).toBeCloseTo(500, 0);
  await page.screenshot({ path: `${SHOTS}/assign-seller.png` });
  await own.getByRole('button', { name: 'Cancel' }).click();
  await expect(own).toHaveCount(0);

  const admin = page.context();
  await admin.clearCookies();
  const adminPage = await admin.newPage();
  await startSignedIn(adminPage, 'admin');
  await search(adminPage, title);
  await rowCommand(adminPage, title, 'Assign…');
  const dialog = adminPage.getByRole('dialog', { name: `Assign: ${title}` });
  await dialog.getByLabel('Shop').selectOption('ZURICH');
  await expect(dialog.getByLabel('User')).toHaveValue('seller2');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(adminPage.getByText('Assigned to seller2 (ZURICH)')).toBeVisible();
  await expect(rows(adminPage).filter({ hasText: title }).getByTestId('status-badge')).toHaveAttribute(
    'data-status',
    'assigned',
  );
  // The project is seller2's now: they open it.
  const seller2 = await apiToken(request, 'seller2');
  const opened = await request.get(`/api/v1/projects/${id}`, {
    headers: { authorization: `Bearer ${seller2}` },
  });
  expect(opened.status()).toBe(200);
});
