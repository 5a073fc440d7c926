/**
 * The journeys: real Chromium (Debian's by default, see src/browser.ts) against the real server,
 * which the global setup builds and starts. Two workers at most: the server, the browser and the
 * rest of `npm test` share the machine's cores.
 */
import { defineConfig, devices } from '@playwright/test';
import { browserEnvironment, CHROMIUM_ARGS, chromiumExecutable, CONTEXT_OPTIONS } from './src/browser.js';

const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: './tests',
  globalSetup: './src/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // Journeys share 2 cores with the server and, under `npm test`, every other suite: time limits
  // are for hangs, not speed (steps that wait on a password hash get more, see HASHING in src/ui.ts).
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.playwright-results.json' }]],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    ...CONTEXT_OPTIONS,
    launchOptions: { args: CHROMIUM_ARGS, env: browserEnvironment(), ...(executablePath ? { executablePath } : {}) },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
