// The desktop features through the whole bootstrap, with a fake Electron: menu, IPC sender checks, links and
// second instance, crash recovery, window bounds in the settings, and saving PDFs.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from './app';
import { RECOVERY_CLEAR, RECOVERY_KEEP, SAVE_PDF, SET_LANGUAGE } from './ipc/desktop-commands';
import { TO_APP, TO_HOST } from './ipc/host-bridge';
import type { IpcEvent, MenuItemSpec } from './facade';
import { FakeFacade, type FakeFacadeOptions } from './testing/fakes';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function userData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arredo-user-data-'));
  dirs.push(dir);
  return dir;
}

async function start(options: FakeFacadeOptions = {}) {
  const facade = new FakeFacade({ userDataPath: options.userDataPath ?? userData(), ...options });
  const result = await bootstrap(facade);
  if (result.role !== 'primary') throw new Error(`Expected a primary instance, got ${result.role}`);
  const window = facade.windows[0]!;
  const app: IpcEvent = {
    senderFrame: { url: 'http://127.0.0.1:40123/home', parent: null },
    sender: { id: 1 },
  };
  return {
    facade,
    result,
    window,
    /** What main sent the renderer on arredo:to-app. */
    toApp: () =>
      window.webContents.sent.filter((entry) => entry.channel === TO_APP).map((entry) => entry.payload),
    fromApp: (channel: string, payload: unknown, event = app) => facade.ipc.emit(channel, event, payload),
    appLoaded: () => facade.ipc.emit(TO_HOST, app, { status: 0, action: 'APP', msg: 'APP loaded' }),
    invoke: (channel: string, payload: unknown, event = app) => facade.ipc.invoke(channel, event, payload),
  };
}

function menuItem(menu: MenuItemSpec[] | undefined, ...path: string[]): MenuItemSpec {
  let items = menu ?? [];
  let found: MenuItemSpec | undefined;
  for (const label of path) {
    found = items.find((entry) => entry.label?.replace('&', '') === label);
    if (!found) throw new Error(`No menu item "${label}"`);
    items = found.submenu ?? [];
  }
  return found!;
}

const kitchen = { schemaVersion: 2, id: 1042, des: 'Kitchen Rossi', rows: [] };

describe('application menu', () => {
  it('dispatches the app actions over the validated channel', async () => {
    const { facade, toApp } = await start();
    menuItem(facade.menu, 'File', 'Save').click?.();
    menuItem(facade.menu, 'File', 'Generate offer').click?.();
    menuItem(facade.menu, 'Language', 'Deutsch').click?.();
    expect(toApp()).toEqual([
      { action: 'dispatch', name: 'saveProject' },
      { action: 'dispatch', name: 'generateOffer' },
      { action: 'dispatch', name: 'setLanguage', args: { language: 'de' } },
    ]);
  });

  it('follows the language the app reports, and ignores reports from elsewhere or garbage', async () => {
    const { facade, result, fromApp } = await start();
    fromApp(SET_LANGUAGE, 'it');
    expect(result.menuLanguage()).toBe('it');
    expect(menuItem(facade.menu, 'File', 'Salva')).toBeDefined();
    fromApp(SET_LANGUAGE, 'de', {
      senderFrame: {
        url: 'http://127.0.0.1:40123/x',
        parent: { url: 'http://127.0.0.1:40123/', parent: null },
      },
      sender: { id: 1 },
    });
    fromApp(SET_LANGUAGE, 'de', {
      senderFrame: { url: 'https://evil.example/', parent: null },
      sender: { id: 1 },
    });
    fromApp(SET_LANGUAGE, '<script>');
    expect(result.menuLanguage()).toBe('it');
    expect(
      facade.logger.lines.filter((line) => line.startsWith('warn Ignored IPC on arredo:set-language')),
    ).toHaveLength(3);
    fromApp(SET_LANGUAGE, 'de-CH');
    expect(menuItem(facade.menu, 'Datei', 'Speichern')).toBeDefined();
  });

  it('starts in the language the app last reported, and remembers a new one', async () => {
    const { facade, fromApp } = await start({ settings: { menuLanguage: 'de' } });
    expect(menuItem(facade.menu, 'Datei', 'Neues Projekt')).toBeDefined();
    fromApp(SET_LANGUAGE, 'it');
    expect(facade.settingWrites).toEqual([{ key: 'menuLanguage', value: 'it' }]);
    const garbage = await start({ settings: { menuLanguage: 'klingon' } });
    expect(menuItem(garbage.facade.menu, 'File', 'Save')).toBeDefined();
  });

  it('has no developer tools when packaged, and they are disabled in the window too', async () => {
    const { facade, window } = await start();
    expect(JSON.stringify(facade.menu)).not.toContain('toggleDevTools');
    expect(window.options.webPreferences.devTools).toBe(false);
    const development = await start({ isPackaged: false, appPath: '/src/arredo' });
    expect(JSON.stringify(development.facade.menu)).toContain('toggleDevTools');
  });

  it('reloads the page and holds messages until the app is loaded again', async () => {
    const { facade, window, toApp, appLoaded } = await start();
    appLoaded();
    menuItem(facade.menu, 'View', 'Reload').click?.();
    expect(window.webContents.reloads).toBe(1);
    // What Electron reports as the reload begins; in-page route changes and iframes do not count.
    window.webContents.emitStartNavigation('http://127.0.0.1:40123/offer', { isSameDocument: true });
    window.webContents.emitStartNavigation('http://127.0.0.1:40123/frame', { isMainFrame: false });
    facade.emitSecondInstance(['arredo', 'arredo://project/7']);
    expect(toApp()).toEqual([{ action: 'openProject', id: 7 }]);
    window.webContents.emitStartNavigation('http://127.0.0.1:40123/');
    facade.emitSecondInstance(['arredo', 'arredo://project/8']);
    expect(toApp()).toEqual([{ action: 'openProject', id: 7 }]);
    appLoaded();
    expect(toApp()).toEqual([
      { action: 'openProject', id: 7 },
      { action: 'openProject', id: 8 },
    ]);
  });
});

describe('arredo:// links', () => {
  it('registers the scheme when packaged only', async () => {
    expect((await start()).facade.linkSchemes).toEqual(['arredo']);
    expect((await start({ isPackaged: false, appPath: '/src/arredo' })).facade.linkSchemes).toEqual([]);
  });

  it('opens the project of a link on the first command line once the app has loaded', async () => {
    const { toApp, appLoaded } = await start({ argv: ['C:\\Arredo\\Arredo.exe', 'arredo://project/123/'] });
    expect(toApp()).toEqual([]);
    appLoaded();
    expect(toApp()).toEqual([{ action: 'openProject', id: 123 }]);
  });

  it("forwards a second instance's link to the running window and brings it to the front", async () => {
    const { facade, window, toApp, appLoaded } = await start();
    appLoaded();
    window.minimized = true;
    facade.emitSecondInstance(['/usr/bin/arredo', '--no-sandbox', 'arredo://project/77']);
    expect(window).toMatchObject({ minimized: false, visible: true, focused: true });
    expect(toApp()).toEqual([{ action: 'openProject', id: 77 }]);
  });

  it('takes macOS open-url links, also those that come before the window', async () => {
    const facade = new FakeFacade({ userDataPath: userData(), platform: 'darwin' });
    const booting = bootstrap(facade);
    facade.emitOpenUrl('arredo://project/5');
    await booting;
    facade.ipc.emit(
      TO_HOST,
      { senderFrame: { url: 'http://127.0.0.1:40123/', parent: null }, sender: { id: 1 } },
      { status: 0, action: 'APP', msg: 'APP loaded' },
    );
    facade.emitOpenUrl('arredo://project/6');
    expect(facade.windows[0]!.webContents.sent.map((entry) => entry.payload)).toEqual([
      { action: 'openProject', id: 5 },
      { action: 'openProject', id: 6 },
    ]);
  });

  it('ignores and logs links with unknown paths or bad ids', async () => {
    const { facade, toApp, appLoaded } = await start({ argv: ['arredo', 'arredo://project/12abc'] });
    appLoaded();
    facade.emitSecondInstance(['arredo', 'arredo://settings/reset']);
    facade.emitOpenUrl('arredo://project/1?redirect=https://evil.example');
    expect(toApp()).toEqual([]);
    expect(facade.logger.lines.filter((line) => line.startsWith('warn Ignored link'))).toEqual([
      'warn Ignored link from the command line: "12abc" is not a project id (a whole number from 1) ("arredo://project/12abc")',
      'warn Ignored link from the second instance: unknown path "settings/reset" ("arredo://settings/reset")',
      'warn Ignored link from the open-url: query or fragment given ("arredo://project/1?redirect=https://evil.example")',
    ]);
  });
});

describe('crash recovery', () => {
  it('keeps the open project, and offers it at the next start after a crash', async () => {
    const dir = userData();
    const first = await start({ userDataPath: dir });
    first.fromApp(RECOVERY_KEEP, kitchen);
    const file = join(dir, 'recovery', 'project.json');
    await expect.poll(() => existsSync(file)).toBe(true);
    // The process dies here: no will-quit.

    const second = await start({ userDataPath: dir });
    expect(second.toApp()).toEqual([]);
    second.appLoaded();
    await expect.poll(second.toApp).toEqual([
      {
        action: 'recoveryAvailable',
        savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        des: 'Kitchen Rossi',
        project: kitchen,
      },
    ]);
  });

  it('forgets the project when the app says it was saved or declined', async () => {
    const dir = userData();
    const { fromApp } = await start({ userDataPath: dir });
    fromApp(RECOVERY_KEEP, kitchen);
    const file = join(dir, 'recovery', 'project.json');
    await expect.poll(() => existsSync(file)).toBe(true);
    fromApp(RECOVERY_CLEAR, null);
    await expect.poll(() => existsSync(file)).toBe(false);
    const next = await start({ userDataPath: dir });
    next.appLoaded();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(next.toApp()).toEqual([]);
  });

  it('removes the kept project on a clean quit', async () => {
    const dir = userData();
    const { facade, fromApp } = await start({ userDataPath: dir });
    fromApp(RECOVERY_KEEP, kitchen);
    const file = join(dir, 'recovery', 'project.json');
    await expect.poll(() => existsSync(file)).toBe(true);
    facade.windows[0]!.close();
    facade.emitWindowAllClosed();
    expect(facade.emitWillQuit()).toBe(true);
    await expect.poll(() => facade.quitCalls).toBe(2);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses and logs invalid documents and documents from outside the app', async () => {
    const dir = userData();
    const { facade, fromApp } = await start({ userDataPath: dir });
    fromApp(RECOVERY_KEEP, { schemaVersion: 2, rows: 'lots' });
    fromApp(RECOVERY_KEEP, { ...kitchen, notes: 'x'.repeat(9 * 1024 * 1024) });
    fromApp(RECOVERY_KEEP, kitchen, {
      senderFrame: { url: 'https://evil.example/', parent: null },
      sender: { id: 1 },
    });
    await expect
      .poll(() => facade.logger.lines.filter((line) => line.includes('arredo:recovery-keep')).length)
      .toBe(3);
    expect(existsSync(join(dir, 'recovery', 'project.json'))).toBe(false);
    expect(facade.logger.lines.filter((line) => line.includes('arredo:recovery-keep'))).toEqual([
      // The sender check refuses at once; the document checks answer a moment later.
      'warn Ignored IPC on arredo:recovery-keep: sender https://evil.example/ is not the app',
      expect.stringContaining('not a valid project'),
      expect.stringContaining('too large'),
    ]);
  });
});

describe('window bounds in the settings', () => {
  it('opens where it was, clamped to the screens, maximised again if it was', async () => {
    const { window } = await start({
      settings: { window: { x: 1700, y: 900, width: 1000, height: 700, maximized: true } },
      displays: [{ x: 0, y: 0, width: 1920, height: 1040 }],
    });
    expect(window.options).toMatchObject({ x: 920, y: 340, width: 1000, height: 700 });
    window.emitReadyToShow();
    expect(window.maximized).toBe(true);
  });

  it('saves the bounds when the window closes, next to the other settings', async () => {
    const { facade, window } = await start({ settings: { backendUrl: 'https://arredo.shop.example/' } });
    window.bounds = { x: 30, y: 40, width: 1100, height: 750 };
    window.close();
    expect(facade.settingWrites).toEqual([
      { key: 'window', value: { x: 30, y: 40, width: 1100, height: 750, maximized: false } },
    ]);
  });

  it('ignores a broken window entry without losing the back-end setting', async () => {
    const { facade, window, result } = await start({
      settings: { backendUrl: 'https://arredo.shop.example/', window: { x: 'left' } },
    });
    expect(result.appOrigin).toBe('https://arredo.shop.example');
    expect(window.options).toMatchObject({ width: 1280, height: 800 });
    expect(
      facade.logger.lines.some((line) => line.startsWith('warn Ignored the saved window position')),
    ).toBe(true);
  });
});

describe('saving PDFs', () => {
  it('saves the bytes the app sends where the user chose', async () => {
    const path = join(userData(), 'offer.pdf');
    const { invoke, facade } = await start({ saveDialogAnswers: [{ canceled: false, filePath: path }] });
    const bytes = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
    await expect(invoke(SAVE_PDF, { bytes, fileName: 'Offer 1042' })).resolves.toEqual({ saved: true, path });
    expect(readFileSync(path, 'utf8')).toBe('%PDF-1.7\n%%EOF\n');
    expect(facade.saveDialogs[0]?.defaultPath).toBe('/home/ann/Downloads/Offer 1042.pdf');
  });

  it('fetches a report URL of the app with its session', async () => {
    const path = join(userData(), 'report.pdf');
    const url = 'http://127.0.0.1:40123/api/v1/reports/3.pdf';
    const bytes = new TextEncoder().encode('%PDF-1.4 report');
    const { invoke, facade } = await start({
      saveDialogAnswers: [{ canceled: false, filePath: path }],
      files: { [url]: { status: 200, contentType: 'application/pdf', bytes } },
    });
    await invoke(SAVE_PDF, { url: '/api/v1/reports/3.pdf' });
    expect(facade.fetched).toEqual([url]);
    expect(readFileSync(path, 'utf8')).toBe('%PDF-1.4 report');
  });

  it('refuses a call from a sub-frame, and a URL off the app origin', async () => {
    const { invoke, facade } = await start({
      saveDialogAnswers: [{ canceled: false, filePath: '/tmp/x.pdf' }],
    });
    const frame = {
      url: 'http://127.0.0.1:40123/frame',
      parent: { url: 'http://127.0.0.1:40123/', parent: null },
    };
    await expect(
      invoke(
        SAVE_PDF,
        { bytes: new TextEncoder().encode('%PDF-') },
        { senderFrame: frame, sender: { id: 1 } },
      ),
    ).rejects.toThrow(/a sub-frame/);
    await expect(invoke(SAVE_PDF, { url: 'https://evil.example/x.pdf' })).rejects.toThrow(
      /not the app's origin/,
    );
    expect(facade.saveDialogs).toEqual([]);
    expect(facade.fetched).toEqual([]);
  });
});
