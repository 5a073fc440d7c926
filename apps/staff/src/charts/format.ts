/**
 * Numbers in charts and their captions, in the interface language. Digits stay Latin in every
 * language, as the dates do (see formatDisplayDate in @abitura/ui), so "12" on an axis and
 * "12.09" under it use the same digits in Arabic too.
 */
import { toLocale } from '@abitura/ui';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(language: string): Intl.NumberFormat {
  const tag = `${toLocale(language)}-u-nu-latn`;
  let format = cache.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    cache.set(tag, format);
  }
  return format;
}

/** A count with the language's grouping: 12 345 in Russian and French, 12,345 in English. */
export function formatCount(value: number, language: string): string {
  return formatter(language).format(value);
}

/** A whole percentage (0..100) as the language writes it: 75 % in Russian and French, 75% in English. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(`${toLocale(language)}-u-nu-latn`, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
