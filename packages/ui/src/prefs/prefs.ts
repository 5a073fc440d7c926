/**
 * The UI preferences of one browser (theme mode, language, navigation layout) as a signal model,
 * tested without rendering (DESIGN.md section 6.8).
 *
 * They live in the `abituraPrefs` cookie rather than localStorage because SPEC section 4 clears
 * local storage on logout, and a person who signs out should not lose their language or theme.
 */
import { signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { createCookieConfigStore, createMemoryConfigStore } from '@abitura/sdk';
import type { ConfigStore, Logger } from '@abitura/sdk';
import { FALLBACK_LOCALE, THEME_MODES, isLocale } from '@abitura/contracts/vocabulary';
import type { Locale, ThemeMode } from '@abitura/contracts/vocabulary';

export const PREFS_COOKIE = 'abituraPrefs';

export const NAV_LAYOUTS = ['vertical', 'horizontal'] as const;
export type NavLayout = (typeof NAV_LAYOUTS)[number];

export interface UiPrefs {
  readonly themeMode: ThemeMode;
  readonly language: Locale;
  readonly navLayout: NavLayout;
}

/**
 * 'system' follows the operating system until the person picks otherwise; Russian is the product's
 * language (SPEC section 9 fallback locale); vertical navigation is the default layout.
 */
export const DEFAULT_PREFS: UiPrefs = Object.freeze({
  themeMode: 'system',
  language: FALLBACK_LOCALE,
  navLayout: 'vertical',
});

/** Where a rejected cookie or a failed write is reported; the SDK's Logger fits. */
export type PrefsLogger = Pick<Logger, 'error'>;

export function isThemeMode(value: unknown): value is ThemeMode {
  return (THEME_MODES as readonly unknown[]).includes(value);
}

export function isNavLayout(value: unknown): value is NavLayout {
  return (NAV_LAYOUTS as readonly unknown[]).includes(value);
}

const validators: { [K in keyof UiPrefs]: (value: unknown) => value is UiPrefs[K] } = {
  themeMode: isThemeMode,
  language: isLocale,
  navLayout: isNavLayout,
};

/**
 * Reads the cookie's JSON field by field, so one bad field (an old build, a hand-edited cookie)
 * costs only that field. Missing fields take their default quietly (an older cookie); fields with
 * a wrong value, and text that is not a JSON object, are reported. Never throws.
 */
export function parsePrefs(raw: string | null, logger?: PrefsLogger): UiPrefs {
  if (raw === null || raw === '') return DEFAULT_PREFS;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    logger?.error('UI preferences cookie is not JSON; using the defaults', { cookie: PREFS_COOKIE });
    return DEFAULT_PREFS;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    logger?.error('UI preferences cookie is not an object; using the defaults', { cookie: PREFS_COOKIE });
    return DEFAULT_PREFS;
  }
  const record = data as Record<string, unknown>;
  const result: Record<string, unknown> = { ...DEFAULT_PREFS };
  const rejected: string[] = [];
  for (const key of Object.keys(validators) as (keyof UiPrefs)[]) {
    const value = record[key];
    if (value === undefined) continue;
    if (validators[key](value)) result[key] = value;
    else rejected.push(key);
  }
  if (rejected.length > 0) {
    logger?.error('UI preferences cookie has invalid fields; they take their defaults', { cookie: PREFS_COOKIE, fields: rejected });
  }
  return Object.freeze(result as unknown as UiPrefs);
}

export function serializePrefs(prefs: UiPrefs): string {
  return JSON.stringify({ themeMode: prefs.themeMode, language: prefs.language, navLayout: prefs.navLayout });
}

export interface PrefsOptions {
  /**
   * Where the JSON is kept.
   * @default the `abituraPrefs` cookie (path=/, one year) where there is a document, else memory
   */
  store?: ConfigStore;
  /**
   * Receives rejected cookie values and failed writes.
   * @default the console
   */
  logger?: PrefsLogger;
}

export interface PrefsModel {
  /** The current preferences; a new frozen object on every change. */
  readonly prefs: ReadonlySignal<UiPrefs>;
  setThemeMode(mode: ThemeMode): void;
  setLanguage(language: Locale): void;
  setNavLayout(layout: NavLayout): void;
  /** Applies the valid fields of `patch` at once (one write, one notification). */
  update(patch: Partial<UiPrefs>): void;
}

const consoleLogger: PrefsLogger = {
  // eslint-disable-next-line no-console -- the default sink when the app passes no logger
  error: (message, context) => console.error(`[abitura] ${message}`, context ?? ''),
};

function defaultStore(): ConfigStore {
  // Node (tests, SSR of nothing yet) has no document: keep the preferences for the process only.
  return typeof document === 'undefined' ? createMemoryConfigStore() : createCookieConfigStore(document, PREFS_COOKIE);
}

export function createPrefs(options: PrefsOptions = {}): PrefsModel {
  const store = options.store ?? defaultStore();
  const logger = options.logger ?? consoleLogger;
  let initial: string | null = null;
  try {
    initial = store.read();
  } catch (error) {
    logger.error('UI preferences could not be read; using the defaults', { error: String(error) });
  }
  const prefs = signal<UiPrefs>(parsePrefs(initial, logger));

  function update(patch: Partial<UiPrefs>): void {
    const current = prefs.peek();
    const next: Record<string, unknown> = { ...current };
    let changed = false;
    for (const key of Object.keys(validators) as (keyof UiPrefs)[]) {
      const value = patch[key];
      if (value === undefined || value === current[key]) continue;
      // Values reach here from selects and URLs at run time, so the types alone do not guard them.
      if (!validators[key](value)) {
        logger.error('Ignoring an invalid UI preference', { field: key, value: String(value) });
        continue;
      }
      next[key] = value;
      changed = true;
    }
    if (!changed) return;
    const frozen = Object.freeze(next as unknown as UiPrefs);
    prefs.value = frozen;
    try {
      store.write(serializePrefs(frozen));
    } catch (error) {
      // Cookies may be disabled; the choice still holds for this page.
      logger.error('UI preferences could not be saved', { error: String(error) });
    }
  }

  return {
    prefs,
    update,
    setThemeMode: (themeMode) => update({ themeMode }),
    setLanguage: (language) => update({ language }),
    setNavLayout: (navLayout) => update({ navLayout }),
  };
}
