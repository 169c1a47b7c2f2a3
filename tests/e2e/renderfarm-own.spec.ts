import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, type ServerProcess } from '../api-projects/server-process';
import { ACCOUNTS, apiToken, seedProject } from './projectsHelpers';
import { navigateInApp, serveConfig, waitForApp } from './shellHelpers';
import { signInWithDialog } from './signinHelpers';

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
    if (path === '/render/api/v1/renderfarm/handoff') {
      // A farm that hands no session over (its cookie is what counts here).
      return route.fulfill({
        contentType: 'text/html',
        body: `<script>opener.postMessage({ action: 'renderFarmSession', token: null }, '*')</script>`,
      });
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

/** The server's CSP comes from its own configuration file, which names no farm here: the page gets
 * the connect-src that file would give with this rfServer (server/security/csp.ts), also when the
 * job view itself is loaded (a reload). */
async function allowFarmInCsp(page: Page, farm: string) {
  await page.route(/\/(home|jobview)$/, async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain('connect-src ');
    headers['content-security-policy'] = csp.replace('connect-src ', `connect-src ${farm} `);
    await route.fulfill({ response, headers });
  });
}

async function openJobView(page: Page, rfAuthHidden: boolean) {
  await allowFarmInCsp(page, FARM);
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

// A farm of its own that is a real second Arredo server (issue 22): another site to the app
// (http://127.0.0.1:<port> against http://localhost:<E2E_PORT>), its own PGlite and configuration file
// (ARREDO_CONFIG_FILE) listing the app's origin in `sites`, no render slots (it only queues). Its CORS
// lets the job view read its replies; its session cookie, SameSite=None; Secure because a site is
// cross-site, goes with the job view's cross-site calls. One farm for the whole file.
test.describe('a real second server as the farm', () => {
  let farm: ServerProcess;
  let farmDir: string;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(240_000);
    farmDir = mkdtempSync(join(tmpdir(), 'arredo-farm-'));
    const shared = JSON.parse(readFileSync('resources/config/config.json', 'utf8')) as { sites: string[] };
    const configFile = join(farmDir, 'config.json');
    writeFileSync(configFile, JSON.stringify({ ...shared, sites: [new URL(baseURL!).origin] }));
    farm = await spawnServer({ dataDir: join(farmDir, 'data') }, join(farmDir, 'data'), {
      entry: 'built',
      env: { ARREDO_CONFIG_FILE: configFile, ARREDO_RENDER_SLOTS: '0' },
    });
  });

  test.afterAll(async () => {
    await farm?.stop();
    if (farmDir) rmSync(farmDir, { recursive: true, force: true });
  });

  test('the seller signs in to the farm, renders there, and cancels it from the job view', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = Date.now().toString(36);
    const token = await apiToken(request, 'seller5');
    await seedProject(request, token, { des: `Farm room ${tag}` });
    await allowFarmInCsp(page, farm.url);
    await serveConfig(page, (file) => {
      file.config.isguest = false;
      file.config.autologin = { ...ACCOUNTS.seller5 };
      file.config.rfServer = `${farm.url}/`;
      file.config.rfAuthHidden = false;
    });
    await page.goto('/home');
    await waitForApp(page);
    await page.getByTestId('home-open-projects').click();
    await page.getByRole('button', { name: `Open project: Farm room ${tag}` }).click();
    await expect(page).toHaveURL(/\/offerview$/);

    await navigateInApp(page, '/jobview');
    const signIn = page.getByTestId('renderfarm-signin');
    await expect(signIn).toContainText(`The render farm at ${farm.url} needs you to sign in there first.`);
    const child = page.waitForEvent('popup');
    await signIn.getByRole('button', { name: 'Open the render farm' }).click();
    const window = await child;
    await expect(window).toHaveURL(`${farm.url}/home`);
    await waitForApp(window);
    // The farm's own sign-in form, in its own window: the farm sets its own session cookie.
    await signInWithDialog(window, ACCOUNTS.seller5);
    await expect(window.getByTestId('account-menu')).toBeVisible();
    const farmCookie = (await page.context().cookies(farm.url)).find((c) => c.name === 'arredo_session');
    expect(farmCookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    await window.close();

    // That cookie is a third-party one to the app's page, which Chromium does not send: the farm's
    // hand-off page, opened top-level, gives the job view a narrow token and closes.
    const handoff = page.waitForEvent('popup');
    await signIn.getByRole('button', { name: 'I have signed in' }).click();
    const handoffWindow = await handoff;
    expect(handoffWindow.url()).toBe(
      `${farm.url}/api/v1/renderfarm/handoff?origin=${encodeURIComponent(new URL(page.url()).origin)}`,
    );
    await handoffWindow.waitForEvent('close');
    await expect(signIn).toHaveCount(0);
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await page.screenshot({ path: 'test-results/renderfarm-own-signed-in.png' });
    // Kept in this tab under the farm's origin; the farm's token, not its session id, and good for
    // its render calls from this origin only (server/renderfarm/farm-tokens.ts).
    const key = `arredo.renderFarmToken:${farm.url}`;
    const handed = await page.evaluate((name) => sessionStorage.getItem(name), key);
    expect(handed).toMatch(/^rf\./);
    expect(handed).not.toBe(farmCookie!.value);
    const origin = new URL(page.url()).origin;
    const withToken = (from: string) => ({ authorization: `Bearer ${handed}`, origin: from });
    expect(
      (await request.get(`${farm.url}/api/v1/renderfarm/jobs`, { headers: withToken(origin) })).status(),
    ).toBe(200);
    for (const path of ['/api/v1/projects', '/api/v1/auth/session']) {
      expect((await request.get(`${farm.url}${path}`, { headers: withToken(origin) })).status()).toBe(401);
    }
    expect(
      (
        await request.get(`${farm.url}/api/v1/renderfarm/jobs`, {
          headers: withToken('https://evil.example'),
        })
      ).status(),
    ).toBe(401);

    await navigateInApp(page, '/renderfarm');
    await page.getByLabel('Name').fill(`On the farm ${tag}`);
    await page.getByLabel('Quality').selectOption({ label: 'Draft' });
    await page.getByRole('button', { name: 'Start render' }).click();
    await expect(page).toHaveURL(/\/jobview$/);
    const job = page.getByTestId('render-job').filter({ hasText: `On the farm ${tag}` });
    // No render slots on the farm: it waits there.
    await expect(job).toHaveAttribute('data-status', 'queued');
    await page.screenshot({ path: 'test-results/renderfarm-own-queued.png' });
    await job.getByRole('button', { name: 'Cancel' }).click();
    await expect(job).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByText('Signed out')).toHaveCount(0);

    // A reload of the job view keeps the token (sessionStorage): the farm's jobs are listed again
    // with no sign-in asked and no second hand-off window.
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await page.reload();
    await waitForApp(page);
    await expect(page).toHaveURL(/\/jobview$/);
    await expect(page.getByTestId('render-job').filter({ hasText: `On the farm ${tag}` })).toHaveAttribute(
      'data-status',
      'cancelled',
    );
    await expect(page.getByTestId('renderfarm-signin')).toHaveCount(0);
    expect(popups).toBe(0);
    await page.screenshot({ path: 'test-results/renderfarm-own-reloaded.png' });

    // The job is the farm's: the app's own server has none of that name.
    const own = (await (
      await request.get('/api/v1/renderfarm/jobs', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { jobs: { name: string }[] };
    expect(own.jobs.map((entry) => entry.name)).not.toContain(`On the farm ${tag}`);
    const farmLogin = await request.post(`${farm.url}/api/v1/auth/login`, { data: ACCOUNTS.seller5 });
    const farmToken = ((await farmLogin.json()) as { sessionId: string }).sessionId;
    const there = (await (
      await request.get(`${farm.url}/api/v1/renderfarm/jobs`, {
        headers: { authorization: `Bearer ${farmToken}` },
      })
    ).json()) as { jobs: { name: string; status: string }[] };
    expect(there.jobs).toEqual([
      expect.objectContaining({ name: `On the farm ${tag}`, status: 'cancelled' }),
    ]);
  });
});
