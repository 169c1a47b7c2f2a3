// The built main bundle (dist/main/index.mjs, what `electron .` runs) under plain Node with a stand-in
// Electron (fake-electron.mjs): proves the ES module bundle, electron-log, electron-store and the in-process
// server work together, since no real Electron binary can run here.
import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface FakeEvent {
  event: string;
  [key: string]: unknown;
}

async function runMain(userData: string): Promise<{ code: number | null; events: FakeEvent[] }> {
  const child = spawn(
    process.execPath,
    ['--import', './tests/desktop/fake-electron.mjs', 'dist/main/index.mjs'],
    {
      env: { ...process.env, ARREDO_USER_DATA_DIR: userData },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const events = output
    .split('\n')
    .filter((line) => line.startsWith('FAKE-ELECTRON '))
    .map((line) => JSON.parse(line.slice('FAKE-ELECTRON '.length)) as FakeEvent);
  return { code, events };
}

const find = (events: FakeEvent[], name: string) => events.find((event) => event.event === name);

test.describe('main bundle under a stand-in Electron', () => {
  let userData = '';
  test.beforeEach(() => {
    userData = mkdtempSync(join(tmpdir(), 'arredo-main-bundle-'));
  });
  test.afterEach(() => rmSync(userData, { recursive: true, force: true }));

  test('starts the server with data in user data, loads it securely, closes it on quit', async () => {
    test.setTimeout(180_000);
    const { code, events } = await runMain(userData);
    expect(code).toBe(0);
    expect(find(events, 'setName')).toMatchObject({ name: 'Arredo' });
    expect(find(events, 'window')).toMatchObject({
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
    });
    expect(find(events, 'windowOpenHandler')).toBeDefined();
    const url = find(events, 'loadURL')?.url as string;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(find(events, 'loaded')).toEqual({ event: 'loaded', status: 200, title: 'Arredo' });
    expect(find(events, 'headers')?.csp).toEqual([
      expect.stringContaining(`connect-src 'self' ${url.slice(0, -1)}`),
    ]);
    // Quit waits for the server: the first will-quit is held, the second goes through.
    expect(events.filter((event) => event.event === 'quit').map((event) => event.prevented)).toEqual([
      true,
      false,
    ]);

    expect(existsSync(join(userData, 'data', 'pglite'))).toBe(true);
    const log = readFileSync(join(userData, 'logs', 'main.log'), 'utf8');
    expect(log).toContain('Server started at http://127.0.0.1:');
    expect(log).toContain('Server closed');
  });

  test('uses the remote back end from settings.json and starts no server', async () => {
    test.setTimeout(60_000);
    mkdirSync(userData, { recursive: true });
    writeFileSync(
      join(userData, 'settings.json'),
      JSON.stringify({ backendUrl: 'https://arredo.invalid/app/' }),
    );
    const { code, events } = await runMain(userData);
    expect(code).toBe(0);
    expect(find(events, 'loadURL')).toMatchObject({ url: 'https://arredo.invalid/app/' });
    expect(find(events, 'headers')?.csp).toEqual([
      expect.stringContaining("connect-src 'self' https://arredo.invalid"),
    ]);
    expect(existsSync(join(userData, 'data'))).toBe(false);
    expect(readFileSync(join(userData, 'logs', 'main.log'), 'utf8')).toContain(
      'Using the remote back end https://arredo.invalid/app/',
    );
  });
});
