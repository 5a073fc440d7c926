/**
 * The calendar's days as Moscow dates ('YYYY-MM-DD'): which days a month, week or day view shows
 * (weeks start on Monday, SPEC section 9), how the views step, and on which day and at what time
 * an instant falls in Moscow (UTC+3 all year), whatever the browser's own time zone, so every
 * operator sees a callback in the same cell. Pure functions over strings; no React, no clock.
 */
import { DAY_MS, MOSCOW_UTC_OFFSET, moscowWallClock } from '@abitura/contracts/moscowTime';

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** A month view shows six whole weeks, so every month fits and the grid never changes height. */
export const MONTH_GRID_DAYS = 42;

const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isStoredDate(text: string | null): text is string {
  if (text === null) return false;
  const match = STORED_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** The day's midnight in UTC, which the arithmetic below counts in (no DST in UTC). */
function utcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function storedOf(utc: Date): string {
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  return storedOf(new Date(utcMidnight(date).getTime() + days * DAY_MS));
}

/** 0 for Monday to 6 for Sunday. */
export function weekdayOf(date: string): number {
  return (utcMidnight(date).getUTCDay() + 6) % 7;
}

/** The Monday of the day's week. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** 'YYYY-MM' of the day. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The 42 days of the month view: from the Monday on or before the 1st. */
export function monthGrid(date: string): string[] {
  const first = mondayOf(`${monthOf(date)}-01`);
  return Array.from({ length: MONTH_GRID_DAYS }, (_, index) => addDays(first, index));
}

/** The days a view shows for the chosen day, in order. */
export function visibleDays(view: CalendarView, date: string): string[] {
  if (view === 'month') return monthGrid(date);
  if (view === 'week') return Array.from({ length: 7 }, (_, index) => addDays(mondayOf(date), index));
  return [date];
}

/**
 * The day the previous or next page of a view is about: a day or a week away, or the same day of
 * the month before or after (the 31st becomes the month's last day).
 */
export function shiftDate(view: CalendarView, date: string, step: 1 | -1): string {
  if (view === 'day') return addDays(date, step);
  if (view === 'week') return addDays(date, 7 * step);
  const utc = utcMidnight(date);
  const target = new Date(Date.UTC(utc.getUTCFullYear(), utc.getUTCMonth() + step, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return storedOf(new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(utc.getUTCDate(), lastDay))));
}

function moscowClock(instant: string | number): Date {
  return moscowWallClock(typeof instant === 'number' ? instant : Date.parse(instant));
}

/** The Moscow day an instant falls on. */
export function moscowDay(instant: string | number): string {
  return storedOf(moscowClock(instant));
}

/** The Moscow 'HH:mm' of an instant. */
export function moscowTime(instant: string | number): string {
  const clock = moscowClock(instant);
  return `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/** An instant as the picker's 'YYYY-MM-DDTHH:mm' in Moscow time. */
export function moscowLocal(instant: string | number): string {
  return `${moscowDay(instant)}T${moscowTime(instant)}`;
}

/** The picker's 'YYYY-MM-DDTHH:mm', read as Moscow time, as an ISO instant with its offset; null when it is not one. */
export function moscowInstant(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match || !isStoredDate(match[1] ?? null) || Number(match[2]) > 23 || Number(match[3]) > 59) return null;
  return `${local}:00${MOSCOW_UTC_OFFSET}`;
}

/** Items by the Moscow day of their time, each day's in time order. */
export function byMoscowDay<T extends { at: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const ordered = [...items].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const item of ordered) {
    const day = moscowDay(item.at);
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }
  return days;
}
