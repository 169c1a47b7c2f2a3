import { defineConfig } from 'vitest/config';

// Unit and integration tests (next to their code, and tests/ suites that are not browser based).
export default defineConfig({
  test: {
    include: ['{core,server,renderer,main,preload,integrator-kit}/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/desktop/**', 'node_modules/**', 'dist/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One PostgreSQL server for a whole run's storage suites (each makes its own databases on it).
    globalSetup: ['tests/support/postgres-global-setup.ts'],
  },
});
