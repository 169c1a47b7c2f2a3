import { expect, test } from '@playwright/test';
import { navigateInApp, serveConfig, waitForApp } from './shellHelpers';

// Start-up, the configuration file, the route table and the first-navigation rule (spec 2, 4).

// Several page loads per test on a shared two-core machine: allow more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test('boots from the root to home, fetching the configuration with a timestamp', async ({ page }) => {
  const configRequest = page.waitForRequest((request) => request.url().includes('/config/config.json'));
  await page.goto('/');
  const url = new URL((await configRequest).url());
  expect(url.pathname).toBe('/config/config.json');
  expect(Number(url.searchParams.get('v'))).toBeGreaterThan(Date.now() - 60_000);
  await waitForApp(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-hero')).toContainText('Arredo');
  await expect(page.getByTestId('home-new-project')).toBeVisible();
  await expect(page.getByTestId('home-open-projects')).toBeVisible();
  await expect(page.getByTestId('home-item-search')).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true');
});

for (const [label, respond] of [
  ['missing (404)', { status: 404, body: 'Not Found' }],
  ['not JSON', { status: 200, body: '{ this is not json' }],
  ['failing the schema', { status: 200, body: JSON.stringify({ config: { isguest: 'yes' } }) }],
] as const) {
  test(`a configuration file ${label} shows the configuration error and logs it`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/config/config.json*', (route) =>
      route.fulfill({ ...respond, contentType: 'application/json' }),
    );
    await page.goto('/home');
    await expect(page.getByTestId('config-error')).toHaveText('Error: Missing or wrong configuration file');
    await expect(page.getByTestId('app-shell')).toHaveCount(0);
    expect(errors.some((text) => text.includes('Missing or wrong configuration file'))).toBe(true);
  });
}

test('the first navigation keeps valid entry points with their parameters', async ({ page }) => {
  for (const path of [
    '/itemsearch',
    '/itemsearch/newprj',
    '/do/open',
    '/rsalogin/KEY1/open',
    '/guestregister/c0de',
  ]) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  // The guest registration screen (features/account) kept its address and read the code: c0de is no live link.
  await expect(page.getByTestId('screen-title')).toHaveText('Create your account');
  await expect(page.getByTestId('account-code-invalid')).toBeVisible();
});

test('the first navigation replaces a project screen with plain home when no project can come back', async ({
  page,
}) => {
  for (const path of ['/offerview', '/configurator3d']) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('redirect-notice')).toHaveCount(0);
  }
  // Issue 19: self-contained screens open from their address; a signed-in one keeps it for after
  // sign-in (redirectFrom).
  await page.goto('/logs');
  await waitForApp(page);
  await expect(page.getByTestId('screen-title')).toHaveText('Log');
  await page.goto('/projects');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/home\?redirectFrom=%2Fprojects$/);
  await expect(page.getByTestId('redirect-notice')).toBeVisible();
});

test('later navigations reach non-entry routes (guest profile from the guest login)', async ({ page }) => {
  await page.goto('/home');
  await waitForApp(page);
  await navigateInApp(page, '/offerview');
  await expect(page.getByTestId('screen-title')).toHaveText('Offer');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await navigateInApp(page, '/closetool/12');
  await expect(page.getByTestId('screen-title')).toHaveText('Closet tool');
});

test('unknown paths go to /404, on a fresh load and in the app', async ({ page }) => {
  await page.goto('/no/such/page');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await navigateInApp(page, '/nowhere');
  await expect(page).toHaveURL(/\/404$/);
  // Let the redirect finish rendering before the next in-app navigation starts.
  await expect(page.getByTestId('screen-title')).toHaveText('Page not found');
  // Customer routes do not exist in the standard deployment.
  await navigateInApp(page, '/openPDF/EtichettaCollo');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Page not found');
});

test('an identity-token fragment sets up no routing', async ({ page }) => {
  // The identity return's own screen: signing in, then (no provider is configured here) its failure.
  const identityScreen = page.getByTestId('signing-in').or(page.getByTestId('identity-failed'));
  await page.goto('/projects#id_token=abc.def&state=1');
  await expect(identityScreen).toBeVisible();
  await expect(page).toHaveURL(/\/projects#id_token=abc\.def&state=1$/);
  await expect(page.getByTestId('app-shell')).toHaveCount(0);
  await page.goto('/nowhere#access_token=xyz');
  await expect(identityScreen).toBeVisible();
  await expect(page).toHaveURL(/\/nowhere#access_token=xyz$/);
});

test('header and footer follow the route rules', async ({ page }) => {
  const cases: [string, boolean, boolean][] = [
    ['/home', false, false],
    ['/itemsearch', true, true],
    ['/resetpassword/abc', false, false],
    ['/guestresetpassword/abc', false, false],
    ['/arwebView/42', false, false],
    ['/rsalogin/KEY1', false, true],
  ];
  for (const [path, header, footer] of cases) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByTestId('app-header'), `header on ${path}`).toHaveCount(header ? 1 : 0);
    await expect(page.getByTestId('app-footer'), `footer on ${path}`).toHaveCount(footer ? 1 : 0);
  }
  await navigateInApp(page, '/gdprprivacy');
  await expect(page.getByTestId('screen-title')).toHaveText('GDPR privacy');
  await expect(page.getByTestId('app-header')).toHaveCount(0);
});

test('a configuration with customItemSearch sends item search to /citemsearch', async ({ page }) => {
  await serveConfig(page, (file) => (file.config.customparams.customItemSearch = true));
  await page.goto('/home');
  await waitForApp(page);
  await page.getByTestId('home-item-search').click();
  await expect(page).toHaveURL(/\/citemsearch$/);
  await expect(page.getByTestId('screen-title')).toHaveText('Choose an item');
});
