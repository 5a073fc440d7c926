/**
 * The Joy theme of every Abitura app: the brand primary in light and dark schemes, and the layout
 * direction, which follows the language (one theme object per direction, built once).
 */
import { extendTheme } from '@mui/joy/styles';
import type { Theme } from '@mui/joy/styles';
import type { Direction } from '../i18n/locale.js';
import { PRIMARY_SCALE } from './palette.js';

const v = (name: string) => `var(--joy-palette-${name})`;

export function createAbituraTheme(direction: Direction = 'ltr'): Theme {
  return extendTheme({
    direction,
    colorSchemes: {
      light: {
        palette: { primary: { ...PRIMARY_SCALE } },
      },
      dark: {
        palette: {
          primary: {
            ...PRIMARY_SCALE,
            // Joy's dark solid buttons use 500, which nearly vanishes on the black page (2.3:1);
            // one step lighter keeps white text above 4.5:1 and the button visible (4.2:1).
            solidBg: v('primary-400'),
            solidHoverBg: v('primary-500'),
            solidActiveBg: v('primary-600'),
          },
          // The focus ring must stand out from the page (WCAG 1.4.11, 3:1), which 500 on black does not.
          focusVisible: v('primary-300'),
        },
      },
    },
  });
}

export const abituraTheme: Theme = createAbituraTheme('ltr');
export const abituraRtlTheme: Theme = createAbituraTheme('rtl');

export function themeFor(direction: Direction): Theme {
  return direction === 'rtl' ? abituraRtlTheme : abituraTheme;
}
