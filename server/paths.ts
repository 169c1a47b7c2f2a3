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
}

export function defaultPaths(env: NodeJS.ProcessEnv = process.env): ServerPaths {
  const root = projectRoot();
  return {
    rendererDir: resolve(root, 'dist/renderer'),
    resourcesDir: resolve(root, 'resources'),
    dataDir: resolve(env.DATA_DIR ?? resolve(root, 'data')),
  };
}

/** The migrations generated from server/storage/schema.ts; kept in the repo, read at run time (source or dist). */
export function migrationsDir(root = projectRoot()): string {
  return resolve(root, 'server/storage/migrations');
}
