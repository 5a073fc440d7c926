import { defineConfig } from 'vitest/config';

// '@abitura/source': @abitura/contracts resolves to its sources, in the browser-like and the Node
// (ssr) module graphs alike, so tests never wait for a build.
const conditions = ['@abitura/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    pool: 'threads',
    maxWorkers: 2,
    // Test files share a worker's module graph (the contracts are imported once per worker, not per
    // file); each test builds its own client and fakes, and fake timers are reset in afterEach.
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/testing/**', 'src/index.ts', 'src/**/index.ts', 'src/**/types.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 90 },
    },
  },
});
