/**
 * The device apps' translator: the same `locales/<lng>/<namespace>.json` files and the same
 * `{{name}}` and plural-suffix (`_one`, `_few`, …) conventions as i18next, in a few lines. i18next
 * with react-i18next is about 17 KB gzip, an eighth of a device app's 120 KB first download for
 * the forty-odd sentences a kiosk shows; the staff app keeps i18next. findTranslationProblems
 * checks these files as it checks the staff app's.
 */
import { FALLBACK_LOCALE } from '@abitura/contracts/vocabulary';
import type { Locale } from '@abitura/contracts/vocabulary';
import type { TranslationResources, TranslationTree } from '../i18n/resources.js';

export type TextValues = Record<string, string | number>;

/** Translates a dotted key of one namespace; a missing key reads as the key itself. */
export type DeviceText = (key: string, values?: TextValues) => string;

function lookup(tree: TranslationTree | undefined, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (text: string, values: TextValues | undefined): string =>
  values ? text.replace(/{{\s*([\w.]+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

/**
 * `t(key, values)` for one language and namespace, falling back to Russian (SPEC section 9's
 * fallback locale). With a numeric `count`, the language's plural form is taken first
 * (`key_few` in Russian, `key_two` in Arabic), then `key_other`, then `key`.
 */
export function createDeviceText(resources: TranslationResources, language: Locale, namespace: string): DeviceText {
  const trees = [resources[language]?.[namespace], resources[FALLBACK_LOCALE]?.[namespace]];
  const plurals = new Intl.PluralRules(language);
  return (key, values) => {
    const count = values?.['count'];
    const candidates = typeof count === 'number' ? [`${key}_${plurals.select(count)}`, `${key}_other`, key] : [key];
    for (const tree of trees) {
      for (const candidate of candidates) {
        const text = lookup(tree, candidate);
        if (text !== undefined) return interpolate(text, values);
      }
    }
    return key;
  };
}
