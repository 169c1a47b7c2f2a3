// Finds a runnable Electron binary for the desktop smoke test. The electron npm package downloads its
// binary in a postinstall step; where that download is impossible the (optional) package is absent.
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export type ElectronBinary = { found: true; path: string } | { found: false; reason: string };

export function findElectronBinary(root: string): ElectronBinary {
  if (!existsSync(join(root, 'node_modules', 'electron', 'package.json'))) {
    return {
      found: false,
      reason:
        'node_modules/electron is not installed (it is an optional dependency whose binary download failed)',
    };
  }
  let path: string;
  try {
    // The electron package's main export is the path of its binary; it throws when the download failed.
    path = createRequire(join(root, 'package.json'))('electron') as string;
  } catch (error) {
    return { found: false, reason: `node_modules/electron has no binary: ${(error as Error).message}` };
  }
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return { found: false, reason: `the Electron binary ${path} is missing or not executable` };
  }
  return { found: true, path };
}

export const SKIP_MESSAGE = (reason: string) =>
  `Desktop smoke test SKIPPED: no Electron binary on this machine: ${reason}. ` +
  'Main and preload are covered by the Node unit tests (npx vitest run main preload).';
