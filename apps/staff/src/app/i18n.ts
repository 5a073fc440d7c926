/**
 * The staff app's translations: the shared namespaces of @abitura/ui plus this app's own
 * `locales/<lng>/<namespace>.json` files (one namespace per area: shell, misc, auth, access, home).
 */
import { createI18n, resources as sharedResources, resourcesFromModules } from '@abitura/ui';
import type { TranslationResources } from '@abitura/ui';
import { LOCALES } from '@abitura/sdk/vocabulary';
import type { i18n as I18n } from 'i18next';

export const staffResources: TranslationResources = resourcesFromModules(
  import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }),
);

/** Shared and staff namespaces together; a staff namespace never shadows a shared one. */
export const allResources: TranslationResources = Object.fromEntries(
  LOCALES.map((lng) => [lng, { ...staffResources[lng], ...sharedResources[lng] }]),
) as TranslationResources;

export function createStaffI18n(language?: string): I18n {
  return createI18n({ resources: allResources, ...(language === undefined ? {} : { language }) });
}
