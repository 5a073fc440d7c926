/**
 * The demo's admission calendar: which season is the main one on a given day and its dates.
 * Moscow colleges take statements from 20 June to 15 August, hold entrance tests from 1 July to
 * 10 August, publish the lists on 16 August and enrol on 25 August. Shared by the contingent
 * (who filed when) and the admission step (what was filed).
 */
import { dayStart } from '@abitura/contracts/moscowTime';

const DAY = 86_400_000;

export interface SeasonCalendar {
  readonly year: number;
  /** Y-m-d, Moscow dates, as admission_seasons stores them. */
  readonly filingStarts: string;
  readonly filingEnds: string;
  readonly testsStart: string;
  readonly testsEnd: string;
  readonly listsDate: string;
  readonly enrolmentDate: string;
}

export type SeasonPhase = 'filing' | 'lists' | 'done';

export function seasonCalendar(year: number): SeasonCalendar {
  return {
    year,
    filingStarts: `${year}-06-20`,
    filingEnds: `${year}-08-15`,
    testsStart: `${year}-07-01`,
    testsEnd: `${year}-08-10`,
    listsDate: `${year}-08-16`,
    enrolmentDate: `${year}-08-25`,
  };
}

/** The Moscow day number of a Y-m-d date (moscowTime's day numbers). */
export function dayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / DAY);
}

/** The instant a Moscow date begins. */
export const startOf = (date: string): number => dayStart(dayOf(date)).getTime();

/** The instant a Moscow date ends (the next day's start). */
export const endOf = (date: string): number => dayStart(dayOf(date) + 1).getTime();

/** The newest admission year whose filing has begun by `now` (in Moscow). */
export function mainSeasonYear(now: number): number {
  const year = new Date(now + 3 * 3_600_000).getUTCFullYear();
  return now >= startOf(seasonCalendar(year).filingStarts) ? year : year - 1;
}

/** Where the season stands: still filing, between the end of filing and enrolment, or over. */
export function seasonPhase(calendar: SeasonCalendar, now: number): SeasonPhase {
  if (now < endOf(calendar.filingEnds)) return 'filing';
  return now < startOf(calendar.enrolmentDate) ? 'lists' : 'done';
}

/** The part of the filing window that has passed by `now`, 0 to 1. */
export function filingProgress(calendar: SeasonCalendar, now: number): number {
  const from = startOf(calendar.filingStarts);
  const to = endOf(calendar.filingEnds);
  return Math.min(1, Math.max(0, (now - from) / (to - from)));
}
