/** The scanner's sentences (namespace `scanner`), in its lazy chunk, over the app's own. */
import { mergeResources, resourcesFromModules } from '@abitura/ui/device';
import type { TranslationResources } from '@abitura/ui/device';
import { appResources } from '../app/appResources.js';

export const scannerTexts: TranslationResources = resourcesFromModules(import.meta.glob('../locales/*/scanner.json', { eager: true, import: 'default' }));

export const scannerResources: TranslationResources = mergeResources(appResources, scannerTexts);
