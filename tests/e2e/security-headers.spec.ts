import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './shellHelpers';

// Issue 8: the app and the API docs run under the server's Content-Security-Policy without a single
// violation, and no other site can frame the app.

test.describe.configure({ timeout: 60_000 });

/** Every CSP violation the page reports, from the console and from securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('home runs under the CSP without violations', async ({ page }) => {
  const violations = await watchViolations(page);
  const reply = await page.goto('/home');
  expect(reply?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await waitForApp(page);
  await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true');
  await page.getByTestId('color-mode-toggle').click();
  expect(violations).toEqual([]);
});

test('Swagger UI at /api/docs runs under its CSP without violations', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  // Swagger UI's bundle is large: on a busy machine it takes seconds to draw.
  await expect(page.getByText('Arredo API').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test('the app frames itself, and another site cannot frame it', async ({ page, baseURL }) => {
  const frameOf = async (host: string) => {
    const parent = new URL(baseURL!);
    parent.hostname = host;
    await page.goto(`${parent.origin}/api/health`);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, `${baseURL}/home`);
    await expect.poll(() => page.frames().length).toBe(2);
    return page.frames().find((frame) => frame !== page.mainFrame())!;
  };
  // Same origin (localhost): the app loads in the frame.
  const own = await frameOf('localhost');
  await expect(own.getByTestId('app-shell')).toBeVisible({ timeout: 20_000 });
  // The same server under another origin (127.0.0.1) plays the other site: the browser refuses.
  const other = await frameOf('127.0.0.1');
  await expect.poll(() => other.url(), { timeout: 20_000 }).toMatch(/^chrome-error:/);
  await expect(other.getByTestId('app-shell')).toHaveCount(0);
});

// Issue 25: the home page's JavaScript arrives precompressed (brotli from the build), cached as
// immutable; before, it went out uncompressed (794 KB where 245 KB of gzip would do).
test("the home page's JavaScript arrives compressed and cached as immutable", async ({ page }) => {
  const scripts: { url: string; encoding?: string; cache?: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.url().includes('/assets/')) return;
    const headers = await response.allHeaders();
    const sizes = await response.request().sizes();
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
      bytes: sizes.responseBodySize,
    });
  });
  await page.goto('/home');
  await waitForApp(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.encoding, script.url).toBe('br');
    expect(script.cache, script.url).toContain('immutable');
  }
});
