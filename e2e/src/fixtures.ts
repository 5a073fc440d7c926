/**
 * The journeys' `test`: every page of every context it opens is watched for console and page
 * errors (the test fails on any), `baseURL` is the server the global setup started, and helpers
 * open further contexts (a second person at another computer), set the language, and reach the
 * API as an administrator.
 */
import { test as base, expect, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { ApiSession } from './api.js';
import { signIn } from './ui.js';
import { ConsoleErrorCollector } from './consoleErrors.js';
import { demoAccount, ROLES } from './demoAccounts.js';
import { e2eEnv } from './env.js';
import type { Language } from './texts.js';

export const PREFS_COOKIE = 'abituraPrefs';

/** The UI preferences cookie (packages/ui/src/prefs/prefs.ts): language, and the light theme. */
export async function setPrefs(context: BrowserContext, baseURL: string, prefs: { language: Language; themeMode?: 'light' | 'dark' }): Promise<void> {
  const value = encodeURIComponent(JSON.stringify({ themeMode: 'light', ...prefs }));
  await context.addCookies([{ name: PREFS_COOKIE, value, url: baseURL }]);
}

interface Fixtures {
  /** Console and page errors of every context of the test; checked when the test ends. */
  consoleErrors: ConsoleErrorCollector;
  /** The interface language of the test's own context (the prefs cookie). @default 'ru' */
  language: Language;
  /** Another browser context (another person), watched for errors and closed with the test. */
  openContext: (options?: BrowserContextOptions & { language?: Language }) => Promise<BrowserContext>;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface WorkerFixtures {
  /** The demo administrator, signed in through the API (for arranging and for acting elsewhere). */
  adminApi: ApiSession;
  /**
   * The browser state of the demo administrator signed in through the sign-in form, once per
   * worker, for the suites that visit pages rather than test signing in.
   */
  adminBrowserState: StorageState;
}

// Playwright reads a fixture's dependencies from its first parameter's destructuring, so a fixture
// without dependencies must take an empty pattern.
/* eslint-disable no-empty-pattern */
export const test = base.extend<Fixtures, WorkerFixtures>({
  baseURL: async ({}, use) => use(e2eEnv('url')),
  language: ['ru', { option: true }],

  consoleErrors: [
    async ({}, use, testInfo) => {
      const collector = new ConsoleErrorCollector();
      await use(collector);
      for (const report of collector.slowRequests) testInfo.annotations.push({ type: 'slow request', description: report });
      expect(collector.problems, `console or page errors:\n${collector.report()}`).toEqual([]);
    },
    { auto: true },
  ],

  context: async ({ context, consoleErrors, baseURL, language }, use) => {
    consoleErrors.watch(context);
    await setPrefs(context, baseURL as string, { language });
    await use(context);
  },

  openContext: async ({ browser, consoleErrors, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async ({ language = 'ru', ...options } = {}) => {
      const context = await browser.newContext({ baseURL: baseURL as string, viewport: { width: 1280, height: 800 }, locale: 'ru-RU', colorScheme: 'light', ...options });
      consoleErrors.watch(context);
      await setPrefs(context, baseURL as string, { language });
      opened.push(context);
      return context;
    });
    for (const context of opened) await context.close();
  },

  adminApi: [
    async ({}, use) => {
      const admin = demoAccount(ROLES.admin);
      const session = await ApiSession.signIn(e2eEnv('url'), admin.login, admin.password);
      await use(session);
      await session.dispose();
    },
    { scope: 'worker' },
  ],

  adminBrowserState: [
    async ({ browser }, use) => {
      const baseURL = e2eEnv('url');
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'ru-RU', colorScheme: 'light' });
      const errors = new ConsoleErrorCollector();
      errors.watch(context);
      await setPrefs(context, baseURL, { language: 'ru' });
      const page = await context.newPage();
      await signIn(page, demoAccount(ROLES.admin));
      await expect(page).toHaveURL(/\/home$/);
      const state = await context.storageState();
      await context.close();
      expect(errors.problems, `console or page errors while signing in:\n${errors.report()}`).toEqual([]);
      await use(state);
    },
    { scope: 'worker' },
  ],
});
/* eslint-enable no-empty-pattern */

/** Use in a describe block whose tests start signed in as the demo administrator. */
export const signedInAsAdmin = {
  storageState: async ({ adminBrowserState }: { adminBrowserState: StorageState }, use: (state: StorageState) => Promise<void>) => use(adminBrowserState),
};

export { expect };
