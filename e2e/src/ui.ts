/** What journeys do and check in the staff app's UI, in one place. */
import { expect, type Page } from '@playwright/test';
import { routeTitle, t, type Language } from './texts.js';

/**
 * Waits until the page of `routeName` is on screen in `lng`: the route gate has decided (the
 * title names the route, RouteView sets it once the page shows) and nothing loads any more.
 */
export async function expectRoutePage(page: Page, routeName: string, lng: Language = 'ru'): Promise<void> {
  await expect(page).toHaveTitle(routeTitle(lng, routeName));
  await expectLoaded(page, lng);
}

/**
 * Waits until the loading bar is gone and no part of the page shows its loading state (the
 * "Загрузка…" status of LoadState), so checks and pictures see the page with its data.
 */
export async function expectLoaded(page: Page, lng: Language = 'ru'): Promise<void> {
  await expect(page.getByRole('progressbar', { name: t(lng, 'notices:label-loading') })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: t(lng, 'common:status.loading') })).toHaveCount(0);
}

/** Closes every notice on screen (for a picture of the page beneath them), leaving the focus where it was. */
export async function dismissNotices(page: Page, lng: Language = 'ru'): Promise<void> {
  const focused = await page.evaluateHandle(() => document.activeElement);
  const close = page.getByRole('button', { name: t(lng, 'notices:label-close') });
  while ((await close.count()) > 0) await close.first().click();
  await focused.evaluate((element) => (element instanceof HTMLElement ? element.focus() : undefined));
  await focused.dispose();
}

/** <html lang dir> as the language asks (Arabic right to left). */
export async function expectDocumentLanguage(page: Page, lng: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
}

/** The page's main heading (every page has exactly one h1). */
export function mainHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/**
 * For a step that waits on a password hash (sign-in, password change or reset, a new user's
 * one-time password): the server hashes with scrypt at production strength (DESIGN section 5),
 * one hash at a time per core, and under the whole of `npm test` on 2 cores a sign-in was seen to
 * take 12 s. The journeys check what happens, not how fast, so these steps get room.
 */
export const HASHING = Object.freeze({ timeout: 45_000 });

export interface Credentials {
  login: string;
  password: string;
}

/**
 * Signs in through the sign-in form the page shows (/login, perhaps with ?to=…), as a person
 * does: login, password, the submit button. Waits until the browser has left /login.
 */
export async function signInWithForm(page: Page, { login, password }: Credentials, lng: Language = 'ru'): Promise<void> {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await page.getByLabel(t(lng, 'auth:fields.login'), { exact: true }).fill(login);
  await page.getByLabel(t(lng, 'auth:fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(lng, 'auth:login.submit'), exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/, HASHING);
}

/** Opens /login and signs in; the browser then goes home (or where the account's status says). */
export async function signIn(page: Page, credentials: Credentials, lng: Language = 'ru'): Promise<void> {
  await page.goto('/login');
  await signInWithForm(page, credentials, lng);
}

/** Signs out through the user menu of the navigation shell. */
export async function signOut(page: Page, lng: Language = 'ru'): Promise<void> {
  await page.getByRole('button', { name: t(lng, 'shell:user.menu') }).click();
  await page.getByRole('menuitem', { name: t(lng, 'shell:user.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Fills the new password and its repeat (reset and change pages). */
export async function fillNewPassword(page: Page, password: string, lng: Language = 'ru'): Promise<void> {
  await page.getByLabel(t(lng, 'auth:fields.newPassword'), { exact: true }).fill(password);
  await page.getByLabel(t(lng, 'auth:fields.repeatPassword'), { exact: true }).fill(password);
}

/** On the password-change page: the current password, the new one twice, then the submit button. */
export async function changePasswordWithForm(page: Page, current: string, next: string, lng: Language = 'ru'): Promise<void> {
  await page.getByLabel(t(lng, 'auth:fields.currentPassword'), { exact: true }).fill(current);
  await fillNewPassword(page, next, lng);
  await page.getByRole('button', { name: t(lng, 'auth:edit.submit'), exact: true }).click();
}
