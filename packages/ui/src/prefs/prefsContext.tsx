/**
 * React access to the preferences model that AbituraUiProvider holds. Components read through
 * these hooks and write through the model's set functions; the model keeps the cookie.
 */
import { createContext, useContext } from 'react';
import { useSignalValue } from '../sdk/useSignalValue.js';
import type { PrefsModel, UiPrefs } from './prefs.js';

export const PrefsContext = createContext<PrefsModel | null>(null);

/** The preferences model of the nearest AbituraUiProvider, for its set functions. */
export function usePrefsModel(): PrefsModel {
  const model = useContext(PrefsContext);
  // Failing loudly beats a switch that silently changes nothing.
  if (model === null) throw new Error('usePrefsModel() needs an AbituraUiProvider above it');
  return model;
}

/** The current preferences; the component re-renders when any of them changes. */
export function usePrefs(): UiPrefs {
  return useSignalValue(usePrefsModel().prefs);
}
