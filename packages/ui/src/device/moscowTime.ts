/**
 * Dates and times as the college lives them: in Moscow time whatever the phone's zone, in the
 * page's language, with Latin digits in Arabic too (ticket codes and counts use them). Intl
 * rather than dayjs: it is in every browser and costs nothing in the first download.
 */
import type { Locale } from '@abitura/contracts/vocabulary';
import { moscowFormat } from '@abitura/contracts/moscowTime';

/** Each language's tag for dates: Russian d.m.Y, Arabic with Latin digits. */
export const DEVICE_DATE_LOCALES: Readonly<Record<Locale, string>> = { ru: 'ru-RU', en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** `{date: '26.11.2026', time: '10:05'}` in Moscow; null for a missing or unreadable value. */
export function moscowDateTime(value: string | number | null | undefined, language: Locale): { date: string; time: string } | null {
  if (value === null || value === undefined) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const tag = DEVICE_DATE_LOCALES[language];
  return { date: moscowFormat(tag, DATE).format(at), time: moscowFormat(tag, TIME).format(at) };
}
