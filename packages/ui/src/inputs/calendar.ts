/**
 * Day arithmetic for the date-time picker on stored 'YYYY-MM-DD' keys. Weekdays are computed in
 * UTC so no time zone or DST change can move a day; the SDK supplies the calendar rules.
 */
import { daysInMonth, toDisplayDate, validateDate } from '@abitura/contracts/validation';
import type { DateBound } from '@abitura/contracts/validation';
import { DATE_FORMATS } from '@abitura/contracts/vocabulary';

/** Which days a picker refuses: SPEC section 5 has pickers closed on Sundays or on weekends. */
export type DisableDays = 'none' | 'sundays' | 'weekends';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of the year, month (1-12) and day. */
export function storedOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Year, month (1-12) and day of a stored date. */
export function partsOf(stored: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = stored.slice(0, 10).split('-').map(Number);
  return { year, month, day };
}

/** Midnight UTC of a stored date, for Intl formatting with timeZone 'UTC'. */
export function utcDateOf(stored: string): Date {
  const { year, month, day } = partsOf(stored);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999
  return date;
}

function fromUtc(date: Date): string {
  return storedOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Day of the week, 0 = Sunday ... 6 = Saturday, as Date and dayjs count. */
export function weekdayOf(stored: string): number {
  return utcDateOf(stored).getUTCDay();
}

/** True when the rule closes that day. */
export function isClosedDay(stored: string, rule: DisableDays): boolean {
  if (rule === 'none') return false;
  const weekday = weekdayOf(stored);
  return weekday === 0 || (rule === 'weekends' && weekday === 6);
}

export function addDays(stored: string, days: number): string {
  const date = utcDateOf(stored);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Same day `months` later, kept inside the month (31 January + 1 month is 28/29 February). */
export function addMonths(stored: string, months: number): string {
  const { year, month, day } = partsOf(stored);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return storedOf(nextYear, nextMonth, Math.min(day, daysInMonth(nextYear, nextMonth)));
}

/** Column (0-6) of a date in a grid whose weeks start on DATE_FORMATS.weekStart (Monday). */
export function columnOf(stored: string): number {
  return (weekdayOf(stored) - DATE_FORMATS.weekStart + 7) % 7;
}

/**
 * The month as weeks of 7 cells, Monday first (SPEC section 9); cells outside the month are null.
 */
export function monthWeeks(year: number, month: number): Array<Array<string | null>> {
  const cells: Array<string | null> = Array.from({ length: columnOf(storedOf(year, month, 1)) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(storedOf(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The day a Date falls on in the user's calendar (local components, as the SDK reads a Date bound); today by default. */
export function localDay(date: Date = new Date()): string {
  return storedOf(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/**
 * A min/max bound as a stored key, accepting what the SDK's validateDate accepts: a Date, 'YYYY-MM-DD'
 * (a date-time counts by its day) or 'dd.mm.yyyy'.
 */
export function boundToStored(bound: DateBound | undefined): string | undefined {
  if (bound === undefined) return undefined;
  if (bound instanceof Date) return localDay(bound);
  const result = validateDate(toDisplayDate(bound) ?? bound);
  if (!result.ok) throw new RangeError(`invalid date bound '${bound}'`);
  return result.value;
}

/** The day moved into [min, max] (both optional, inclusive). */
export function clampDay(stored: string, min: string | undefined, max: string | undefined): string {
  if (min !== undefined && stored < min) return min;
  if (max !== undefined && stored > max) return max;
  return stored;
}

/** The 'YYYY-MM-DD' key in range [min, max], both optional and inclusive. */
export function isWithin(stored: string, min: string | undefined, max: string | undefined): boolean {
  return (min === undefined || stored >= min) && (max === undefined || stored <= max);
}
