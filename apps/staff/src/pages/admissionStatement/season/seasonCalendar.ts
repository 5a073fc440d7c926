/**
 * A season's calendar as a form (Admission/SaveSeason): the year and its six dates, checked as
 * the contract checks them (seasonCalendarProblems: each date within the year, none before a date it follows) so every
 * problem shows at once next to its field, the server's issues mapped back onto the fields. The
 * draft of a new season is the latest season's calendar a year on, or a usual Moscow calendar
 * for the current admission year when there is none. No React here.
 */
import { CALENDAR_FIELDS, seasonCalendarProblems, type AdmissionSeason, type CalendarField } from '@abitura/contracts';
import { admissionCall, type AdmissionClient } from '../../../models/admissionService.js';
import { createFormModel, type FieldErrors } from '../../../models/formModel.js';
import { outcomeOf } from '../../../models/failure.js';
import { createRequestIds } from './requestIds.js';

export { CALENDAR_FIELDS, type CalendarField };

export interface CalendarValues extends Record<CalendarField, string> {
  /** Null while the field is empty. */
  year: number | null;
}

/** The usual month and day of each date, for a first season. */
const USUAL_CALENDAR: Readonly<Record<CalendarField, string>> = {
  filing_starts: '06-20',
  filing_ends: '08-15',
  tests_start: '07-01',
  tests_end: '08-10',
  lists_date: '08-16',
  enrolment_date: '08-25',
};

export const MIN_SEASON_YEAR = 2000;
export const MAX_SEASON_YEAR = 2100;

/** A 'YYYY-MM-DD' date `years` on; 29 February becomes the 28th in a common year. */
export function shiftYear(date: string, years: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  const year = Number(match[1]) + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = match[2] === '02' && match[3] === '29' && !leap ? '28' : match[3];
  return `${String(year).padStart(4, '0')}-${match[2]}-${day}`;
}

export function calendarOf(season: AdmissionSeason): CalendarValues {
  return { year: season.year, ...Object.fromEntries(CALENDAR_FIELDS.map((field) => [field, season[field]])) } as CalendarValues;
}

/** The draft of the next season: see the module's comment. `today` is a Moscow date, YYYY-MM-DD. */
export function nextSeasonDraft(seasons: readonly AdmissionSeason[], today: string): CalendarValues {
  const latest = [...seasons].sort((a, b) => b.year - a.year)[0];
  if (latest) {
    const shifted = Object.fromEntries(CALENDAR_FIELDS.map((field) => [field, shiftYear(latest[field], 1)]));
    return { year: latest.year + 1, ...shifted } as CalendarValues;
  }
  const year = Number(today.slice(0, 4));
  return { year, ...Object.fromEntries(CALENDAR_FIELDS.map((field) => [field, `${year}-${USUAL_CALENDAR[field]}`])) } as CalendarValues;
}

/** The contract's rules: the year in range, each date given, in the year, and not before the one it follows. */
export function checkCalendar(values: CalendarValues): FieldErrors<CalendarValues> {
  const errors: FieldErrors<CalendarValues> = {};
  const { year } = values;
  if (year === null) errors.year = { key: 'required' };
  else if (!Number.isInteger(year) || year < MIN_SEASON_YEAR || year > MAX_SEASON_YEAR) errors.year = { key: 'yearRange', values: { min: MIN_SEASON_YEAR, max: MAX_SEASON_YEAR } };
  for (const field of CALENDAR_FIELDS) if (values[field] === '') errors[field] = { key: 'required' };
  if (year === null || errors.year) return errors;
  for (const problem of seasonCalendarProblems({ ...values, year })) {
    if (errors[problem.field] || (problem.follows && values[problem.follows] === '')) continue;
    errors[problem.field] = problem.follows ? { key: 'order', values: { previous: problem.follows } } : { key: 'inYear', values: { year } };
  }
  return errors;
}

export type CalendarForm = ReturnType<typeof createCalendarForm>;

/**
 * The calendar form of a season (`season` given: its calendar is changed) or of a new one (from
 * `draft`). Sends nothing when a season's calendar is unchanged.
 */
export function createCalendarForm(client: AdmissionClient, start: { season: AdmissionSeason } | { draft: CalendarValues }, makeRequestId?: () => string) {
  const requests = createRequestIds(makeRequestId);
  const initial = 'season' in start ? calendarOf(start.season) : start.draft;
  const id = 'season' in start ? start.season.id : undefined;
  const unchanged = (values: CalendarValues) => JSON.stringify(values) === JSON.stringify(initial);
  return createFormModel<CalendarValues, AdmissionSeason>({
    initial,
    validate: checkCalendar,
    // One season per year: the only conflict a calendar meets.
    conflict: () => ({ year: { key: 'yearTaken' } }),
    send: (values) => {
      if (id !== undefined && unchanged(values)) return null;
      const params = { ...(id === undefined ? {} : { id }), year: values.year as number, ...Object.fromEntries(CALENDAR_FIELDS.map((field) => [field, values[field]])) } as Parameters<typeof admissionCall<'Admission/SaveSeason'>>[2];
      return admissionCall(client, 'Admission/SaveSeason', params, { requestId: requests.idFor(params) }).then((reply) => {
        if (reply.success) requests.done();
        return outcomeOf(reply);
      });
    },
  });
}
