/**
 * SPEC section 2: after a successful token check while on /login the user goes to home, straight
 * there. Every address the app passes through is recorded (the page's first address and each
 * history entry the router writes), so a detour through the root shows.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { demoAccount, ROLES } from '../src/demoAccounts.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { expectRoutePage, signInWithForm } from '../src/ui.js';

declare global {
  interface Window {
    __addresses?: string[];
  }
}

/** Records, in every page of the context, the address it opened at and each one the router sets. */
async function recordAddresses(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const addresses = [`${location.pathname}${location.search}`];
    window.__addresses = addresses;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        original(data, unused, url);
        addresses.push(`${location.pathname}${location.search}`);
      };
    }
  });
}

const addresses = (page: Page) => page.evaluate(() => window.__addresses ?? []);

test.describe('a signed-in user on /login', () => {
  test.use(signedInAsAdmin);

  test('goes straight home, never through the root', async ({ page, context }) => {
    await recordAddresses(context);
    await page.goto('/login');
    await expectRoutePage(page, 'home');
    expect(await addresses(page)).toEqual(['/login', '/home']);
  });

  test('goes straight to the page the login address names', async ({ page, context }) => {
    await recordAddresses(context);
    const target = '/access/users/list?status=new';
    await page.goto(`/login?to=${encodeURIComponent(target)}`);
    await expectRoutePage(page, 'access-users-list');
    expect(await addresses(page)).toEqual([`/login?to=${encodeURIComponent(target)}`, target]);
  });
});

test('signing in on /login goes straight home', async ({ page, context }) => {
  await recordAddresses(context);
  await page.goto('/login');
  await signInWithForm(page, demoAccount(ROLES.admin));
  await expectRoutePage(page, 'home');
  expect(await addresses(page)).toEqual(['/login', '/home']);
});
