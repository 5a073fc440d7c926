/**
 * Business constants and limits of SPEC section 9 that every surface shares, so the staff app,
 * the device apps and the CLI page, format and theme alike.
 */

export const TABLE_PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];

/** The top loading bar creeps towards `cap` percent every `stepMs` and only completes on load. */
export const LOADING_BAR = { cap: 82, stepMs: 800 } as const;

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const THEME = { primary: '#294a6c', modes: THEME_MODES } as const;

/**
 * Date formats in dayjs tokens (SPEC's d.m.Y and Y-m-d are the PHP spelling of the same formats).
 * `weekStart` is dayjs's weekday number: 1 is Monday.
 */
export const DATE_FORMATS = { display: 'DD.MM.YYYY', stored: 'YYYY-MM-DD', locale: 'ru-RU', weekStart: 1 } as const;

/** After this, text renders in the fallback font rather than waiting on a slow network. */
export const FONT_LOADING_TIMEOUT_MS = 3000;

/** Responsible contacts fetched per organization, and across all organizations at once. */
export const RESPONSIBLES_PAGE_SIZE = 1000;
export const RESPONSIBLES_GLOBAL_LIMIT = 100_000;

export const LOCALES = ['ru', 'en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Russian is the language of every label here, so a missing translation falls back to it. */
export const FALLBACK_LOCALE = 'ru' satisfies Locale;

/** Locales written right to left; the apps flip layout direction for them. */
export const RTL_LOCALES = ['ar'] as const satisfies readonly Locale[];

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
