/** The `device` namespace shared by the device apps (kiosk, TV board, QR pages), in every language. */
import { resourcesFromModules } from '../i18n/resources.js';
import type { TranslationResources } from '../i18n/resources.js';

export const deviceResources: TranslationResources = resourcesFromModules(
  import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' }),
);
