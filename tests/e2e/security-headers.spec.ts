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
  await expect(page.getByText('Arredo API').first()).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('another site cannot frame the app', async ({ page, baseURL }) => {
  // The same server under another origin (127.0.0.1 instead of localhost) plays the other site.
  const other = new URL(baseURL!);
  other.hostname = '127.0.0.1';
  await page.goto(`${other.origin}/api/health`);
  const blocked = new Promise<string>((resolve) =>
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) resolve(message.text());
    }),
  );
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, `${baseURL}/home`);
  expect(await blocked).toContain('frame-ancestors');
});
