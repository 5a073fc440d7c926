/** The ticket page's sentences (namespace `ticket`), in its lazy chunk, over the app's own. */
import { mergeResources, resourcesFromModules } from '@abitura/ui/device';
import type { TranslationResources } from '@abitura/ui/device';
import { appResources } from '../app/appResources.js';

export const ticketTexts: TranslationResources = resourcesFromModules(import.meta.glob('../locales/*/ticket.json', { eager: true, import: 'default' }));

export const ticketResources: TranslationResources = mergeResources(appResources, ticketTexts);
