/**
 * The staff app's translations: the shared namespaces of @abitura/ui plus this app's own
 * `locales/<lng>/<namespace>.json` files (one namespace per area). Only Russian, the default and
 * fallback language, ships in the first download; another language's files are fetched when it
 * is chosen, so each new area costs the first download a quarter of its texts.
 */
import { createI18n, mergeResources, resources as sharedResources, resourcesFromModules } from '@abitura/ui';
import type { TranslationResources, TranslationTree } from '@abitura/ui';
import { FALLBACK_LOCALE, type Locale } from '@abitura/contracts/vocabulary';
import type { i18n as I18n } from 'i18next';
import { loadReferenceLabels } from '../models/referenceLabels.js';

const bundled = resourcesFromModules(import.meta.glob('../locales/ru/*.json', { eager: true, import: 'default' }));
const onDemand = import.meta.glob<TranslationTree>(['../locales/*/*.json', '!../locales/ru/*.json'], { import: 'default' });

/** Shared namespaces in every language, and this app's in Russian. */
export const bundledResources: TranslationResources = mergeResources(bundled, sharedResources);

/** This app's namespaces of one language, fetched in parallel, and its reference lists' labels (models/referenceLabels.ts). */
export async function loadStaffLanguage(language: Locale): Promise<Record<string, TranslationTree>> {
  if (language === FALLBACK_LOCALE) return bundled[language];
  const files = Object.entries(onDemand).filter(([path]) => path.includes(`/locales/${language}/`));
  const [loaded] = await Promise.all([Promise.all(files.map(async ([path, load]) => [path, await load()] as const)), loadReferenceLabels(language)]);
  return resourcesFromModules(Object.fromEntries(loaded))[language];
}

export interface CreateStaffI18nOptions {
  /** Every translation up front instead of fetching on demand (tests). */
  resources?: TranslationResources;
}

/** The app's i18next instance; with on-demand languages, await `changeLanguage(language)` before rendering. */
export function createStaffI18n(language?: string, options: CreateStaffI18nOptions = {}): I18n {
  return createI18n({
    ...(language === undefined ? {} : { language }),
    ...(options.resources ? { resources: options.resources } : { resources: bundledResources, loadLanguage: loadStaffLanguage }),
  });
}
