import { expect, type Page, type Route } from '@playwright/test';
import { defaultConfigFile } from '../../core/config/defaults';
import type { ConfigFile } from '../../core/config/schema';

/** Where the shell suites save the screenshots a person should look at. */
export const SHOTS = 'test-results/shell';

/** Waits until start-up has finished: the shell is there and the loading overlay has gone. */
export async function waitForApp(page: Page): Promise<void> {
  // Generous: the suites share two cores with everything else the machine runs.
  const timeout = 20_000;
  await expect(page.getByTestId('app-shell')).toBeVisible({ timeout });
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout });
  await expect(page.getByTestId('hide-loading-overlay')).toHaveCount(0, { timeout });
}

/** Serves this configuration instead of resources/config/config.json. */
export async function serveConfig(page: Page, change: (file: ConfigFile) => void): Promise<void> {
  const file = structuredClone(defaultConfigFile);
  change(file);
  await page.route('**/config/config.json*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(file) }),
  );
}

/** Makes the guest login fail, so the session has no profile at all. */
export async function refuseGuestLogin(page: Page): Promise<void> {
  await page.route('**/api/v1/auth/guest', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"back end down"}' }),
  );
}

/** Holds the guest login until the returned function is called (loading stays on meanwhile). */
export async function holdGuestLogin(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/auth/guest', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Client-side navigation, as a link in the app would do it (no reload, not the first navigation). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A same-origin host page that embeds the app in an iframe at `src`. */
export async function openEmbedded(page: Page, src: string): Promise<void> {
  await page.route('**/embed-host-e2e', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Host</title><iframe id="app" src="${src}" style="width:1200px;height:760px;border:0"></iframe>`,
    }),
  );
  await page.goto('/embed-host-e2e');
}

/**
 * The server's CSP comes from its own configuration file (issue 8): a deployment whose configuration
 * names an identity provider or an embedding site allows it there. Tests that serve the app another
 * configuration through a route add the same origins to the app's pages' CSP, as that deployment's
 * server would.
 */
export async function allowInCsp(
  target: Pick<Page, 'route'>,
  appOrigin: string,
  additions: Readonly<Record<string, readonly string[]>>,
): Promise<void> {
  await target.route(
    (url) => url.origin === appOrigin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // A redirect goes back to the browser as it is, so relative addresses keep resolving right.
      const response = await route.fetch({ maxRedirects: 0 });
      const headers = response.headers();
      let csp = headers['content-security-policy'];
      if (csp) {
        for (const [directive, origins] of Object.entries(additions)) {
          csp = csp.replace(new RegExp(`(^|;\\s*)${directive}\\b`), `$1${directive} ${origins.join(' ')}`);
        }
        headers['content-security-policy'] = csp;
      }
      // Not `response` itself: its own CSP header would stay beside this one, and both would apply.
      return route.fulfill({ status: response.status(), headers, body: await response.body() });
    },
  );
}

/** The app's stored preferences (what a user picked in an earlier visit). */
export interface StoredPreferences {
  language?: string;
  mode?: 'light' | 'dark';
}

function storePreferences({ language, mode }: StoredPreferences): void {
  const key = 'arredo.preferences';
  const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
  if (language) localStorage.setItem(key, JSON.stringify({ ...stored, language }));
  if (mode) localStorage.setItem('arredo.color-mode', mode);
}

/** Stores language and colour mode in the open page; the next load starts with them. */
export async function setPreferences(page: Page, preferences: StoredPreferences): Promise<void> {
  await page.evaluate(storePreferences, preferences);
}

/** Stores language and colour mode before every load of the page, the first included. */
export async function presetPreferences(page: Page, preferences: StoredPreferences): Promise<void> {
  await page.addInitScript(storePreferences, preferences);
}

/** True when the page is wider than the window (something sticks out sideways). */
export const overflows = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/**
 * Home's New project, a rectangular room of these sizes (mm; the height only when given), then
 * Create room: the app lands on item search for the new project.
 */
export async function newRectangularRoom(
  page: Page,
  room: { width: number; depth: number; height?: number },
): Promise<void> {
  await page.goto('/home');
  await page.getByTestId('home-new-project').click();
  const roomDesign = page.getByRole('dialog', { name: 'Room design' });
  await roomDesign.getByRole('textbox', { name: 'Width' }).fill(String(room.width));
  await roomDesign.getByRole('textbox', { name: 'Depth' }).fill(String(room.depth));
  if (room.height !== undefined)
    await roomDesign.getByRole('textbox', { name: /Room height/ }).fill(String(room.height));
  await roomDesign.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/itemsearch\/newprj$/, { timeout: 30_000 });
}
