/**
 * Dates and times as the college lives them: in Moscow time whatever the phone's zone, in the
 * page's language, with Latin digits in Arabic too (ticket codes and counts use them). Intl
 * rather than dayjs: it is in every browser and costs nothing in the first download.
 */
import type { Locale } from '@abitura/contracts/vocabulary';

export const MOSCOW_TIME_ZONE = 'Europe/Moscow';

const LOCALE_TAGS: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Locale, part: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${language}:${part}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      part === 'date' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    found = new Intl.DateTimeFormat(LOCALE_TAGS[language], { ...options, timeZone: MOSCOW_TIME_ZONE });
    formatters.set(key, found);
  }
  return found;
}

/** `{date: '26.11.2026', time: '10:05'}` in Moscow; null for a missing or unreadable value. */
export function moscowDateTime(value: string | number | null | undefined, language: Locale): { date: string; time: string } | null {
  if (value === null || value === undefined) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  return { date: formatter(language, 'date').format(at), time: formatter(language, 'time').format(at) };
}
