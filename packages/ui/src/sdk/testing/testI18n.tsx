/**
 * A minimal i18next instance with only this layer's namespaces, so component tests do not depend
 * on the app-wide i18n setup (owned elsewhere) and can switch language per test.
 */
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Client } from '@abitura/sdk';
import arCommon from '../../i18n/locales/ar/common.json';
import arConnection from '../../i18n/locales/ar/connection.json';
import arNotices from '../../i18n/locales/ar/notices.json';
import enCommon from '../../i18n/locales/en/common.json';
import enConnection from '../../i18n/locales/en/connection.json';
import enNotices from '../../i18n/locales/en/notices.json';
import frCommon from '../../i18n/locales/fr/common.json';
import frConnection from '../../i18n/locales/fr/connection.json';
import frNotices from '../../i18n/locales/fr/notices.json';
import ruCommon from '../../i18n/locales/ru/common.json';
import ruConnection from '../../i18n/locales/ru/connection.json';
import ruNotices from '../../i18n/locales/ru/notices.json';
import { ClientProvider } from '../clientContext.js';

export type TestLanguage = 'ru' | 'en' | 'fr' | 'ar';

export const TEST_RESOURCES = {
  ru: { common: ruCommon, connection: ruConnection, notices: ruNotices },
  en: { common: enCommon, connection: enConnection, notices: enNotices },
  fr: { common: frCommon, connection: frConnection, notices: frNotices },
  ar: { common: arCommon, connection: arConnection, notices: arNotices },
} as const;

export async function createTestI18n(lng: TestLanguage = 'ru'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'ru',
    ns: ['common', 'connection', 'notices'],
    defaultNS: 'notices',
    resources: TEST_RESOURCES,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders with a ClientProvider (when a client is given) and the test i18n instance. */
export function renderWithProviders(ui: ReactElement, options: { i18n: i18n; client?: Client }): RenderResult {
  const tree = options.client ? <ClientProvider client={options.client}>{ui}</ClientProvider> : ui;
  return render(<I18nextProvider i18n={options.i18n}>{tree}</I18nextProvider>);
}
