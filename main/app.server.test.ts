// The bootstrap with the real in-process server (server/start.ts): what `npm run desktop` starts, minus
// Electron itself.
import { afterEach, describe, expect, it } from 'vitest';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from './app';
import { FakeFacade } from './testing/fakes';
import { startServer } from '../server/start';

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * A minimal app folder laid out like the project under `electron .`: dist/renderer and the bundled
 * resources (without the sample catalogues, so the first start stays quick).
 */
async function appFolder(): Promise<{ appPath: string; userData: string }> {
  const root = await mkdtemp(join(tmpdir(), 'arredo-desktop-'));
  temporary.push(root);
  const appPath = join(root, 'app');
  await mkdir(join(appPath, 'dist', 'renderer'), { recursive: true });
  await writeFile(join(appPath, 'dist', 'renderer', 'index.html'), '<!doctype html><title>Arredo</title>');
  await cp('resources', join(appPath, 'resources'), {
    recursive: true,
    filter: (source) => !source.includes('catalogs'),
  });
  return { appPath, userData: join(root, 'user-data') };
}

describe('bootstrap with the real server', () => {
  // PGlite's first start (initdb and migrations) takes seconds, more on a busy machine.
  it(
    'serves the app on 127.0.0.1 with its data in the user-data folder, and closes it on quit',
    { timeout: 120_000 },
    async () => {
      const { appPath, userData } = await appFolder();
      const facade = new FakeFacade({ isPackaged: false, appPath, userDataPath: userData, startServer });
      const result = await bootstrap(facade);
      if (result.role !== 'primary') throw new Error(`bootstrap ended as ${result.role}`);

      const url = facade.windows[0]!.loaded[0]!;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const home = await fetch(url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>Arredo</title>');
      expect((await fetch(new URL('/api/health', url))).status).toBe(200);
      expect(await readdir(join(userData, 'data'))).toContain('pglite');

      expect(facade.emitWillQuit()).toBe(true);
      // Quitting closes the worker threads and flushes the embedded database: over a second on a busy
      // machine, beyond expect.poll's default wait.
      await expect.poll(() => facade.quitCalls, { timeout: 15_000 }).toBe(1);
      await expect(fetch(url)).rejects.toThrow();
    },
  );
});
