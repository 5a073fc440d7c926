/** Every namespace the kiosk shows: the device apps' shared `device` texts and the kiosk's own `kiosk`. */
import { deviceResources, mergeResources, resourcesFromModules } from '@abitura/ui/device';
import type { TranslationResources } from '@abitura/ui/device';

export const kioskResources: TranslationResources = mergeResources(
  deviceResources,
  resourcesFromModules(import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' })),
);
