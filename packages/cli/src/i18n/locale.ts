import { en } from './en.js';
import { ru, type MessageKey } from './ru.js';

export type Locale = 'ru' | 'en';
export type { MessageKey };
export type MessageVars = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

const CATALOGUES: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { ru, en };

/**
 * The language of the messages, from the POSIX locale variables in their order of precedence
 * (LC_ALL, LC_MESSAGES, LANG): English for an `en` locale, Russian (the product's language)
 * for anything else, an unset or `C` locale included.
 */
export function localeOf(env: Readonly<Record<string, string | undefined>>): Locale {
  const value = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find((item) => item !== undefined && item !== '') ?? '';
  return /^en([_.-]|$)/i.test(value) ? 'en' : 'ru';
}

/** The message catalogue of a locale as a function: `{name}` placeholders are filled from vars. */
export function translator(locale: Locale): Translate {
  const catalogue = CATALOGUES[locale];
  return (key, vars = {}) => catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
