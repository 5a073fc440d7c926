/**
 * Renders with a private i18next instance holding only this folder's translations, loaded
 * straight from the JSON files, so the tests neither depend on nor disturb the app's i18n setup.
 */
import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import ar from '../../i18n/locales/ar/inputs.json';
import en from '../../i18n/locales/en/inputs.json';
import fr from '../../i18n/locales/fr/inputs.json';
import ru from '../../i18n/locales/ru/inputs.json';

export const inputsResources = { ru, en, fr, ar } as const;

export type TestLanguage = keyof typeof inputsResources;

export function createTestI18n(lng: TestLanguage = 'ru'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'ru',
    ns: ['inputs'],
    defaultNS: 'inputs',
    resources: Object.fromEntries(Object.entries(inputsResources).map(([code, inputs]) => [code, { inputs }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithI18n(ui: ReactElement, lng: TestLanguage = 'ru'): RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(lng);
  // A wrapper, not a wrapping element, so rerender() keeps the provider.
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return Object.assign(render(ui, { wrapper }), { i18n });
}
