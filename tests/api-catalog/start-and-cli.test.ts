// The first start imports resources/catalogs; `npm run catalog:import` re-imports into the same
// storage (DATA_DIR or DATABASE_URL) from the command line and reports that nothing changed.
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { startServer } from '../../server/start';
import { projectRoot } from '../../server/paths';
import { describeEachStorage, tempDir } from '../support/storage';

const run = promisify(execFile);

describeEachStorage('catalogue import at start and from the command line', (fixture) => {
  it(
    'a fresh server serves the sample catalogues; the command re-imports them unchanged',
    { timeout: 180_000 },
    async () => {
      const target = await fixture.fresh();
      const server = await startServer({ port: 0, host: '127.0.0.1', ...target });
      try {
        const guest = await fetch(`${server.url}/api/v1/auth/guest`, { method: 'POST' });
        const { sessionId } = (await guest.json()) as { sessionId: string };
        const reply = await fetch(`${server.url}/api/v1/catalogs`, {
          headers: { authorization: `Bearer ${sessionId}` },
        });
        const body = (await reply.json()) as { catalogs: { cod: string }[] };
        expect(body.catalogs.map((c) => c.cod)).toEqual(['CLOSET', 'DOORS', 'KITCHEN', 'LIVING', 'WINDOWS']);
      } finally {
        // Embedded storage is opened by one process at a time: the command runs after the server stops.
        await server.close();
      }
      const env = {
        ...process.env,
        ...('dataDir' in target
          ? { DATA_DIR: target.dataDir, DATABASE_URL: '' }
          : { DATABASE_URL: target.databaseUrl }),
      };
      const { stdout } = await run('npm', ['run', '--silent', 'catalog:import'], { cwd: projectRoot(), env });
      expect(stdout).toContain(`into ${fixture.kind}:`);
      expect(stdout).toContain('KITCHEN (kitchen.json): unchanged');
      expect(stdout.match(/: unchanged/g)).toHaveLength(5);
    },
  );

  it(
    'the command exits 1 and names the file when a catalogue cannot be imported',
    { timeout: 180_000 },
    async () => {
      const target = await fixture.fresh();
      const dir = await tempDir('arredo-bad-catalogs-');
      await writeFile(join(dir, 'bad.json'), '{ "formatVersion": 1 }');
      const env = {
        ...process.env,
        ...('dataDir' in target
          ? { DATA_DIR: target.dataDir, DATABASE_URL: '' }
          : { DATABASE_URL: target.databaseUrl }),
      };
      const failed = await run('npm', ['run', '--silent', 'catalog:import', '--', '--dir', dir], {
        cwd: projectRoot(),
        env,
      }).catch((error: { code: number; stdout: string }) => error);
      expect('code' in failed ? failed.code : 0).toBe(1);
      expect(failed.stdout).toContain('bad.json: FAILED: Invalid catalogue');
      await rm(dir, { recursive: true, force: true });
    },
  );
});
