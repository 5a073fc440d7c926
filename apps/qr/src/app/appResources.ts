/**
 * The sentences the first download carries: the device layer's (offline notice) and this app's
 * shell (language switch, loading, not found). Each page brings its own namespace in its lazy
 * chunk (see PageTexts), so the ticket page does not carry the scanner's words nor the reverse.
 */
import { deviceResources, mergeResources, resourcesFromModules } from '@abitura/ui/device';
import type { TranslationResources } from '@abitura/ui/device';

export const appResources: TranslationResources = mergeResources(
  deviceResources,
  resourcesFromModules(import.meta.glob('../locales/*/app.json', { eager: true, import: 'default' })),
);
