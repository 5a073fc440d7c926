import { deviceResources, mergeResources, resourcesFromModules } from '@abitura/ui';
import type { TranslationResources } from '@abitura/ui';

/** The board's `tv` namespace with the shared `device` one (key form, offline line). */
export const tvResources: TranslationResources = mergeResources(
  deviceResources,
  resourcesFromModules(import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' })),
);
