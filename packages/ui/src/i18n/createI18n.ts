/**
 * One i18next instance per app, with every bundled namespace loaded up front: the JSON is already
 * in the bundle, so init is synchronous and nothing ever suspends waiting for a translation.
 */
import { createInstance } from 'i18next';
import type { BackendModule, i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES } from '@abitura/contracts/vocabulary';
import { setDateLocale } from './dates.js';
import { toLocale } from './locale.js';
import { DEFAULT_NAMESPACE, MENU_NAMESPACE, namespacesOf, resources as bundledResources } from './resources.js';
import type { TranslationResources, TranslationTree } from './resources.js';
import type { Locale } from '@abitura/contracts/vocabulary';

export interface CreateI18nOptions {
  /**
   * Starting language; any tag ('ar-EG', 'EN') is reduced to one of LOCALES.
   * @default 'ru'
   */
  language?: string;
  /**
   * Translations to use instead of the bundled ones (tests, a device app with its own words).
   * @default every locales/<lng>/<namespace>.json of this package
   */
  resources?: TranslationResources;
  /**
   * Keep dayjs's global locale on the interface language. Off for a second instance on the same
   * page (say, printing in another language) that must not move the first one's dates.
   * @default true
   */
  syncDates?: boolean;
  /**
   * Loads the namespaces of a language that `resources` leaves out (an app that bundles only the
   * fallback language and fetches the others on demand). i18next switches language only once
   * they have arrived; await `changeLanguage` before the first render to avoid showing keys.
   * @default none: every translation is in `resources`
   */
  loadLanguage?: (language: Locale) => Promise<Record<string, TranslationTree>>;
}

/** An i18next backend over `loadLanguage`, one request per language for all its namespaces. */
function languageBackend(loadLanguage: NonNullable<CreateI18nOptions['loadLanguage']>): BackendModule {
  const loading = new Map<string, Promise<Record<string, TranslationTree>>>();
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      let bundle = loading.get(language);
      if (!bundle) {
        bundle = loadLanguage(toLocale(language));
        // A failed load may be retried on the next language change.
        bundle.catch(() => loading.delete(language));
        loading.set(language, bundle);
      }
      bundle.then(
        (namespaces) => callback(null, namespaces[namespace] ?? {}),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

export function createI18n(options: CreateI18nOptions = {}): I18n {
  const resources = options.resources ?? bundledResources;
  const instance = createInstance();
  instance.use(initReactI18next);
  if (options.loadLanguage) instance.use(languageBackend(options.loadLanguage));
  void instance.init({
    resources,
    lng: toLocale(options.language ?? FALLBACK_LOCALE),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'languageOnly',
    ns: namespacesOf(resources),
    defaultNS: DEFAULT_NAMESPACE,
    // MENU titles are keys like 'menu.home' with no namespace prefix; looking in 'menu' after
    // 'common' lets `t(item.title)` work as the SDK writes them.
    fallbackNS: MENU_NAMESPACE,
    // React escapes what it renders; escaping here too would show &amp; to the user.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
    partialBundledLanguages: options.loadLanguage !== undefined,
    react: { useSuspense: false },
  });
  if (options.syncDates ?? true) {
    setDateLocale(instance.language);
    instance.on('languageChanged', setDateLocale);
  }
  return instance;
}
