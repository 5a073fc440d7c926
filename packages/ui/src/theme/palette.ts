/**
 * The primary scale around the brand colour #294a6c (THEME.primary, shade 500). The shades were
 * chosen by WCAG contrast rather than by a generator, so the pairs Joy draws with them read well:
 * white on 400 and darker is at least 4.5:1, 700 on 100 and 200 on 800 are above 10:1, and 300
 * and lighter are at least 4.5:1 on the dark scheme's near-black surfaces (theme.test.ts checks).
 */
import { THEME } from '@abitura/contracts/vocabulary';

export const PRIMARY_SCALE = {
  50: '#f2f6fa',
  100: '#dfe8f2',
  200: '#c0d3e6',
  300: '#97b6d5',
  400: '#4a729b',
  500: THEME.primary,
  600: '#223e5b',
  700: '#1b324a',
  800: '#142639',
  900: '#0d1a28',
} as const;

/** Relative luminance of a #rrggbb or #rgb colour (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
