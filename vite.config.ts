// Builds the React workbench (renderer/) into dist/renderer for Electron and browser mode.
// base './' so the same files load from file:// (Electron) and from the web server's root.
// Monaco comes from the local monaco-editor package; its worker is bundled via `?worker`.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 6000,
    sourcemap: false,
  },
  worker: { format: 'es' },
  server: { fs: { allow: ['..'] } },
});
