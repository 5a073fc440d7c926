import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Served by the server under /apps/qr/, with index.html at /tickets/*, /front-pages/tickets/*, /qr and /front-pages/scanner. */
export default defineConfig({
  base: '/apps/qr/',
  plugins: [react()],
  resolve: { conditions: ['@abitura/source', 'module', 'browser', 'development|production'] },
  build: { target: 'es2022', sourcemap: true, manifest: true },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } } },
});
