export { createI18n } from './createI18n.js';
export { findTranslationProblems } from './completeness.js';
export type { CreateI18nOptions } from './createI18n.js';
export { toLocale, directionOf } from './locale.js';
export type { Direction } from './locale.js';
export { resources, NAMESPACES, DEFAULT_NAMESPACE, MENU_NAMESPACE, resourcesFromModules, namespacesOf, mergeResources } from './resources.js';
export type { TranslationTree, TranslationResources } from './resources.js';
export {
  DISPLAY_DATE_FORMAT,
  STORED_DATE_FORMAT,
  formatDisplayDate,
  formatDisplayDateTime,
  toStored,
  parseDisplayDate,
  parseStoredDate,
  setDateLocale,
  startOfWeek,
} from './dates.js';
export type { DateValue } from './dates.js';
