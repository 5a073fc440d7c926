import { defineConfig } from 'vitest/config';

const conditions = ['@abitura/source', 'module', 'browser', 'development|production'];

export default defineConfig({
  resolve: { conditions },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    maxWorkers: 2,
    // user-event typing in happy-dom is slow when the server suite runs beside it in npm test.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/main.tsx', 'src/**/testing/**'],
      reporter: ['text-summary'],
      thresholds: { lines: 80 },
    },
  },
});
