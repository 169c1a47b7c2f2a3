// PGlite storage on disk fsyncs every commit: counted at the system-call level with strace.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { projectRoot } from '../paths';
import { freshPgliteDataDir } from '../../tests/support/storage';
import { openStorage, queryRows } from '.';

const strace = spawnSync('strace', ['-V']).status === 0;
const COMMITS = 40;

/** fsync calls made by a process that opens storage in a fresh dir and makes `commits` commits. */
async function fsyncCalls(commits: number): Promise<number> {
  const dir = await freshPgliteDataDir();
  const summary = join(dir, 'strace.txt');
  execFileSync(
    'strace',
    [
      '-f',
      '-c',
      '-e',
      'trace=fsync,fdatasync',
      '-o',
      summary,
      process.execPath,
      '--import',
      'tsx',
      join(projectRoot(), 'tests/storage/pglite-commits.ts'),
      dir,
      String(commits),
    ],
    { cwd: projectRoot(), stdio: 'pipe' },
  );
  // strace -c prints one line per traced call: "% time  seconds  usecs/call  calls  [errors]  syscall".
  return readFileSync(summary, 'utf8')
    .split('\n')
    .map((line) => /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?(fsync|fdatasync)\s*$/.exec(line))
    .reduce((sum, match) => sum + (match ? Number(match[1]) : 0), 0);
}

describe('PGlite storage on disk', () => {
  const open: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(open.map((storage) => storage.close())));

  it('runs PostgreSQL with fsync on, syncing the WAL with fsync', async () => {
    const storage = await openStorage({ dataDir: await freshPgliteDataDir() });
    open.push(storage);
    const [fsync] = await queryRows<{ fsync: string }>(storage.db, sql`show fsync`);
    const [method] = await queryRows<{ wal_sync_method: string }>(storage.db, sql`show wal_sync_method`);
    expect(fsync?.fsync).toBe('on');
    expect(method?.wal_sync_method).toBe('fsync');
  });

  it.skipIf(!strace)(
    'fsyncs every commit (strace counts the calls)',
    async () => {
      const baseline = await fsyncCalls(0);
      const withCommits = await fsyncCalls(COMMITS);
      expect(withCommits - baseline).toBeGreaterThanOrEqual(COMMITS);
    },
    180_000,
  );
});
