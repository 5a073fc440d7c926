/**
 * The device apps' entry (`@abitura/ui/device`): the device layer and the few SDK bindings and
 * translation helpers a kiosk, a TV board or a QR page needs, without the Joy theme, emotion or
 * i18next the main entry also brings (a bundler drops those anyway; a test runner would load them).
 */
export * from './device/index.js';
export { ClientProvider, useClient } from './sdk/clientContext.js';
export { useSignalValue } from './sdk/useSignalValue.js';
export { useLiveView } from './sdk/useLiveView.js';
export type { LiveViewState } from './sdk/useLiveView.js';
export { createPrefs } from './prefs/prefs.js';
export type { PrefsModel, UiPrefs } from './prefs/prefs.js';
export { PrefsContext, usePrefs, usePrefsModel } from './prefs/prefsContext.js';
export { mergeResources, resourcesFromModules } from './i18n/resources.js';
export type { TranslationResources, TranslationTree } from './i18n/resources.js';
export { findTranslationProblems } from './i18n/completeness.js';
export { directionOf, toLocale } from './i18n/locale.js';
export type { Direction } from './i18n/locale.js';
