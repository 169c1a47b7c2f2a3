import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { existsSync } from 'node:fs';

/** The project root: found by walking up from this module (works from source and from dist/server). */
export function projectRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(resolve(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export interface ServerPaths {
  /** The built renderer (index.html and assets). */
  rendererDir: string;
  /** resources/: config/, catalogs/, translations and other bundled assets. */
  resourcesDir: string;
  /** Where embedded storage and uploads live. */
  dataDir: string;
  /**
   * The deployment's configuration file (served at /config/config.json, read by the server for
   * `sites`, roStatus, the customer ...); absent: `<resourcesDir>/config/config.json`.
   */
  configFile?: string;
}

/** The configuration file of `paths`: its own when one is named (ARREDO_CONFIG_FILE), else the bundled one. */
export function configFileOf(paths: { resourcesDir: string; configFile?: string | undefined }): string {
  return paths.configFile ?? resolve(paths.resourcesDir, 'config', 'config.json');
}

export function defaultPaths(env: NodeJS.ProcessEnv = process.env): ServerPaths {
  const root = projectRoot();
  return {
    rendererDir: resolve(root, 'dist/renderer'),
    resourcesDir: resolve(root, 'resources'),
    dataDir: resolve(env.DATA_DIR ?? resolve(root, 'data')),
    // A second server on the same checkout (a render farm of its own) needs a configuration of its
    // own (its `sites`) without editing the shared file.
    ...(env.ARREDO_CONFIG_FILE?.trim() ? { configFile: resolve(env.ARREDO_CONFIG_FILE.trim()) } : {}),
  };
}

/** The migrations generated from server/storage/schema.ts; kept in the repo, read at run time (source or dist). */
export function migrationsDir(root = projectRoot()): string {
  return resolve(root, 'server/storage/migrations');
}
