import { describe, expect, it } from 'vitest';
import { desktopServerPaths, logFile, unpackedPath, windowIconPath } from './paths';

describe('desktopServerPaths', () => {
  it('uses the project folder under `electron .`', () => {
    expect(
      desktopServerPaths({
        isPackaged: false,
        appPath: '/src/arredo',
        resourcesPath: '/src/arredo/node_modules/electron/dist/resources',
        userDataPath: '/home/ann/.config/Arredo',
      }),
    ).toEqual({
      rendererDir: '/src/arredo/dist/renderer',
      resourcesDir: '/src/arredo/resources',
      dataDir: '/home/ann/.config/Arredo/data',
    });
  });

  it('uses extraResources and the unpacked renderer when packaged', () => {
    expect(
      desktopServerPaths({
        isPackaged: true,
        appPath: '/opt/Arredo/resources/app.asar',
        resourcesPath: '/opt/Arredo/resources',
        userDataPath: 'C:\\Users\\ann\\AppData\\Roaming\\Arredo'.replaceAll('\\', '/'),
      }),
    ).toEqual({
      rendererDir: '/opt/Arredo/resources/app.asar.unpacked/dist/renderer',
      resourcesDir: '/opt/Arredo/resources/resources',
      dataDir: 'C:/Users/ann/AppData/Roaming/Arredo/data',
    });
  });
});

describe('unpackedPath', () => {
  it('maps an asar to its .unpacked folder and leaves plain folders alone', () => {
    expect(unpackedPath('/opt/a/app.asar')).toBe('/opt/a/app.asar.unpacked');
    expect(unpackedPath('/src/arredo')).toBe('/src/arredo');
  });
});

describe('log and icon locations', () => {
  it('writes the log into the user-data logs folder', () => {
    expect(logFile('/home/ann/.config/Arredo')).toBe('/home/ann/.config/Arredo/logs/main.log');
  });

  it('finds the icon beside the resources', () => {
    expect(windowIconPath({ isPackaged: false, appPath: '/src/arredo', resourcesPath: '/x' })).toBe(
      '/src/arredo/resources/icons/icon.png',
    );
    expect(windowIconPath({ isPackaged: true, appPath: '/opt/a/app.asar', resourcesPath: '/opt/a' })).toBe(
      '/opt/a/resources/icons/icon.png',
    );
  });
});
