import { describe, expect, it } from 'vitest';
import { THEME } from '@abitura/contracts/vocabulary';
import { abituraRtlTheme, abituraTheme, themeFor } from './abituraTheme.js';
import { EMOTION_CACHE_KEYS, emotionCacheFor } from './emotionCaches.js';
import { PRIMARY_SCALE, contrastRatio } from './palette.js';

type Scheme = 'light' | 'dark';

/** Follows Joy's var(--joy-palette-<colour>-<shade>, fallback) chains down to a hex value. */
function resolve(scheme: Scheme, value: unknown): string {
  const palette = abituraTheme.colorSchemes[scheme].palette as unknown as Record<string, Record<string, unknown>>;
  let current = String(value);
  for (let depth = 0; depth < 5 && current.startsWith('var('); depth++) {
    const [, group = '', shade = ''] = /^var\(--joy-palette-([a-z]+)-([a-zA-Z0-9]+)/.exec(current) ?? [];
    current = String(palette[group]?.[shade]);
  }
  expect(current, `${scheme}: ${String(value)}`).toMatch(/^#([0-9a-fA-F]{3}){1,2}$/);
  return current;
}

function token(scheme: Scheme, path: string): string {
  let node: unknown = abituraTheme.colorSchemes[scheme].palette;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return resolve(scheme, node);
}

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe('abituraTheme', () => {
  it('builds the primary palette around the brand colour in both schemes', () => {
    expect(PRIMARY_SCALE[500]).toBe(THEME.primary);
    for (const scheme of ['light', 'dark'] as const) expect(token(scheme, 'primary.500')).toBe('#294a6c');
    expect(token('light', 'primary.solidBg')).toBe('#294a6c');
  });

  it.each(['light', 'dark'] as const)('keeps primary text and buttons readable (WCAG AA) in the %s scheme', (scheme) => {
    const body = token(scheme, 'background.body');
    const surface = token(scheme, 'background.surface');
    const solidText = token(scheme, 'primary.solidColor');
    for (const bg of ['solidBg', 'solidHoverBg', 'solidActiveBg']) {
      expect(contrastRatio(solidText, token(scheme, `primary.${bg}`)), bg).toBeGreaterThanOrEqual(AA_TEXT);
    }
    for (const page of [body, surface]) {
      expect(contrastRatio(token(scheme, 'primary.plainColor'), page)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(token(scheme, 'primary.outlinedColor'), page)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(token(scheme, 'primary.solidBg'), page)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      expect(contrastRatio(token(scheme, 'focusVisible'), page)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
    expect(contrastRatio(token(scheme, 'primary.softColor'), token(scheme, 'primary.softBg'))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(token(scheme, 'text.primary'), body)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('has one theme per direction', () => {
    // extendTheme keeps `direction` on the theme, though Joy's Theme type does not declare it.
    const direction = (theme: object) => (theme as { direction?: string }).direction;
    expect(direction(abituraTheme)).toBe('ltr');
    expect(direction(abituraRtlTheme)).toBe('rtl');
    expect(themeFor('rtl')).toBe(abituraRtlTheme);
    expect(themeFor('ltr')).toBe(abituraTheme);
  });

  it('keeps one emotion cache per direction under its own key', () => {
    expect(emotionCacheFor('ltr').key).toBe(EMOTION_CACHE_KEYS.ltr);
    expect(emotionCacheFor('rtl').key).toBe('joy-rtl');
    expect(emotionCacheFor('rtl')).toBe(emotionCacheFor('rtl'));
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
