// The built main bundle (dist/main/index.mjs, what `electron .` runs) under plain Node with a stand-in
// Electron (fake-electron.mjs): proves the ES module bundle, electron-log, electron-store and the in-process
// server work together, since no real Electron binary can run here.
import { expect, test } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface FakeEvent {
  event: string;
  [key: string]: unknown;
}

interface RunOptions {
  /** FAKE_ELECTRON_SCENARIO: what the page does over IPC once loaded. */
  scenario?: 'keep-and-crash' | 'load-and-listen';
  /** Run in a network namespace of its own, with only loopback: the network unplugged. */
  unplugged?: boolean;
}

const MAIN = [process.execPath, '--import', './tests/desktop/fake-electron.mjs', 'dist/main/index.mjs'];

async function runMain(
  userData: string,
  { scenario, unplugged = false }: RunOptions = {},
): Promise<{ code: number | null; signal: string | null; events: FakeEvent[] }> {
  const [command, ...args] = unplugged
    ? ['unshare', '--net', '--', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', ...MAIN]
    : MAIN;
  const child = spawn(command!, args, {
    env: { ...process.env, ARREDO_USER_DATA_DIR: userData, FAKE_ELECTRON_SCENARIO: scenario ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  const events = output
    .split('\n')
    .filter((line) => line.startsWith('FAKE-ELECTRON '))
    .map((line) => JSON.parse(line.slice('FAKE-ELECTRON '.length)) as FakeEvent);
  return { code, signal, events };
}

/** Whether this machine can give a process a network namespace of its own (root, or user namespaces). */
function canUnplug(): { ok: boolean; reason: string } {
  const probe = spawnSync('unshare', ['--net', '--', 'sh', '-c', 'ip link set lo up'], { encoding: 'utf8' });
  return probe.status === 0
    ? { ok: true, reason: '' }
    : { ok: false, reason: `unshare --net is not available here: ${probe.stderr || probe.error?.message}` };
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

    // The menu in English until the app says otherwise; the IPC call channel is registered.
    expect(find(events, 'menu')?.labels).toEqual(
      expect.arrayContaining([
        { label: '&File', submenu: expect.arrayContaining(['&New project', '&Save', '&Generate offer']) },
        { label: '&Language', submenu: ['English', 'Italiano', 'Deutsch'] },
      ]),
    );
    expect(events.filter((event) => event.event === 'ipcHandle').map((event) => event.channel)).toContain(
      'arredo:save-pdf',
    );
    // Not packaged: no link-scheme registration (it would register the bare Electron binary).
    expect(find(events, 'protocol')).toBeUndefined();
    // electron-store kept the window's bounds when it closed.
    const settings = JSON.parse(readFileSync(join(userData, 'settings.json'), 'utf8'));
    expect(settings.window).toEqual({ x: 100, y: 80, width: 1280, height: 800, maximized: false });
  });

  test('starts and serves the app with the network unplugged, and never tries to reach it', async () => {
    test.setTimeout(180_000);
    const unplug = canUnplug();
    test.skip(!unplug.ok, unplug.reason);
    const { code, events } = await runMain(userData, { unplugged: true });
    expect(code).toBe(0);
    expect(find(events, 'loaded')).toEqual({ event: 'loaded', status: 200, title: 'Arredo' });
    expect(events.filter((event) => event.event === 'network')).toEqual([]);
    expect(readFileSync(join(userData, 'logs', 'main.log'), 'utf8')).not.toContain('[error]');
  });

  test('offers the project kept before a crash at the next start, and removes it on a clean quit', async () => {
    test.setTimeout(240_000);
    const crashed = await runMain(userData, { scenario: 'keep-and-crash' });
    expect(crashed.signal).toBe('SIGKILL');
    const file = join(userData, 'recovery', 'project.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      des: 'Kitchen Rossi',
      project: { id: 7 },
    });

    const next = await runMain(userData, { scenario: 'load-and-listen' });
    expect(next.code).toBe(0);
    const offers = next.events.filter(
      (event) =>
        event.event === 'send' && (event.payload as { action?: string }).action === 'recoveryAvailable',
    );
    expect(offers).toEqual([
      {
        event: 'send',
        channel: 'arredo:to-app',
        payload: {
          action: 'recoveryAvailable',
          savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          des: 'Kitchen Rossi',
          project: { schemaVersion: 2, id: 7, des: 'Kitchen Rossi', rows: [] },
        },
      },
    ]);
    // That second session quit cleanly: nothing is left to recover.
    expect(existsSync(file)).toBe(false);
  });

  test('rotates a full log into main.1.log and restores the window within the screen', async () => {
    test.setTimeout(180_000);
    mkdirSync(join(userData, 'logs'), { recursive: true });
    writeFileSync(join(userData, 'logs', 'main.log'), `${'x'.repeat(5 * 1024 * 1024)}\nOLD RUN\n`);
    writeFileSync(
      join(userData, 'settings.json'),
      JSON.stringify({ window: { x: 1500, y: 700, width: 1100, height: 700, maximized: false } }),
    );
    const { code, events } = await runMain(userData);
    expect(code).toBe(0);
    expect(readdirSync(join(userData, 'logs')).sort()).toEqual(['main.1.log', 'main.log']);
    expect(readFileSync(join(userData, 'logs', 'main.1.log'), 'utf8')).toContain('OLD RUN');
    const log = readFileSync(join(userData, 'logs', 'main.log'), 'utf8');
    expect(log).toContain('Server started');
    expect(log.length).toBeLessThan(100_000);
    // The fake screen is 1920 x 1040: the window is pulled back inside it.
    expect(find(events, 'window')?.bounds).toEqual({ x: 820, y: 340, width: 1100, height: 700 });
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
