import { describe, expect, it } from 'vitest';
import { mainWindowOptions, preloadPath } from './window-options';

describe('mainWindowOptions', () => {
  const options = mainWindowOptions({ appPath: '/opt/arredo/resources/app.asar', appVersion: '1.2.3' });

  it('isolates and sandboxes the renderer, with no Node anywhere', () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
    });
  });

  it('loads the CommonJS preload from dist and passes the version to it', () => {
    expect(options.webPreferences.preload).toBe('/opt/arredo/resources/app.asar/dist/preload/index.cjs');
    expect(options.webPreferences.additionalArguments).toEqual(['--arredo-version=1.2.3']);
    expect(preloadPath('/p')).toBe('/p/dist/preload/index.cjs');
  });

  it('has no developer tools unless asked (development builds)', () => {
    expect(options.webPreferences.devTools).toBe(false);
    expect(
      mainWindowOptions({ appPath: '/p', appVersion: '1', devTools: true }).webPreferences.devTools,
    ).toBe(true);
  });

  it('opens at the remembered bounds, or 1280 x 800 the first time', () => {
    expect(options).toMatchObject({ width: 1280, height: 800 });
    expect(options).not.toHaveProperty('x');
    const bounds = { x: 40, y: 30, width: 1000, height: 700 };
    expect(mainWindowOptions({ appPath: '/p', appVersion: '1', bounds })).toMatchObject(bounds);
  });

  it('stays hidden until the first paint and is titled Arredo', () => {
    expect(options.show).toBe(false);
    expect(options.title).toBe('Arredo');
    expect(options).not.toHaveProperty('icon');
    expect(mainWindowOptions({ appPath: '/p', appVersion: '1', iconPath: '/p/i.png' }).icon).toBe('/p/i.png');
  });
});
