import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server serves this app's files under /apps/staff/ and its index.html at every staff route,
 * so assets are addressed from that base while the routes themselves stay at the site root.
 */
export default defineConfig({
  base: '/apps/staff/',
  plugins: [react()],
  resolve: { conditions: ['@abitura/source', 'module', 'browser', 'development|production'] },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Pages are lazy chunks; the initial bundle (shell, Joy, i18n, SDK) is budgeted in bench/.
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } },
  },
});
