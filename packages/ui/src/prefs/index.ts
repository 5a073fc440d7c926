export {
  PREFS_COOKIE,
  NAV_LAYOUTS,
  DEFAULT_PREFS,
  createPrefs,
  parsePrefs,
  serializePrefs,
  isThemeMode,
  isNavLayout,
} from './prefs.js';
export type { NavLayout, UiPrefs, PrefsModel, PrefsOptions, PrefsLogger } from './prefs.js';
export { PrefsContext, usePrefs, usePrefsModel } from './prefsContext.js';
