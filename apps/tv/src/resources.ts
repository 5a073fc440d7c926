import { deviceResources, mergeResources, resourcesFromModules } from '@abitura/ui/device';
import type { TranslationResources } from '@abitura/ui/device';

/** The board's `tv` namespace with the shared `device` one (key form, offline line). */
export const tvResources: TranslationResources = mergeResources(
  deviceResources,
  resourcesFromModules(import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' })),
);
