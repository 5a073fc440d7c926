import { describe, it, expect } from 'vitest';
import {
  DATE_FORMATS,
  FALLBACK_LOCALE,
  FONT_LOADING_TIMEOUT_MS,
  LOADING_BAR,
  LOCALES,
  RESPONSIBLES_GLOBAL_LIMIT,
  RESPONSIBLES_PAGE_SIZE,
  RTL_LOCALES,
  TABLE_PAGE_SIZES,
  THEME,
  isLocale,
} from './limits.js';

describe('business constants of SPEC section 9', () => {
  it('keeps their values', () => {
    expect(TABLE_PAGE_SIZES).toEqual([5, 10, 20, 25, 50, 100]);
    expect(LOADING_BAR).toEqual({ cap: 82, stepMs: 800 });
    expect(THEME).toEqual({ primary: '#294a6c', modes: ['light', 'dark', 'system'] });
    expect(DATE_FORMATS).toEqual({ display: 'DD.MM.YYYY', stored: 'YYYY-MM-DD', locale: 'ru-RU', weekStart: 1 });
    expect(FONT_LOADING_TIMEOUT_MS).toBe(3000);
    expect(RESPONSIBLES_PAGE_SIZE).toBe(1000);
    expect(RESPONSIBLES_GLOBAL_LIMIT).toBe(100000);
  });

  it('falls back to a supported locale and marks Arabic right to left', () => {
    expect(LOCALES).toEqual(['ru', 'en', 'fr', 'ar']);
    expect(LOCALES).toContain(FALLBACK_LOCALE);
    expect(FALLBACK_LOCALE).toBe('ru');
    expect(RTL_LOCALES).toEqual(['ar']);
  });

  it('recognises supported locales only', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('en-US')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
