/**
 * The root of every Abitura app's UI: preferences, translations, the emotion cache and Joy theme
 * of the current direction, and the colour scheme, all driven by the preferences model so the
 * cookie is the one source of truth for language and theme.
 */
import { useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider, useColorScheme } from '@mui/joy/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ThemeMode } from '@abitura/contracts/vocabulary';
import { directionOf } from '../i18n/locale.js';
import { createPrefs } from '../prefs/prefs.js';
import type { PrefsModel } from '../prefs/prefs.js';
import { PrefsContext } from '../prefs/prefsContext.js';
import { useSignalValue } from '../sdk/useSignalValue.js';
import { emotionCacheFor } from '../theme/emotionCaches.js';
import { themeFor } from '../theme/abituraTheme.js';
import { useLanguageSync } from './useLanguageSync.js';

export interface AbituraUiProviderProps {
  children?: ReactNode;
  /** The app's instance from createI18n(); its language is kept equal to the preference. */
  i18n: I18n;
  /**
   * The preferences model, read once on mount.
   * @default createPrefs(): the abituraPrefs cookie
   */
  prefs?: PrefsModel;
  /**
   * Render Joy's CssBaseline (page background and text colour per scheme, box sizing).
   * @default true
   */
  cssBaseline?: boolean;
}

export function AbituraUiProvider({ children, i18n, prefs, cssBaseline = true }: AbituraUiProviderProps) {
  const [model] = useState(() => prefs ?? createPrefs());
  const { language, themeMode } = useSignalValue(model.prefs);
  const direction = directionOf(language);
  useLanguageSync(i18n, model, language, direction);

  return (
    <PrefsContext value={model}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={emotionCacheFor(direction)}>
          {/* The cookie, not Joy's localStorage entry, decides the mode: storage is cleared on logout. */}
          <CssVarsProvider theme={themeFor(direction)} defaultMode={themeMode} storageWindow={null}>
            <ColorSchemeSync mode={themeMode} />
            {cssBaseline ? <CssBaseline /> : null}
            {children}
          </CssVarsProvider>
        </CacheProvider>
      </I18nextProvider>
    </PrefsContext>
  );
}

/** Pushes the preferred mode into Joy, which then sets data-joy-color-scheme on <html>. */
function ColorSchemeSync({ mode }: { mode: ThemeMode }) {
  const { mode: current, setMode } = useColorScheme();
  useLayoutEffect(() => {
    if (current !== mode) setMode(mode);
  }, [current, mode, setMode]);
  return null;
}
