// Runs a suite once per storage kind: PGlite in a temp dir and a real PostgreSQL server.
// The PostgreSQL run is skipped, with the reason printed, only where no PostgreSQL binaries exist.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { StorageKind } from '../../server/storage';
import { postgresSkipReason, startPostgres, type TestPostgres } from './postgres';

/** Where a fresh, empty store lives: pass to `openStorage` or `startServer`. */
export type StorageTarget = { dataDir: string } | { databaseUrl: string };

export interface StorageFixture {
  kind: StorageKind;
  /** A fresh empty store (new temp dir, or new database on the suite's server). */
  fresh(): Promise<StorageTarget>;
}

export async function tempDir(prefix = 'arredo-test-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

let skipNoticeShown = false;

/** `describe` run for 'pglite' and 'postgres'; the body gets a fixture making fresh stores. */
export function describeEachStorage(title: string, body: (fixture: StorageFixture) => void): void {
  const skipReason = postgresSkipReason();
  if (skipReason && !skipNoticeShown) {
    skipNoticeShown = true;
    console.warn(`PostgreSQL storage tests SKIPPED: ${skipReason}.`);
  }
  for (const kind of ['pglite', 'postgres'] as const) {
    const skip = kind === 'postgres' && skipReason !== null;
    const suiteTitle = skip ? `${title} [postgres: skipped, ${skipReason}]` : `${title} [${kind}]`;
    describe.skipIf(skip)(suiteTitle, () => {
      const dirs: string[] = [];
      let server: TestPostgres | undefined;
      let databases = 0;

      beforeAll(async () => {
        if (kind === 'postgres') server = await startPostgres();
      });
      afterAll(async () => {
        await server?.stop();
        await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
      });

      body({
        kind,
        fresh: async () => {
          if (kind === 'pglite') {
            const dir = await tempDir();
            dirs.push(dir);
            return { dataDir: dir };
          }
          if (!server) throw new Error('PostgreSQL test server is not running');
          databases += 1;
          return { databaseUrl: await server.createDatabase(`t${databases}`) };
        },
      });
    });
  }
}
