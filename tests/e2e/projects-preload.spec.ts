import { expect, test, type Page, type Request } from '@playwright/test';
import { apiToken, seedProject, startSignedIn } from './projectsHelpers';
import { waitForApp } from './shellHelpers';

// Issue 9: the projects screen's code is fetched before the click (at idle on the home page and in
// the header for a user who may open it), and the list's first page as soon as the pointer is over
// a link to it; a guest, whom the guard sends home, fetches neither.
test.describe.configure({ timeout: 120_000 });

const isScreenChunk = (request: Request) => /\/assets\/ProjectsScreen-[\w-]+\.js$/.test(request.url());
const isFirstPage = (request: Request) =>
  /\/api\/v1\/projects\?/.test(request.url()) && /[?&]page=1(&|$)/.test(request.url());

test.beforeAll(async ({ request }) => {
  await seedProject(request, await apiToken(request, 'seller5'), { des: 'Preload sample' });
});

/** Every request the page makes from now on, in order. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

test('home: the code loads while the user looks, the first page on hover, one request for it', async ({
  page,
}) => {
  const seen = recordRequests(page);
  await startSignedIn(page, 'seller5', { toProjects: false });
  // At idle after the home shows, before any pointer or key has gone near the link.
  await expect.poll(() => seen.some(isScreenChunk), { timeout: 30_000 }).toBe(true);
  expect(seen.some(isFirstPage)).toBe(false);

  await page.getByTestId('home-open-projects').hover();
  await expect.poll(() => seen.filter(isFirstPage).length, { timeout: 30_000 }).toBe(1);
  await expect(page).toHaveURL(/\/home/);

  await page.getByTestId('home-open-projects').click();
  await expect(page.getByTestId('project-row').first()).toBeVisible({ timeout: 30_000 });
  // The screen took the hover's answer: the first page was asked for once.
  expect(seen.filter(isFirstPage)).toHaveLength(1);
  expect(seen.filter(isScreenChunk)).toHaveLength(1);
});

test("header: the Projects link's hover asks for the first page before the click", async ({ page }) => {
  await startSignedIn(page, 'seller5', { toProjects: false });
  await page.getByTestId('home-item-search').click();
  await expect(page.getByTestId('app-header')).toBeVisible();
  const seen = recordRequests(page);
  const link = page.getByTestId('app-header').getByRole('link', { name: 'Projects', exact: true });
  await link.hover();
  await expect.poll(() => seen.filter(isFirstPage).length, { timeout: 30_000 }).toBe(1);
  await expect(page).toHaveURL(/\/itemsearch/);
  await link.click();
  await expect(page.getByTestId('project-row').first()).toBeVisible({ timeout: 30_000 });
  expect(seen.filter(isFirstPage)).toHaveLength(1);
});

test('a guest fetches neither the code nor the list on the home page', async ({ page }) => {
  const seen = recordRequests(page);
  await page.goto('/home');
  await waitForApp(page);
  await page.getByTestId('home-open-projects').hover();
  // Idle comes within the 2 s the warm-up allows itself; give it that and more.
  await page.waitForTimeout(3_000);
  expect(seen.filter(isScreenChunk)).toHaveLength(0);
  expect(seen.filter((request) => /\/api\/v1\/projects\?/.test(request.url()))).toHaveLength(0);
});

// Home is bare (spec 2): no header or footer; after Open projects they stand around the screen, in order.
test('home has no header; Open projects shows it before the list, back hides it', async ({ page }) => {
  await startSignedIn(page, 'seller5', { toProjects: false });
  await expect(page.getByTestId('app-header')).toHaveCount(0);
  await expect(page.getByTestId('app-footer')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  await page.getByTestId('home-open-projects').click();
  await expect(page.getByTestId('project-row').first()).toBeVisible({ timeout: 30_000 });
  const header = page.getByTestId('app-header');
  await expect(header).toBeVisible();
  await expect(page.getByTestId('app-footer')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Document order (what Tab and a screen reader follow): header, screen, footer.
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=app-header], main, [data-testid=app-footer]')].map(
      (element) => element.getAttribute('data-testid') ?? element.tagName.toLowerCase(),
    ),
  );
  expect(order).toEqual(['app-header', 'main', 'app-footer']);
  await expect(header).toHaveCSS('position', 'sticky');

  await page.goBack();
  await expect(page.getByTestId('home-open-projects')).toBeVisible({ timeout: 30_000 });
  await expect(header).toHaveCount(0);
  await page.goForward();
  await expect(page.getByTestId('project-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(header).toBeVisible();
});

// The header's Projects link opens the list as the home button does (one pass, app/shell/navLinks.ts),
// but stays a link: a click with a modifier still opens it in a new tab, and the phone menu closes.
test("header: Projects opens the list in place, Ctrl+click in a new tab, the phone menu's closes the menu", async ({
  page,
  context,
}) => {
  await startSignedIn(page, 'seller5', { toProjects: false });
  await page.getByTestId('home-item-search').click();
  const link = page.getByTestId('app-header').getByRole('link', { name: 'Projects', exact: true });
  await expect(link).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
  await tab.close();
  await expect(page).toHaveURL(/\/itemsearch/);

  await link.click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByTestId('project-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(link).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goBack();
  await expect(page).toHaveURL(/\/itemsearch/);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const panel = page.getByTestId('mobile-menu-panel');
  await panel.getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByTestId('project-row').first()).toBeVisible({ timeout: 30_000 });
});
