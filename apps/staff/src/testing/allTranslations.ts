/**
 * Every staff translation in every language, loaded up front, with the shared ones: for tests,
 * which render any language at once. The app itself fetches languages on demand (app/i18n.ts).
 */
import { resources as sharedResources, resourcesFromModules } from '@abitura/ui';
import type { TranslationResources } from '@abitura/ui';
import { LOCALES } from '@abitura/contracts/vocabulary';

export const staffResources: TranslationResources = resourcesFromModules(
  import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }),
);

export const allResources: TranslationResources = Object.fromEntries(
  LOCALES.map((lng) => [lng, { ...staffResources[lng], ...sharedResources[lng] }]),
) as TranslationResources;
