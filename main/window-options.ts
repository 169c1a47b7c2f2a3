// The one application window: size, title and the secure webPreferences.
import { join } from 'node:path';
import type { WindowOptions } from './facade';
import { secureWebPreferences } from './security/web-preferences';

export interface MainWindowInput {
  appPath: string;
  appVersion: string;
  /** An icon file for Linux window managers (Windows and macOS take the packaged icon). */
  iconPath?: string;
}

/** The preload bundle scripts/build.mjs writes (CommonJS: sandboxed preloads cannot be ES modules). */
export function preloadPath(appPath: string): string {
  return join(appPath, 'dist', 'preload', 'index.cjs');
}

export function mainWindowOptions(input: MainWindowInput): WindowOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    title: 'Arredo',
    // Shown on 'ready-to-show' so the user never sees an empty white frame.
    show: false,
    backgroundColor: '#ffffff',
    ...(input.iconPath ? { icon: input.iconPath } : {}),
    webPreferences: secureWebPreferences(preloadPath(input.appPath), input.appVersion),
  };
}
