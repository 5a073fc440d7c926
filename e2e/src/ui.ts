/** What journeys do and check in the staff app's UI, in one place. */
import { expect, type Page } from '@playwright/test';
import { routeTitle, t, type Language } from './texts.js';

/**
 * Waits until the page of `routeName` is on screen in `lng`: the route gate has decided (the
 * title names the route, RouteView sets it once the page shows) and the loading bar is gone.
 */
export async function expectRoutePage(page: Page, routeName: string, lng: Language = 'ru'): Promise<void> {
  await expect(page).toHaveTitle(routeTitle(lng, routeName));
  await expect(page.getByRole('progressbar', { name: t(lng, 'notices:label-loading') })).toHaveCount(0);
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
