import type { ReactNode } from 'react';
import { DeviceUiProvider, useClient, usePrefsModel } from '@abitura/ui/device';
import type { TranslationResources } from '@abitura/ui/device';

/**
 * Adds a lazy page's own namespace to the translations below it. The page's chunk brings its
 * sentences in every language; the same client and preferences model are handed down, so the
 * language switch and the connection stay one.
 */
export function PageTexts({ resources, children }: { resources: TranslationResources; children: ReactNode }) {
  const client = useClient();
  const prefs = usePrefsModel();
  return (
    <DeviceUiProvider client={client} prefs={prefs} resources={resources}>
      {children}
    </DeviceUiProvider>
  );
}
