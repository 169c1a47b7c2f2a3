import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNTS } from './projectsHelpers';
import { navigateInApp, serveConfig, waitForApp } from './shellHelpers';

// Spec 7: a render farm of its own (rfServer, its trailing slashes removed) is called at that base
// path; when it asks to sign in, the job view opens the farm in a child window to do so, unless
// rfAuthHidden. The farm here is a stand-in answered by the test, on another origin.
const FARM = 'http://farm.arredo.invalid';

/** The stand-in farm: 401 until its sign-in page has been opened, then an empty job list. */
async function standInFarm(context: BrowserContext) {
  const state = { signedIn: false, calls: [] as string[] };
  await context.route(`${FARM}/**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    state.calls.push(`${request.method()} ${path}`);
    const cors = {
      'access-control-allow-origin': request.headers()['origin'] ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type, authorization',
      'access-control-allow-methods': 'GET, POST, DELETE',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    if (path === '/render/home') {
      state.signedIn = true;
      return route.fulfill({ contentType: 'text/html', body: '<title>Render farm</title><p>Signed in</p>' });
    }
    if (path === '/render/api/v1/renderfarm/jobs') {
      return route.fulfill({
        status: state.signedIn ? 200 : 401,
        headers: cors,
        contentType: 'application/json',
        body: JSON.stringify(
          state.signedIn ? { jobs: [] } : { message: 'Sign in to the farm first', code: 'NO_SESSION' },
        ),
      });
    }
    return route.fulfill({ status: 404, headers: cors, body: 'Not found' });
  });
  return state;
}

async function openJobView(page: Page, rfAuthHidden: boolean) {
  // The server's CSP comes from its own configuration file, which names no farm here: the page
  // gets the connect-src that file would give with this rfServer (server/security/csp.ts).
  await page.route('**/home', async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain('connect-src ');
    headers['content-security-policy'] = csp.replace('connect-src ', `connect-src ${FARM} `);
    await route.fulfill({ response, headers });
  });
  await serveConfig(page, (file) => {
    file.config.isguest = false;
    file.config.autologin = { ...ACCOUNTS.seller5 };
    file.config.rfServer = `${FARM}/render//`;
    file.config.rfAuthHidden = rfAuthHidden;
  });
  await page.goto('/home');
  await waitForApp(page);
  await navigateInApp(page, '/jobview');
  await expect(page.getByTestId('screen-title')).toHaveText('Render jobs');
}

test('a farm of its own: the job view signs in there through a child window', async ({ page, context }) => {
  const farm = await standInFarm(context);
  await openJobView(page, false);
  const signIn = page.getByTestId('renderfarm-signin');
  await expect(signIn).toContainText('Sign in to the render farm');
  await expect(signIn).toContainText(`The render farm at ${FARM}/render needs you to sign in there first.`);

  const child = page.waitForEvent('popup');
  await signIn.getByRole('button', { name: 'Open the render farm' }).click();
  const window = await child;
  await expect(window).toHaveURL(`${FARM}/render/home`);
  await expect(window.getByText('Signed in')).toBeVisible();
  await window.close();

  await signIn.getByRole('button', { name: 'I have signed in' }).click();
  await expect(signIn).toHaveCount(0);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  // Base path without its trailing slashes; the farm's refusal did not end this app's session.
  expect(farm.calls).toContain('GET /render/api/v1/renderfarm/jobs');
  expect(farm.calls.some((call) => call.includes('//'))).toBe(false);
  await expect(page.getByText('Signed out')).toHaveCount(0);
});

test('rfAuthHidden: no sign-in check, the refusal is said as an error', async ({ page, context }) => {
  const farm = await standInFarm(context);
  await openJobView(page, true);
  await expect(
    page.getByText('The render jobs could not be loaded: Sign in to the farm first'),
  ).toBeVisible();
  await expect(page.getByTestId('renderfarm-signin')).toHaveCount(0);
  expect(farm.calls).not.toContain('GET /render/home');
});
