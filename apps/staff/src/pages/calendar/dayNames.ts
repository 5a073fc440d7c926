/**
 * Day and period names in the interface language for the calendar's headings and screen-reader
 * labels ("понедельник, 23 ноября"), always with Latin digits as the rest of the app writes them.
 * The days are Moscow dates, so they are formatted as UTC midnights and never shift a day in the
 * browser's own zone.
 */
import type { CalendarView } from '../../models/calendarDates.js';

type Style = Intl.DateTimeFormatOptions;

function format(language: string, date: string, style: Style): string {
  return new Intl.DateTimeFormat(language, { ...style, timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${date}T00:00:00Z`));
}

/** "понедельник, 23 ноября". */
export function longDayName(language: string, date: string): string {
  return format(language, date, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** "пн". */
export function shortWeekday(language: string, date: string): string {
  return format(language, date, { weekday: 'short' });
}

/** "пн, 23 нояб." for the week view's column headings. */
export function columnDayName(language: string, date: string): string {
  return format(language, date, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** The period a view shows, for its heading: the month, the week's first and last day, or the day. */
export function periodName(language: string, view: CalendarView, date: string, days: readonly string[]): string {
  if (view === 'month') return format(language, date, { month: 'long', year: 'numeric' });
  if (view === 'day') return format(language, date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const first = days[0] ?? date;
  const last = days[days.length - 1] ?? date;
  return `${format(language, first, { day: 'numeric', month: 'long' })} – ${format(language, last, { day: 'numeric', month: 'long', year: 'numeric' })}`;
}
