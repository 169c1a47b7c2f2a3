import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { serveConfig, waitForApp } from './shellHelpers';

/** Where the projects suites save the screenshots a person should look at. */
export const SHOTS = 'test-results/projects';

export const ACCOUNTS = {
  seller5: { id: 'MILANO', user: 'seller5', password: 'arredo-seller5' },
  seller2: { id: 'ZURICH', user: 'seller2', password: 'arredo-seller2' },
  admin: { id: 'HQ', user: 'admin', password: 'arredo-admin' },
} as const;
export type AccountName = keyof typeof ACCOUNTS;

/** A session token of the account for seeding over the API (Authorization: Bearer). */
export async function apiToken(request: APIRequestContext, account: AccountName): Promise<string> {
  const reply = await request.post('/api/v1/auth/login', { data: ACCOUNTS[account] });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { sessionId: string }).sessionId;
}

export interface SeededProject {
  id: number;
  revision: number;
}

/** Saves a new project as that account. */
export async function seedProject(
  request: APIRequestContext,
  token: string,
  fields: Record<string, unknown>,
): Promise<SeededProject> {
  const project = {
    schemaVersion: 2,
    isopen: true,
    rows: [],
    customerFields: { rows: [], notes: '', servicesRows: {}, catalogsRows: {} },
    history: [],
    orderaddress: [],
    ...fields,
  };
  const reply = await request.post('/api/v1/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: { project },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const body = (await reply.json()) as SeededProject;
  return { id: body.id, revision: body.revision };
}

/**
 * Starts the app signed in as the account, as a deployment with autologin does (spec 4), with the
 * customer assignment on; goes to /projects through the home page's "Open projects".
 */
export async function startSignedIn(
  page: Page,
  account: AccountName,
  options: { customerAssignment?: boolean; toProjects?: boolean } = {},
): Promise<void> {
  await serveConfig(page, (file) => {
    file.config.isguest = false;
    file.config.autologin = { ...ACCOUNTS[account] };
    file.config.customerAssignment = options.customerAssignment ?? true;
  });
  await page.goto('/home');
  await waitForApp(page);
  if (options.toProjects ?? true) {
    await page.getByTestId('home-open-projects').click();
    await expect(page).toHaveURL(/\/projects/);
    await expect(page.getByTestId('screen-title')).toHaveText('Projects');
  }
}

/** The list's rows, by title order as shown. */
export const rows = (page: Page) => page.getByTestId('project-row');

/** Opens a row's menu and picks a command. */
export async function rowCommand(page: Page, title: string, command: string): Promise<void> {
  await page.getByRole('button', { name: `More actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: command, exact: true }).click();
}

/** Types into the list's search and waits for the list to settle on it. */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search title or customer' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.getByTestId('projects-list').or(page.getByTestId('projects-empty'))).toBeVisible();
  await expect(page.getByTestId('projects-list').or(page.getByTestId('projects-empty'))).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
}

/** From the item search: a 600 base unit and an 800 sink base unit, each configured at its defaults and saved. */
export async function addBaseAndSinkUnits(page: Page): Promise<void> {
  await page.goto('/itemsearch');
  await expect(page.getByTestId('catalog-KITCHEN')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('catalog-KITCHEN').click();
  await page.getByTestId('classification-BASE').click();
  await page.getByTestId('article-B1-600').getByRole('button', { name: /Add/ }).click();
  await expect(page.getByTestId('screen-title')).toHaveText('Base unit with doors');
  await page.getByTestId('save-article').click();
  // Back in the item search, the trail is still at the base units.
  await page.getByRole('link', { name: 'Find furniture' }).first().click();
  await page.getByTestId('article-B1S-800').getByRole('button', { name: /Add/ }).click();
  await expect(page.getByTestId('screen-title')).toHaveText('Sink base unit');
  await page.getByTestId('save-article').click();
}
