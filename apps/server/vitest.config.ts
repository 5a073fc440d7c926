import { defineConfig } from 'vitest/config';
import { postgresReachable } from './test/databases.js';

const conditions = ['@abitura/source', 'module', 'node', 'development|production'];
/**
 * Every project starts its servers from one migrated template database (test/globalSetup.ts).
 * A worker runs its files one after another in one module graph (isolate: false): the server's
 * sources and PGlite's WebAssembly load once per worker, not once per file. Each test file builds
 * its own servers and databases, so nothing a file leaves behind reaches another. Both together
 * took the suite, run alone, from 8 min 17 s and 884 CPU-seconds to 4 min 21 s and 446.
 */
const shared = { testTimeout: 30_000, hookTimeout: 60_000, maxWorkers: 2, isolate: false, globalSetup: ['test/globalSetup.ts'] };

/**
 * The integration suite runs on PGlite always, and again on PostgreSQL when one is reachable at
 * ABITURA_TEST_PG_URL (default postgres://abitura:abitura@127.0.0.1:5432/postgres; .ci/run
 * creates that role). Set ABITURA_TEST_PG=off to skip the PostgreSQL pass.
 */
const withPostgres = process.env.ABITURA_TEST_PG !== 'off' && (await postgresReachable());

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    projects: [
      { extends: true as const, test: { ...shared, name: 'pglite', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], env: { ABITURA_TEST_DB: 'pglite' } } },
      ...(withPostgres ? [{ extends: true as const, test: { ...shared, name: 'postgres', include: ['test/**/*.test.ts'], env: { ABITURA_TEST_DB: 'postgres' } } }] : []),
    ],
  },
});
