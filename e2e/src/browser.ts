/**
 * Which Chromium the journeys drive. No browser can be downloaded where Abitura is built and
 * tested, so Debian's `chromium` is the default; ABITURA_CHROMIUM names another executable, and
 * without either Playwright's own browser (`npx playwright install chromium`) is used.
 */
import { existsSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

export const CHROMIUM_ENV = 'ABITURA_CHROMIUM';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The executable to launch, or undefined for Playwright's own browser. */
export function chromiumExecutable(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const chosen = env[CHROMIUM_ENV]?.trim();
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`${CHROMIUM_ENV}=${chosen}: no such file. Point it at a Chromium or Chrome executable, or unset it.`);
    return chosen;
  }
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * Flags for a browser in a container or CI: no sandbox (often no user namespaces there), no GPU,
 * and none of the background traffic (updates, safe-browsing lists) that cannot reach out anyway.
 */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/**
 * The window every journey's browser context has: the configuration's contexts and the ones the
 * fixtures open themselves (another person's, a returning page's) alike.
 */
export const CONTEXT_OPTIONS = { viewport: { width: 1280, height: 800 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow', colorScheme: 'light' } as const;

/**
 * The browser's environment: this process's, without a preloaded library. A run on a moved clock
 * (libfaketime through LD_PRELOAD, docs/operations.md) moves the server and this runner; under it
 * Chromium's own timers misfire (its sockets close before they open), so the browser keeps the
 * real clock and its pages get the moved time through Playwright's (`followFakedClock`).
 */
export function browserEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[0] !== 'LD_PRELOAD' && entry[1] !== undefined));
}

/** On a moved clock (FAKETIME set), the context's pages start at this runner's time and let it run. */
export async function followFakedClock(context: BrowserContext, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env['FAKETIME']) await context.clock.install({ time: Date.now() });
}
