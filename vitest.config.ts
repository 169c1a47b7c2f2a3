import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests (next to their code, and tests/ suites that are not browser based), in
// three projects (README "npm test"):
//   - core: the pure domain code, in one module graph per worker (no isolation: these files share
//     no state, change no globals and mock nothing, and re-importing core for each file cost more
//     than running its tests);
//   - suites: everything else, each file isolated;
//   - timed: files that check a wall-clock time budget (the offer worker pool, whose threads run at
//     nice 10). They run after the other two, one file at a time, so that no sibling worker takes
//     their CPU; their budgets still hold the same jobs to the same limits.
// The first two run side by side on two workers: Vitest's default would be one on CI's two cores,
// which then waits idle while a suite waits on servers, databases, child processes and the disk.
const timed = ['tests/api-limits/offload.test.ts'];
const workers = Math.max(2, availableParallelism() - 1);
const common = {
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'core',
          include: ['core/**/*.test.{ts,tsx}'],
          isolate: false,
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'suites',
          include: ['{server,renderer,main,preload,integrator-kit}/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/desktop/**', 'node_modules/**', 'dist/**', ...timed],
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
          // One PostgreSQL server for a whole run's storage suites (each makes its own databases on it).
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
      {
        test: {
          ...common,
          name: 'timed',
          include: timed,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
