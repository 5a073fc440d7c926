/**
 * The root of a device app (kiosk, TV board, QR pages): the SDK client, the preferences (the
 * abituraPrefs cookie, so a kiosk keeps its language over a reload) and the translations, with
 * the page's language and direction kept in step. No Joy, emotion or i18next: a device app's first
 * download is held to 120 KB gzip (docs/benchmarks.md), and those three are about 53 KB of it, so
 * device screens are styled by `@abitura/ui/device.css` in the same brand colours and translated
 * by `createDeviceText` from the same kind of JSON files.
 */
import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Client } from '@abitura/sdk';
import type { Locale } from '@abitura/contracts/vocabulary';
import { directionOf } from '../i18n/locale.js';
import type { TranslationResources } from '../i18n/resources.js';
import { createPrefs } from '../prefs/prefs.js';
import type { PrefsModel } from '../prefs/prefs.js';
import { PrefsContext, usePrefs, usePrefsModel } from '../prefs/prefsContext.js';
import { useDocumentLanguage } from '../providers/useLanguageSync.js';
import { ClientProvider } from '../sdk/clientContext.js';
import { useSignalValue } from '../sdk/useSignalValue.js';
import { createDeviceText, type DeviceText } from './deviceText.js';

const ResourcesContext = createContext<TranslationResources | null>(null);

export interface DeviceUiProviderProps {
  children?: ReactNode;
  client: Client;
  /** Every namespace the app shows, in every language: `deviceResources` merged with the app's own. */
  resources: TranslationResources;
  /**
   * The preferences model, read once on mount.
   * @default createPrefs(): the abituraPrefs cookie
   */
  prefs?: PrefsModel;
}

export function DeviceUiProvider({ children, client, resources, prefs }: DeviceUiProviderProps) {
  const [model] = useState(() => prefs ?? createPrefs());
  const { language } = useSignalValue(model.prefs);
  useDocumentLanguage(language, directionOf(language));
  return (
    <PrefsContext value={model}>
      <ResourcesContext value={resources}>
        <ClientProvider client={client}>{children}</ClientProvider>
      </ResourcesContext>
    </PrefsContext>
  );
}

/** The translator of one namespace in the current language; components re-render when it changes. */
export function useDeviceText(namespace: string): DeviceText {
  const resources = useContext(ResourcesContext);
  if (resources === null) throw new Error('useDeviceText() needs a DeviceUiProvider above it');
  const { language } = usePrefs();
  return useMemo(() => createDeviceText(resources, language, namespace), [resources, language, namespace]);
}

/** The interface language and the way to change it (kept in the preferences cookie). */
export function useDeviceLanguage(): [Locale, (language: Locale) => void] {
  const model = usePrefsModel();
  return [usePrefs().language, model.setLanguage];
}
