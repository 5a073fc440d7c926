import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
    maxWorkers: 1,
  },
});
