import { defineConfig } from 'vite';

// The render farm worker's page (renderer/render-worker.html): built on its own, so the app's
// chunking (vite.config.ts) stays as it is; server/renderfarm/browser.ts serves it to headless Chromium.
export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  build: {
    outDir: '../dist/render-worker',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    modulePreload: { polyfill: false },
    rollupOptions: { input: { 'render-worker': 'renderer/render-worker.html' } },
  },
});
