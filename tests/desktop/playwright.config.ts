import { defineConfig } from '@playwright/test';

// The Electron smoke test (Playwright's _electron driver). Run from the project root:
// `npm run test:desktop`. Where no Electron binary exists it reports itself skipped within seconds.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/desktop',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
});
