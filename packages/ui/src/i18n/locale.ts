/** Mapping any language tag to one of the product's four languages and its writing direction. */
import { FALLBACK_LOCALE, RTL_LOCALES, isLocale } from '@abitura/contracts/vocabulary';
import type { Locale } from '@abitura/contracts/vocabulary';

export type Direction = 'ltr' | 'rtl';

/**
 * 'ar-EG' -> 'ar', 'EN' -> 'en'; anything else (including undefined) -> the fallback, Russian.
 * Tags arrive from browsers, cookies and i18next, so they are not trusted to be exact.
 */
export function toLocale(tag: string | null | undefined): Locale {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : FALLBACK_LOCALE;
}

export function directionOf(tag: string | null | undefined): Direction {
  return (RTL_LOCALES as readonly string[]).includes(toLocale(tag)) ? 'rtl' : 'ltr';
}
