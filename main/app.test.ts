import { describe, expect, it } from 'vitest';
import { bootstrap } from './app';
import { FakeFacade } from './testing/fakes';
import { TO_APP, TO_HOST } from './ipc/host-bridge';

async function primary(facade: FakeFacade) {
  const result = await bootstrap(facade);
  if (result.role !== 'primary') throw new Error(`Expected a primary instance, got ${result.role}`);
  return result;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bootstrap with the in-process server', () => {
  it('starts the server on a free loopback port with data in the user-data folder', async () => {
    const facade = new FakeFacade();
    const result = await primary(facade);
    expect(facade.servers).toHaveLength(1);
    expect(facade.servers[0]?.options).toEqual({
      port: 0,
      host: '127.0.0.1',
      logger: false,
      paths: {
        rendererDir: '/opt/arredo/resources/app.asar.unpacked/dist/renderer',
        resourcesDir: '/opt/arredo/resources/resources',
        dataDir: '/home/ann/.config/Arredo/data',
      },
    });
    expect(result.appOrigin).toBe('http://127.0.0.1:40123');
    expect(facade.windows[0]?.loaded).toEqual(['http://127.0.0.1:40123/']);
  });

  it('creates one hidden window with the secure webPreferences, shown on first paint', async () => {
    const facade = new FakeFacade();
    await primary(facade);
    expect(facade.windows).toHaveLength(1);
    const window = facade.windows[0]!;
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      preload: '/opt/arredo/resources/app.asar/dist/preload/index.cjs',
    });
    expect(window.options.icon).toBe('/opt/arredo/resources/resources/icons/icon.png');
    expect(window.visible).toBe(false);
    window.emitReadyToShow();
    expect(window.visible).toBe(true);
  });

  it('installs the navigation, new-window and webview guards on the window', async () => {
    const facade = new FakeFacade({ settings: { externalLinkOrigins: ['https://help.arredo.example'] } });
    await primary(facade);
    const contents = facade.windows[0]!.webContents;
    expect(contents.emitNavigation('will-navigate', 'https://evil.example/')).toBe(true);
    expect(contents.emitNavigation('will-navigate', 'http://127.0.0.1:40123/offer')).toBe(false);
    expect(contents.emitPreventable('will-attach-webview')).toBe(true);
    expect(contents.openWindow('https://help.arredo.example/faq')).toEqual({ action: 'deny' });
    await flush();
    expect(facade.openedExternally).toEqual(['https://help.arredo.example/faq']);
  });

  it('adds the CSP to app responses only, and handles permissions', async () => {
    const facade = new FakeFacade();
    await primary(facade);
    const handler = facade.session.headersHandler!;
    const headers = handler({ url: 'http://127.0.0.1:40123/home', responseHeaders: {} });
    expect(headers?.['Content-Security-Policy']?.[0]).toContain("connect-src 'self' http://127.0.0.1:40123");
    expect(handler({ url: 'https://other.example/x.png', responseHeaders: {} })).toBeUndefined();
    expect(
      facade.session.permissionRequestHandler?.({
        permission: 'media',
        requestingUrl: 'http://127.0.0.1:40123/',
      }),
    ).toBe(false);
  });

  it('bridges validated IPC from the window to the host and back', async () => {
    const facade = new FakeFacade();
    const result = await primary(facade);
    const seen: string[] = [];
    result.bridge.onAppMessage((message) => seen.push(message.action));
    const frame = { url: 'http://127.0.0.1:40123/home', parent: null };
    facade.ipc.emit(
      TO_HOST,
      { senderFrame: frame, sender: { id: 1 } },
      { status: 0, action: 'APP', msg: 'APP loaded' },
    );
    expect(seen).toEqual(['APP']);
    result.bridge.sendToApp({ action: 'setLang', data: { lang: 'de' } });
    expect(facade.windows[0]!.webContents.sent).toEqual([
      { channel: TO_APP, payload: { action: 'setLang', data: { lang: 'de' } } },
    ]);
  });

  it('quits when the window closes, and waits for the server to close before quitting', async () => {
    const facade = new FakeFacade();
    const result = await primary(facade);
    facade.windows[0]!.close();
    expect(result.window()).toBeUndefined();
    facade.emitWindowAllClosed();
    expect(facade.quitCalls).toBe(1);

    expect(facade.emitWillQuit()).toBe(true);
    expect(facade.emitWillQuit()).toBe(true);
    await expect.poll(() => facade.quitCalls).toBe(2);
    expect(facade.servers[0]?.closed).toBe(true);
    expect(facade.emitWillQuit()).toBe(false);
  });

  it('tells the user and exits when the server cannot start', async () => {
    const facade = new FakeFacade({ startServerError: new Error('EACCES: permission denied, mkdir') });
    const result = await bootstrap(facade);
    expect(result.role).toBe('failed');
    expect(facade.windows).toHaveLength(0);
    expect(facade.exitCodes).toEqual([1]);
    expect(facade.errorBoxes[0]?.content).toContain('The built-in server did not start: EACCES');
  });
});

describe('bootstrap with a remote back end', () => {
  it('skips the server and loads the remote URL with the remote origin as the app', async () => {
    const facade = new FakeFacade({ settings: { backendUrl: 'https://arredo.shop.example/app/' } });
    const result = await primary(facade);
    expect(facade.servers).toHaveLength(0);
    expect(result.server).toBeUndefined();
    expect(result.appOrigin).toBe('https://arredo.shop.example');
    expect(facade.windows[0]?.loaded).toEqual(['https://arredo.shop.example/app/']);
    const contents = facade.windows[0]!.webContents;
    expect(contents.emitNavigation('will-navigate', 'https://arredo.shop.example/offer')).toBe(false);
    expect(contents.emitNavigation('will-navigate', 'http://127.0.0.1:40123/')).toBe(true);
    // Quitting waits only for the crash-recovery clean-up: there is no server to close.
    expect(facade.emitWillQuit()).toBe(true);
    await expect.poll(() => facade.quitCalls).toBe(1);
    expect(facade.emitWillQuit()).toBe(false);
  });

  it('falls back to the local server and logs why when the setting is invalid', async () => {
    const facade = new FakeFacade({ settings: { backendUrl: 'file:///srv/arredo' } });
    await primary(facade);
    expect(facade.servers).toHaveLength(1);
    expect(
      facade.logger.lines.some(
        (line) => line.startsWith('error Invalid desktop settings') && line.includes('backendUrl'),
      ),
    ).toBe(true);
  });
});

describe('single instance', () => {
  it('a second instance quits without creating a window or a server', async () => {
    const facade = new FakeFacade({ hasLock: false });
    expect(await bootstrap(facade)).toEqual({ role: 'secondary' });
    expect(facade.quitCalls).toBe(1);
    expect(facade.windows).toHaveLength(0);
    expect(facade.servers).toHaveLength(0);
  });

  it('the first instance focuses its window when another launch is attempted', async () => {
    const facade = new FakeFacade();
    await primary(facade);
    const window = facade.windows[0]!;
    window.minimized = true;
    facade.emitSecondInstance(['arredo']);
    expect(window).toMatchObject({ minimized: false, visible: true, focused: true });
  });
});
