// Builds every target: the renderer with Vite, and the Node-side bundles (server, main, preload) with esbuild.
// Usage: node scripts/build.mjs [renderer|server|main|preload ...]   (no argument: all)
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { existsSync } from 'node:fs';
import { copyFile, writeFile, mkdir } from 'node:fs/promises';
import { precompressDir } from './precompress.mjs';

const nodeTargets = {
  server: {
    entryPoints: ['server/index.ts'],
    outfile: 'dist/server/index.js',
    format: 'esm',
    platform: 'node',
  },
  // The worker pool's module (server/offload/pool.ts loads it from next to the server bundle; the
  // desktop's main bundle, which runs the server in-process, finds it there too).
  worker: {
    entryPoints: ['server/offload/worker.ts'],
    outfile: 'dist/server/offload-worker.js',
    format: 'esm',
    platform: 'node',
  },
  // ESM (Electron >= 28 loads an ES module main): the bundled server code uses import.meta.url, and
  // electron-store is ESM-only. Packages stay external, resolved from node_modules as for the server.
  main: {
    entryPoints: ['main/index.ts'],
    outfile: 'dist/main/index.mjs',
    format: 'esm',
    platform: 'node',
    packages: 'external',
  },
  preload: {
    entryPoints: ['preload/index.ts'],
    outfile: 'dist/preload/index.cjs',
    format: 'cjs',
    platform: 'node',
    external: ['electron'],
  },
};

async function buildNode(name) {
  const target = nodeTargets[name];
  if (!existsSync(target.entryPoints[0])) return;
  await esbuild({
    bundle: true,
    target: 'node20',
    sourcemap: true,
    packages: name === 'server' || name === 'worker' ? 'external' : undefined,
    logLevel: 'warning',
    ...target,
  });
}

// The integrator kit (its own package) and its copy for the server's /embed-demo page.
async function buildKit() {
  await import('../integrator-kit/build.mjs');
  await mkdir('dist/embed-demo', { recursive: true });
  await copyFile('integrator-kit/dist/index.js', 'dist/embed-demo/arredo-kit.js');
}

const wanted = process.argv.slice(2);
const all = ['renderer', 'server', 'main', 'preload', 'kit'];
for (const name of wanted.length ? wanted : all) {
  if (!all.includes(name)) throw new Error(`Unknown build target: ${name}`);
  if (name === 'renderer') {
    await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
    // Brotli and gzip copies, served as they are (server/static-assets.ts).
    await precompressDir('dist/renderer');
    // The render farm worker's page, a build of its own (vite.render-worker.config.ts).
    await viteBuild({ configFile: 'vite.render-worker.config.ts', logLevel: 'warn' });
  } else if (name === 'kit') await buildKit();
  else await buildNode(name);
  // The server and the desktop host (which runs the server in-process) both need the pool's worker.
  if (name === 'server' || name === 'main') await buildNode('worker');
}
await mkdir('dist', { recursive: true });
await writeFile('dist/.build-stamp', new Date().toISOString());
