/**
 * A service's weekly hours (Monday to Sunday, Moscow time, null for a closed day) as the table
 * shows them, runs of equal days joined («пн–пт 09:00–18:00, сб 10:00–14:00, вс —»), and as the
 * form edits them: two text fields a day, both empty for a closed day.
 */
import type { FieldError } from '../../models/formModel.js';

export type DayHours = { from: string; to: string } | null;

/** What the form holds for one day. */
export interface DayInput {
  from: string;
  to: string;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function sameHours(a: DayHours, b: DayHours): boolean {
  return a === null || b === null ? a === b : a.from === b.from && a.to === b.to;
}

/**
 * The week in one line: `days` are the seven short day names from Monday, `closed` the mark of a
 * closed day, `separator` the language's list comma. A service with fewer than seven days stored
 * shows the missing ones as closed.
 */
export function formatWeekHours(hours: readonly DayHours[], days: readonly string[], closed: string, separator = ', '): string {
  const week = days.map((_, index) => hours[index] ?? null);
  const runs: string[] = [];
  let start = 0;
  for (let index = 1; index <= week.length; index += 1) {
    if (index < week.length && sameHours(week[index] ?? null, week[start] ?? null)) continue;
    const span = index - 1 === start ? days[start] : `${days[start]}–${days[index - 1]}`;
    const day = week[start] ?? null;
    runs.push(`${span} ${day === null ? closed : `${day.from}–${day.to}`}`);
    start = index;
  }
  return runs.join(separator);
}

/** The form's seven days from stored hours. */
export function toDayInputs(hours: readonly DayHours[]): DayInput[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = hours[index] ?? null;
    return day === null ? { from: '', to: '' } : { from: day.from, to: day.to };
  });
}

/** The hours to send; call only after `checkDays` found nothing. */
export function fromDayInputs(days: readonly DayInput[]): DayHours[] {
  return days.map((day) => (day.from.trim() === '' && day.to.trim() === '' ? null : { from: day.from.trim(), to: day.to.trim() }));
}

/**
 * The first day with a problem, as a key of the `queueAdmin` namespace's `form.errors` with the
 * day's index (the dialog names the day): half filled, not HH:MM, or closing before opening.
 */
export function checkDays(days: readonly DayInput[]): FieldError | undefined {
  for (const [index, day] of days.entries()) {
    const from = day.from.trim();
    const to = day.to.trim();
    if (from === '' && to === '') continue;
    if (from === '' || to === '') return { key: 'hoursHalf', values: { day: index } };
    if (!CLOCK.test(from) || !CLOCK.test(to)) return { key: 'hoursFormat', values: { day: index } };
    if (from >= to) return { key: 'hoursOrder', values: { day: index } };
  }
  return undefined;
}
