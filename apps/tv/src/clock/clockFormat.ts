import type { Locale } from '@abitura/contracts/vocabulary';
import { moscowFormat } from '@abitura/contracts/moscowTime';

export interface ClockFormat {
  /** 14:05:09 */
  time(ms: number): string;
  /** 14:05, for the list of calls */
  shortTime(ms: number): string;
  /** четверг, 26 ноября */
  date(ms: number): string;
}

const cache = new Map<Locale, ClockFormat>();

/**
 * Moscow-time formats for a language: the college is in Moscow, and the board shows its time
 * wherever the TV thinks it is. Arabic keeps Latin digits, the digits of the ticket codes on the
 * same screen. Built once per language: the clock formats every second for days.
 */
export function clockFormat(language: Locale): ClockFormat {
  const cached = cache.get(language);
  if (cached) return cached;
  const tag = language === 'ar' ? 'ar-u-nu-latn' : language;
  const time = moscowFormat(tag, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const shortTime = moscowFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const date = moscowFormat(tag, { weekday: 'long', day: 'numeric', month: 'long' });
  const format: ClockFormat = { time: (ms) => time.format(ms), shortTime: (ms) => shortTime.format(ms), date: (ms) => date.format(ms) };
  cache.set(language, format);
  return format;
}
