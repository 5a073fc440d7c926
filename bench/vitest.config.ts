import { defineConfig } from 'vitest/config';

// '@abitura/source': the search bench's tests import the server's and the SDK's sources, as the
// server's own tests do.
const conditions = ['@abitura/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    maxWorkers: 1,
  },
});
