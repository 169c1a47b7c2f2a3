// The one application window: size, title and the secure webPreferences.
import { join } from 'node:path';
import type { Rect, WindowOptions } from './facade';
import { secureWebPreferences } from './security/web-preferences';

export interface MainWindowInput {
  appPath: string;
  appVersion: string;
  /** An icon file for Linux window managers (Windows and macOS take the packaged icon). */
  iconPath?: string;
  /** Developer tools: development builds only. */
  devTools?: boolean;
  /** Where the window was last time (already clamped to the visible screens). */
  bounds?: Rect;
}

export const DEFAULT_WINDOW_SIZE = { width: 1280, height: 800 } as const;
export const MIN_WINDOW_SIZE = { width: 800, height: 600 } as const;

/** The preload bundle scripts/build.mjs writes (CommonJS: sandboxed preloads cannot be ES modules). */
export function preloadPath(appPath: string): string {
  return join(appPath, 'dist', 'preload', 'index.cjs');
}

export function mainWindowOptions(input: MainWindowInput): WindowOptions {
  return {
    ...(input.bounds ?? DEFAULT_WINDOW_SIZE),
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title: 'Arredo',
    // Shown on 'ready-to-show' so the user never sees an empty white frame.
    show: false,
    backgroundColor: '#ffffff',
    ...(input.iconPath ? { icon: input.iconPath } : {}),
    webPreferences: secureWebPreferences(
      preloadPath(input.appPath),
      input.appVersion,
      input.devTools ?? false,
    ),
  };
}
