import { directionOf } from '../i18n/locale.js';
import type { Direction } from '../i18n/locale.js';
import { usePrefs } from '../prefs/prefsContext.js';

/** The layout direction of the current language, for the rare component that must know it (an arrow icon that points "forward"). */
export function useDirection(): Direction {
  return directionOf(usePrefs().language);
}
