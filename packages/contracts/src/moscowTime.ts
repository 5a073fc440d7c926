/**
 * Moscow time, whatever the zone of the machine reading it: the colleges, their staff and their
 * visitors live on Moscow time (UTC+3 all year). Arithmetic on the fixed offset where a figure must
 * be exact and cheap (day numbers for per-day counts and SQL, a wall clock read from UTC fields),
 * Intl formatters in Europe/Moscow for text a person reads. The server and every app read it here.
 */

export const MOSCOW_TIME_ZONE = 'Europe/Moscow';
export const DAY_MS = 86_400_000;
export const MOSCOW_OFFSET_MS = 3 * 3_600_000;
/** The same offset as ISO 8601 writes it after a Moscow wall-clock time. */
export const MOSCOW_UTC_OFFSET = '+03:00';

/** An instant shifted by Moscow's offset: its UTC fields (getUTCHours, toISOString...) read Moscow's wall clock. */
export const moscowWallClock = (at: Date | number): Date => new Date((typeof at === 'number' ? at : at.getTime()) + MOSCOW_OFFSET_MS);

/** Number of the Moscow day holding an instant (days since 1970-01-01 in Moscow time). */
export const moscowDay = (ms: number): number => Math.floor((ms + MOSCOW_OFFSET_MS) / DAY_MS);
/** The instant a Moscow day starts. */
export const dayStart = (day: number): Date => new Date(day * DAY_MS - MOSCOW_OFFSET_MS);
/** A Moscow day as YYYY-MM-DD. */
export const dayLabel = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Whether a Moscow day number falls on a Saturday or Sunday (1970-01-01 was a Thursday). */
export const isWeekend = (day: number): boolean => [2, 3].includes(((day % 7) + 7) % 7);

/** Whether an instant falls on a Sunday in Moscow (the call centre does not call on Sundays). */
export function isMoscowSunday(at: Date): boolean {
  return moscowWallClock(at).getUTCDay() === 0;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter of Moscow time for a locale tag and options. Built once per tag and options: a board's
 * clock formats every second for days, and building an Intl formatter costs far more than using one.
 */
export function moscowFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: MOSCOW_TIME_ZONE });
    formatters.set(key, found);
  }
  return found;
}
