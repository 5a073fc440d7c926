/**
 * The vitest settings every browser workspace shares (the staff app, the device apps, the UI
 * layer): happy-dom, the packages resolved from source, the JSON results scripts/test.mjs adds
 * up, two workers, and in CI (.ci/run) longer hang limits and one more run for a failed test,
 * since there these suites share two cores with the server suite, typecheck and lint. Locally
 * every test runs once, so a test that fails on its own still shows.
 */
import { defineConfig } from 'vitest/config';

export const SOURCE_CONDITIONS = ['@abitura/source', 'module', 'browser', 'development|production'];

export interface BrowserTestOptions {
  /** The workspace's least line coverage, in percent. */
  coverageLines: number;
  /** @default ['src/testing/setup.ts'] */
  setupFiles?: string[];
  /** Source files coverage leaves out besides tests and test helpers. @default ['src/main.tsx'] */
  notCovered?: string[];
  /** Node options of the test workers (the TV board's soak test collects garbage). @default none */
  execArgv?: string[];
}

export function browserTestConfig({ coverageLines, setupFiles = ['src/testing/setup.ts'], notCovered = ['src/main.tsx'], execArgv }: BrowserTestOptions) {
  const ci = Boolean(process.env['CI']);
  return defineConfig({
    resolve: { conditions: SOURCE_CONDITIONS },
    test: {
      environment: 'happy-dom',
      // Tests import describe/it/vi themselves; the globals are for libraries that look for a test
      // runner: @emotion/react, seeing a global `vi`, skips its "already loaded" check, which the
      // happy-dom global of a reused worker trips once per test file (66 warnings in a CI log).
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles,
      reporters: ['default', 'json'],
      outputFile: { json: '.vitest-results.json' },
      maxWorkers: 2,
      // A worker runs its test files one after another in one module graph instead of a fresh one
      // each: React, Joy and i18next are imported once per worker, not once per file (the staff
      // suite alone: 4 min 19 s and 485 CPU-seconds isolated, 3 min 0 s and 333 without). What a
      // test leaves behind is undone by the setup file's afterEach (testing-library's cleanup,
      // resetBrowserState: storage, cookies, preferences, the document's language).
      isolate: false,
      ...(execArgv ? { execArgv } : {}),
      // user-event typing in happy-dom is slow beside the server suite, slower still on CI's two
      // shared cores (a staff filter test once took 52 s there): these catch hangs, not speed.
      testTimeout: ci ? 60_000 : 30_000,
      retry: ci ? 1 : 0,
      coverage: {
        provider: 'v8',
        include: ['src/**/*.{ts,tsx}'],
        exclude: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**', ...notCovered],
        reporter: ['text-summary'],
        thresholds: { lines: coverageLines },
      },
    },
  });
}
