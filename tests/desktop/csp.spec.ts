// The desktop CSP (main/security/csp.ts) against the real web bundle, in Debian's Chromium: the header is
// added the way main adds it (to every response from the app origin), and the home must render with no
// violation. Guards against a policy that would leave the desktop window blank.
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCsp, withCsp } from '../../main/security/csp';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  },
});

let server: ChildProcess | undefined;
let origin = '';
const dataDir = mkdtempSync(join(tmpdir(), 'arredo-csp-'));

test.beforeAll(async () => {
  // The built server (npm run test:desktop builds first) on a free loopback port, as main starts it.
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server = child;
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/[^:]+:(\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${output}`)));
  });
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test('the home renders under the desktop CSP without violations', async ({ page }) => {
  const csp = buildCsp({ backendOrigin: origin });
  await page.route('**/*', async (route) => {
    if (new URL(route.request().url()).origin !== origin) return route.continue();
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).map(([name, value]) => [name, [value]]),
    );
    const withPolicy = withCsp(headers, csp);
    await route.fulfill({
      response,
      headers: Object.fromEntries(
        Object.entries(withPolicy).map(([name, values]) => [name, values.join(', ')]),
      ),
    });
  });
  await page.addInitScript(() => {
    const record: string[] = [];
    (globalThis as unknown as { __cspViolations: string[] }).__cspViolations = record;
    document.addEventListener('securitypolicyviolation', (event) =>
      record.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto(`${origin}/`);
  // The server sends its own policy (issue 8); the window's replaces it.
  expect(response?.headers()['content-security-policy']).toBe(csp);
  await expect(page.getByTestId('home')).toBeVisible();
  const violations = () =>
    page.evaluate(() => (globalThis as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);

  // The policy is live: an injected inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'globalThis.__inline = true';
    document.head.append(script);
  });
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
  // The home keeps calling the API (guest session, catalogues); those routes end with the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
