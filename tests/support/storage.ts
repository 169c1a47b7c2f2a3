// Runs a suite once per storage kind: PGlite in a temp dir and a real PostgreSQL server.
// The PostgreSQL run is skipped, with the reason printed, only where no PostgreSQL binaries exist.
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { StorageKind } from '../../server/storage';
import { projectRoot } from '../../server/paths';
import {
  createDatabaseAt,
  dropDatabaseAt,
  postgresSkipReason,
  startPostgres,
  type TestPostgres,
} from './postgres';

/** Where a fresh, empty store lives: pass to `openStorage` or `startServer`. */
export type StorageTarget = { dataDir: string } | { databaseUrl: string };

export interface StorageFixture {
  kind: StorageKind;
  /** A fresh empty store (new temp dir, or new database on the suite's server). */
  fresh(): Promise<StorageTarget>;
}

/**
 * Every temp dir of this test process lives under one root named after its pid. Vitest workers end
 * without an exit event, so each process sweeps the roots of processes that are gone instead.
 */
const ROOT_PATTERN = /^arredo-tests-(\d+)$/;
const processRoot = join(tmpdir(), `arredo-tests-${process.pid}`);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sweepDeadRoots(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(ROOT_PATTERN.exec(name)?.[1] ?? NaN);
    if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) {
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

let rootReady = false;
export async function tempDir(prefix = 'arredo-test-'): Promise<string> {
  if (!rootReady) {
    sweepDeadRoots();
    mkdirSync(processRoot, { recursive: true });
    rootReady = true;
  }
  return mkdtemp(join(processRoot, prefix));
}

/**
 * An initialised but empty PGlite cluster, made once per machine and PGlite version, then copied:
 * PGlite's initdb costs seconds (WASM), a copy a fraction of one. Not migrated, so every store
 * still runs the real migrations.
 */
let template: Promise<string> | undefined;
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const manifest = join(projectRoot(), 'node_modules/@electric-sql/pglite/package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    const dir = join(tmpdir(), `arredo-pglite-initdb-${version}`);
    if (existsSync(join(dir, 'PG_VERSION'))) return dir;
    const building = await mkdtemp(join(tmpdir(), 'arredo-pglite-building-'));
    const cluster = await PGlite.create(building);
    await cluster.close();
    // Atomic publish: a parallel worker that lost the race keeps using the winner's copy.
    await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
    return dir;
  })();
  return template;
}

/** A new temp data dir whose `pglite/` holds an empty, initialised cluster. */
export async function freshPgliteDataDir(): Promise<string> {
  const dir = await tempDir();
  await cp(await pgliteTemplate(), join(dir, 'pglite'), { recursive: true });
  return dir;
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
      // The run's shared server (vitest.config.ts's global set-up), else one of this suite's own.
      let base = '';
      let ownServer: TestPostgres | undefined;
      const databases: string[] = [];
      const prefix = `t${randomBytes(4).toString('hex')}_`;

      beforeAll(async () => {
        if (kind !== 'postgres') return;
        base = inject('postgresBase') ?? '';
        if (!base) {
          ownServer = await startPostgres();
          base = ownServer.base;
        }
      });
      afterAll(async () => {
        if (ownServer) await ownServer.stop();
        // A database still in use stays until the shared server goes at the end of the run.
        else await Promise.all(databases.map((name) => dropDatabaseAt(base, name).catch(() => undefined)));
        await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
      });

      body({
        kind,
        fresh: async () => {
          if (kind === 'pglite') {
            const dir = await freshPgliteDataDir();
            dirs.push(dir);
            return { dataDir: dir };
          }
          if (!base) throw new Error('PostgreSQL test server is not running');
          const name = `${prefix}${databases.length + 1}`;
          databases.push(name);
          return { databaseUrl: await createDatabaseAt(base, name) };
        },
      });
    });
  }
}
