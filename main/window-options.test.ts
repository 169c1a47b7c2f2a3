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

  it('stays hidden until the first paint and is titled Arredo', () => {
    expect(options.show).toBe(false);
    expect(options.title).toBe('Arredo');
    expect(options).not.toHaveProperty('icon');
    expect(mainWindowOptions({ appPath: '/p', appVersion: '1', iconPath: '/p/i.png' }).icon).toBe('/p/i.png');
  });
});
