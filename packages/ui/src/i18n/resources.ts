/**
 * Every translation file of the package, found by Vite's import.meta.glob, so another folder adds
 * `locales/<lng>/<namespace>.json` files for its own namespace without touching this code.
 */
import { LOCALES, isLocale } from '@abitura/contracts/vocabulary';
import type { Locale } from '@abitura/contracts/vocabulary';

/** A namespace file: nested objects whose leaves are strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

export type TranslationResources = Record<Locale, Record<string, TranslationTree>>;

/** The namespace of shared words (app name, actions, states); `t()` without a namespace reads it. */
export const DEFAULT_NAMESPACE = 'common';

/** Holds the labels of the SDK's MENU, whose keys start with `menu.`. */
export const MENU_NAMESPACE = 'menu';

const FILE_PATTERN = /(?:^|\/)locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * Groups glob results by language and namespace. Files in a folder that is not one of LOCALES are
 * skipped here and reported by the completeness test, so a stray folder cannot break the app.
 */
export function resourcesFromModules(modules: Record<string, unknown>): TranslationResources {
  const resources = Object.fromEntries(LOCALES.map((lng) => [lng, {}])) as TranslationResources;
  for (const [path, content] of Object.entries(modules)) {
    const match = FILE_PATTERN.exec(path);
    if (!match) continue;
    const [, lng, namespace] = match;
    if (!isLocale(lng) || namespace === undefined) continue;
    resources[lng][namespace] = content as TranslationTree;
  }
  return resources;
}

export const translationModules: Record<string, unknown> = import.meta.glob('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

export const resources: TranslationResources = resourcesFromModules(translationModules);

/** Every namespace any language of `source` has, sorted so the order is stable. */
export function namespacesOf(source: TranslationResources): string[] {
  return [...new Set(LOCALES.flatMap((lng) => Object.keys(source[lng])))].sort();
}

export const NAMESPACES: readonly string[] = namespacesOf(resources);

/** Namespaces of several sources per language (a later source wins a namespace both have). */
export function mergeResources(...sources: readonly TranslationResources[]): TranslationResources {
  return Object.fromEntries(LOCALES.map((lng) => [lng, Object.assign({}, ...sources.map((source) => source[lng]))])) as TranslationResources;
}
