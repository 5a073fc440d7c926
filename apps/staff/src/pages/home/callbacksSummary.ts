/**
 * What the home page says of the caller's callbacks: how many are overdue, how many are still due
 * today and how many were done today, and the open ones in the order to call them (overdue first,
 * then by time).
 */
import type { CalendarEntry } from '@abitura/contracts';
import { moscowDay } from '../../models/calendarDates.js';

export interface CallbacksSummary {
  overdue: number;
  dueToday: number;
  doneToday: number;
  /** Open callbacks up to the end of today, earliest first. */
  open: readonly CalendarEntry[];
}

export function summarizeCallbacks(entries: readonly CalendarEntry[], today: string): CallbacksSummary {
  const callbacks = entries.filter((entry) => entry.kind === 'callback');
  const open = callbacks.filter((entry) => entry.status === 'open' && moscowDay(entry.at) <= today).sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  return {
    overdue: open.filter((entry) => entry.overdue).length,
    dueToday: open.filter((entry) => !entry.overdue).length,
    doneToday: callbacks.filter((entry) => entry.status === 'done' && moscowDay(entry.at) === today).length,
    open,
  };
}

/** Whether the caller had or has any callback today (open up to today, or done today). */
export function hasCallbacksToday(entries: readonly CalendarEntry[], today: string): boolean {
  const summary = summarizeCallbacks(entries, today);
  return summary.open.length > 0 || summary.doneToday > 0;
}
