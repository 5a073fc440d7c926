/**
 * The statistics period: Moscow days 'YYYY-MM-DD' from..to, both included. It starts as the last
 * seven days up to today (Moscow), and the quick choices set today, 7 or 30 days the same way.
 * A period is asked for only when both days are given and the first is not after the last.
 */
import { addDays, isStoredDate } from '../../models/calendarDates.js';

export interface StatsPeriod {
  from: string;
  to: string;
}

export const QUICK_PERIODS = ['today', 'week', 'month'] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];

const QUICK_DAYS: Readonly<Record<QuickPeriod, number>> = { today: 1, week: 7, month: 30 };

/** The quick period ending `today`. */
export function quickPeriod(kind: QuickPeriod, today: string): StatsPeriod {
  return { from: addDays(today, 1 - QUICK_DAYS[kind]), to: today };
}

/** The quick choice the period is, if it is one. */
export function quickOf(period: StatsPeriod, today: string): QuickPeriod | null {
  return QUICK_PERIODS.find((kind) => {
    const quick = quickPeriod(kind, today);
    return quick.from === period.from && quick.to === period.to;
  }) ?? null;
}

/** Why the period cannot be asked for: a day missing (or not a real date), or the days in the wrong order. */
export type PeriodProblem = 'incomplete' | 'order' | null;

export function periodProblem(period: StatsPeriod): PeriodProblem {
  if (!isStoredDate(period.from) || !isStoredDate(period.to)) return 'incomplete';
  return period.from > period.to ? 'order' : null;
}
