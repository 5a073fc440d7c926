/**
 * The journeys' `test`: every page of every context it opens is watched for console and page
 * errors (the test fails on any), `baseURL` is the server the global setup started, and helpers
 * open further contexts (a second person at another computer), set the language, and reach the
 * API as an administrator.
 */
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { ApiSession } from './api.js';
import { CONTEXT_OPTIONS, followFakedClock } from './browser.js';
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

/** Who a returning page's context belongs to: nobody signed in, or the demo administrator. */
export type Visitor = 'guest' | 'admin';

interface Fixtures {
  /** Console and page errors of every context of the test; checked when the test ends. */
  consoleErrors: ConsoleErrorCollector;
  /** The interface language of the test's own context (the prefs cookie). @default 'ru' */
  language: Language;
  /** Another browser context (another person), watched for errors and closed with the test. */
  openContext: (options?: BrowserContextOptions & { language?: Language }) => Promise<BrowserContext>;
  /** Whose returning page the test gets. @default 'guest' */
  visitor: Visitor;
  /**
   * The page of a browser context the worker keeps for the test's language and visitor, in place
   * of a new context per test: each `goto` is still a direct visit (the whole app loads and
   * starts from its address), with the browser's cache warm from the visits before it, as a
   * returning user's. Its storage lasts too, so it suits tests that look at pages, not ones that
   * change what the browser keeps. Watched for errors during the test.
   */
  returningPage: Page;
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
  /** The contexts behind `returningPage`, one per language and visitor, opened on first use. */
  keptContext: (language: Language, visitor: Visitor) => Promise<BrowserContext>;
}

/** A context with the configuration's window, locale and time zone, and the language's prefs. */
async function newContext(browser: Browser, baseURL: string, language: Language, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, ...CONTEXT_OPTIONS, ...options });
  await setPrefs(context, baseURL, { language });
  await followFakedClock(context);
  return context;
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
    await followFakedClock(context);
    await use(context);
  },

  openContext: async ({ browser, consoleErrors, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async ({ language = 'ru', ...options } = {}) => {
      const context = await newContext(browser, baseURL as string, language, options);
      consoleErrors.watch(context);
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
      const context = await newContext(browser, baseURL, 'ru');
      const errors = new ConsoleErrorCollector();
      errors.watch(context);
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

  keptContext: [
    async ({ browser, adminBrowserState }, use) => {
      const kept = new Map<string, Promise<BrowserContext>>();
      await use((language, visitor) => {
        const key = `${language} ${visitor}`;
        let context = kept.get(key);
        if (!context) {
          context = newContext(browser, e2eEnv('url'), language, visitor === 'admin' ? { storageState: adminBrowserState } : {});
          kept.set(key, context);
        }
        return context;
      });
      for (const context of kept.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],

  visitor: ['guest', { option: true }],

  returningPage: async ({ keptContext, language, visitor, consoleErrors }, use) => {
    const context = await keptContext(language, visitor);
    const unwatch = consoleErrors.watch(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await use(page);
    unwatch();
  },
});
/* eslint-enable no-empty-pattern */

/** Use in a describe block whose tests start signed in as the demo administrator. */
export const signedInAsAdmin = {
  storageState: async ({ adminBrowserState }: { adminBrowserState: StorageState }, use: (state: StorageState) => Promise<void>) => use(adminBrowserState),
};

export { expect };
