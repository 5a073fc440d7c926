import type { CommanderError } from 'commander';
import type { Locale, Translate } from './i18n/locale.js';

/** Commander's parse errors this translates, by code; their quoted parts are kept as written. */
const KEYS = {
  'commander.unknownOption': 'usage.unknownOption',
  'commander.unknownCommand': 'usage.unknownCommand',
  'commander.missingArgument': 'usage.missingArgument',
  'commander.optionMissingArgument': 'usage.optionMissingArgument',
  'commander.missingMandatoryOptionValue': 'usage.missingOption',
  'commander.invalidArgument': 'usage.invalidArgument',
  'commander.excessArguments': 'usage.excessArguments',
} as const;

/**
 * A parse error in the reader's language. Commander writes English; in English it is shown as it
 * is, otherwise it is said again from its code with the names and values it quotes, the list of
 * allowed choices or our own reason (already translated) kept.
 */
export function usageErrorText(error: CommanderError, locale: Locale, t: Translate): string | null {
  if (locale === 'en' || !(error.code in KEYS)) return null;
  const quoted = [...error.message.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
  // An option's bad value names the option first; an argument's names the value first.
  if (error.message.includes('command-argument value')) quoted.reverse();
  const choices = /Allowed choices are (.*)\.$/.exec(error.message)?.[1];
  const reason = choices !== undefined ? t('usage.choices', { choices }) : (/ is invalid(?: for argument '[^']*')?\. (.*)$/.exec(error.message)?.[1] ?? '');
  const suggestion = /\(Did you mean (.*)\?\)/.exec(error.message)?.[1];
  const key = KEYS[error.code as keyof typeof KEYS];
  const text = t(key, { first: quoted[0] ?? '', second: quoted[1] ?? '', reason });
  return suggestion ? `${text} ${t('usage.didYouMean', { suggestion })}` : text;
}
