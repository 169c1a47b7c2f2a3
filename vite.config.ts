import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

// The renderer is one plain web bundle: served by server/, loaded in iframes, and by the desktop host.
export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // The identity provider's silent renew page is a second, tiny entry (renderer/silent-renew.html).
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'renderer/index.html'),
        'silent-renew': resolve(import.meta.dirname, 'renderer/silent-renew.html'),
      },
    },
  },
  server: {
    port: 5173,
    // In `vite dev`, the API and the configuration come from a running `npm start` server.
    proxy: { '/api': 'http://localhost:8080', '/config': 'http://localhost:8080' },
  },
});
