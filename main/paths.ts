// Where the desktop app finds its files and keeps its data.
//
// Decision: the server gets explicit paths from main rather than finding them itself (server/paths.ts
// walks up to package.json, which inside an asar archive is fragile):
// - resources/ (configuration, catalogues, translations) ships as electron-builder extraResources, i.e.
//   real files in `<resourcesPath>/resources`, so administrators can edit config.json in place;
// - dist/renderer is unpacked from the asar (asarUnpack) and served from `app.asar.unpacked`, so the static
//   file server reads plain files without relying on Electron's asar patches of `fs`;
// - data (embedded database, uploads) lives in `<userData>/data`, logs in `<userData>/logs`.
import { join } from 'node:path';
import type { ServerPaths } from '../server/paths';

export interface AppLocations {
  isPackaged: boolean;
  /** app.getAppPath(): the project root under `electron .`, `.../resources/app.asar` when packaged. */
  appPath: string;
  /** process.resourcesPath */
  resourcesPath: string;
  /** app.getPath('userData') */
  userDataPath: string;
}

/** The folder beside an asar archive that holds its asarUnpack'ed files. */
export function unpackedPath(appPath: string): string {
  return appPath.endsWith('.asar') ? `${appPath}.unpacked` : appPath;
}

export function desktopServerPaths(locations: AppLocations): ServerPaths {
  const { isPackaged, appPath, resourcesPath, userDataPath } = locations;
  return {
    rendererDir: join(isPackaged ? unpackedPath(appPath) : appPath, 'dist', 'renderer'),
    resourcesDir: isPackaged ? join(resourcesPath, 'resources') : join(appPath, 'resources'),
    dataDir: join(userDataPath, 'data'),
  };
}

export function logsDir(userDataPath: string): string {
  return join(userDataPath, 'logs');
}

export function logFile(userDataPath: string): string {
  return join(logsDir(userDataPath), 'main.log');
}

/** The window icon for Linux (Windows and macOS use the icon baked into the package). */
export function windowIconPath(locations: Pick<AppLocations, 'isPackaged' | 'appPath' | 'resourcesPath'>) {
  const base = locations.isPackaged
    ? join(locations.resourcesPath, 'resources')
    : join(locations.appPath, 'resources');
  return join(base, 'icons', 'icon.png');
}
