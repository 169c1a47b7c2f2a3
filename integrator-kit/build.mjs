// Builds the kit: one ES module (esbuild, no dependencies) and its type declarations (tsc).
// Usage: node integrator-kit/build.mjs  (from anywhere)
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: [resolve(here, 'src/index.ts')],
  outfile: resolve(here, 'dist/index.js'),
  bundle: true,
  format: 'esm',
  target: 'es2020',
  sourcemap: true,
  logLevel: 'warning',
});
const tsc = resolve(here, '../node_modules/typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-b', resolve(here, 'tsconfig.json')], { stdio: 'inherit' });
