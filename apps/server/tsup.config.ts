import { defineConfig } from 'tsup';

/**
 * `npm run build -w @abitura/server`: src/main.ts -> dist/main.js, what `npm start` runs. The
 * workspace packages (@abitura/*) are bundled from their TypeScript sources (the
 * `@abitura/source` export condition), so the server needs no SDK build; the server's own
 * dependencies (Fastify, PGlite, pg, drizzle, pino...) stay external and load from node_modules.
 * The SQL migrations are not bundled: src/db/open.ts finds apps/server/drizzle at run time.
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: false,
  dts: false,
  noExternal: [/^@abitura\//],
  esbuildOptions(options) {
    options.conditions = ['@abitura/source'];
  },
});
