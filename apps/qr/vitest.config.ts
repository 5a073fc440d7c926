import { defineConfig } from 'vitest/config';

const conditions = ['@abitura/source', 'module', 'browser', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    maxWorkers: 2,
    testTimeout: process.env.CI ? 60_000 : 30_000,
    // In CI the device suites share two cores with the server suite; a starved test gets one more run.
    retry: process.env.CI ? 1 : 0,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/main.tsx', 'src/**/testing/**'],
      reporter: ['text-summary'],
      thresholds: { lines: 85 },
    },
  },
});
