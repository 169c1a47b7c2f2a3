import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Code only the identity provider's silent renew page loads at start (it never shares the app's chunk).
const silentRenewOnly = /[\\/](oidc-client-ts|jwt-decode)[\\/]|[\\/]renderer[\\/]silent-renew/;

/**
 * A hash of the code that draws models (renderer/scene): item-search pictures cached in a browser are
 * keyed by it, so a build whose builders, materials or camera changed draws them anew.
 */
function sceneVersion(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.test\.tsx?$/.test(entry.name)) hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(resolve(import.meta.dirname, 'renderer/scene'));
  return hash.digest('hex').slice(0, 12);
}
process.env.VITE_SCENE_VERSION ??= sceneVersion();

// The renderer is one plain web bundle: served by server/, loaded in iframes, and by the desktop host.
export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  plugins: [react()],
  resolve: {
    alias: {
      // react-router's package exports only its development build (dev warnings, larger); the app
      // ships its production build, which the package carries next to it.
      'react-router': resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
    },
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports (Chromium, Electron, current Firefox and Safari) has modulepreload;
    // the polyfill would be the one module both pages share, tying the silent renew page to the app's chunk.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The identity provider's silent renew page is a second, tiny entry (renderer/silent-renew.html).
      input: {
        index: resolve(import.meta.dirname, 'renderer/index.html'),
        'silent-renew': resolve(import.meta.dirname, 'renderer/silent-renew.html'),
      },
      // A module both imported lazily and statically stays in the eager chunk: the lazy import is a
      // lie about the bundle, so the build fails on it instead of warning.
      onwarn(warning, warn) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(warning.message);
        warn(warning);
      },
      output: {
        // Everything the app's entry imports statically is one chunk: left alone, the bundler cut it
        // into ~60 small shared chunks (one per set of lazy screens that also use a module), which
        // compressed worse and cost a request each before the home could start. Every screen, dialog
        // and the 3D, PDF, AR and identity code stay lazy chunks of their own.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !silentRenewOnly.test(id) }],
        },
      },
    },
  },
  server: {
    port: 5173,
    // In `vite dev`, the API and the configuration come from a running `npm start` server.
    proxy: { '/api': 'http://localhost:8080', '/config': 'http://localhost:8080' },
  },
});
