import { useEffect, useLayoutEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Direction } from '../i18n/locale.js';
import { toLocale } from '../i18n/locale.js';
import type { PrefsModel } from '../prefs/prefs.js';

/**
 * Keeps i18next, the preference and <html lang dir> together. Layout effects, so the first paint
 * already has the right language and direction. A language changed on i18next directly (by code
 * that does not know about preferences) is written back to the preference.
 */
export function useLanguageSync(i18n: I18n, model: PrefsModel, language: string, direction: Direction): void {
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);

  useDocumentLanguage(language, direction);

  useEffect(() => {
    const adopt = (lng: string) => model.setLanguage(toLocale(lng));
    i18n.on('languageChanged', adopt);
    return () => i18n.off('languageChanged', adopt);
  }, [i18n, model]);
}

/** <html lang dir> follow the interface language, before the first paint. */
export function useDocumentLanguage(language: string, direction: Direction): void {
  useLayoutEffect(() => {
    const root = globalThis.document?.documentElement;
    if (!root) return;
    root.lang = language;
    root.dir = direction;
  }, [language, direction]);
}
