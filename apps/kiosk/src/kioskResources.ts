/** Every namespace the kiosk shows: the device apps' shared `device` texts and the kiosk's own `kiosk`. */
import { deviceResources, mergeResources, resourcesFromModules } from '@abitura/ui';
import type { TranslationResources } from '@abitura/ui';

export const kioskResources: TranslationResources = mergeResources(
  deviceResources,
  resourcesFromModules(import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' })),
);
