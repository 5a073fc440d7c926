import { defineConfig } from 'vitest/config';

// The handlers are tested against the real server (apps/server's test harness, PGlite or
// PostgreSQL from the same migrated template), so this suite resolves sources as the server's does.
const conditions = ['@abitura/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    globalSetup: ['../../apps/server/test/globalSetup.ts'],
    env: { ABITURA_TEST_DB: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
