import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@abitura/source'] },
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    pool: 'threads',
    maxWorkers: 2,
    // Test files share a worker's module graph: the contracts are imported once per worker, not per file.
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/**/index.ts', 'src/**/types.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 90 },
    },
  },
});
