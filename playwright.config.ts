import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEADLESS_CHROMIUM_ARGS } from './server/renderfarm/chromium';

// Browser suites run against the real server (`dist/`, built by `npm run build`) in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 8181);
// In the environment so the workers (which load this file again) share it: tests read <dataDir>/outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'arredo-e2e-')));

export const chromiumArgs = [
  ...HEADLESS_CHROMIUM_ARGS,
  // Pages a test serves through a route count as public to Chromium's Local Network Access, which
  // then blocks their calls to the loopback servers the tests start (identity provider, parent page).
  '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessRespectPreflightResults',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: 'node dist/server/index.js',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // A start-up takes seconds on a quiet machine, but over a minute at load 20 on two shared cores.
    timeout: 240_000,
    // The suites sign the same seed users in from this one address more than the default 10 times a
    // minute (each autologin start is a password login); CI's faster runs hit 429 there.
    env: { PORT: String(port), DATA_DIR: dataDir, ARREDO_LOGIN_ATTEMPTS_PER_MINUTE: '600' },
  },
});
