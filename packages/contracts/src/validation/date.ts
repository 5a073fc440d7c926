/**
 * Date mask rules of SPEC section 5 and the d.m.Y (display) / Y-m-d (stored) formats of
 * section 9. Everything works on the digits of the text; no `Date` parsing is involved, because
 * `new Date('2020-01-01')` is UTC midnight and shows as the previous day west of Greenwich.
 */
import { dateKey, isExistingDate } from './calendar.js';

/** Smallest year a date mask accepts. */
export const MIN_DATE_YEAR = 1900;
/** Largest year a date mask accepts. */
export const MAX_DATE_YEAR = 9999;

/** Why a date text was refused, in the order the checks run. */
export type DateErrorCode = 'format' | 'year' | 'month' | 'day' | 'nonexistent' | 'min' | 'max';

/** Outcome of {@link validateDate}; `value` is the stored form 'YYYY-MM-DD'. */
export type DateValidation = { ok: true; value: string } | { ok: false; error: DateErrorCode };

/** A bound for {@link validateDate}. */
export type DateBound = Date | string;

export interface DateValidationOptions {
  /** Earliest accepted day, inclusive. No lower bound when absent. */
  min?: DateBound;
  /** Latest accepted day, inclusive. No upper bound when absent. */
  max?: DateBound;
}

const DISPLAY_RE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const STORED_RE = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/;

/**
 * Turns a bound into a 'YYYY-MM-DD' key. A `Date` is read by its local calendar components,
 * which is what the user calls "today" for `new Date()`; a string is a plain calendar date in
 * either stored ('2024-05-31') or display ('31.05.2024') form. A bound that names no real day
 * is a programming error and throws, rather than silently accepting every input.
 */
function boundKey(bound: DateBound, which: 'min' | 'max'): string {
  if (bound instanceof Date) {
    if (Number.isNaN(bound.getTime())) throw new RangeError(`validateDate: invalid ${which} date`);
    return dateKey(bound.getFullYear(), bound.getMonth() + 1, bound.getDate());
  }
  const stored = STORED_RE.exec(bound);
  const display = DISPLAY_RE.exec(bound);
  const [year, month, day] = stored
    ? [Number(stored[1]), Number(stored[2]), Number(stored[3])]
    : display
      ? [Number(display[3]), Number(display[2]), Number(display[1])]
      : [NaN, NaN, NaN];
  if (!isExistingDate(year, month, day)) throw new RangeError(`validateDate: invalid ${which} '${bound}'`);
  return dateKey(year, month, day);
}

/**
 * Checks a date typed as dd.mm.yyyy: the year must be 1900-9999, the month 1-12, the day 1-31,
 * the day must exist in that month (31.02 and 29.02 of common years are refused), and the date
 * must lie within `min`/`max`, both inclusive. Surrounding whitespace is ignored.
 *
 * @returns `{ ok: true, value: 'YYYY-MM-DD' }` or `{ ok: false, error }` with the first failed check.
 * @throws RangeError when `min` or `max` is not a real date.
 */
export function validateDate(text: string, opts: DateValidationOptions = {}): DateValidation {
  const match = typeof text === 'string' ? DISPLAY_RE.exec(text.trim()) : null;
  if (!match) return { ok: false, error: 'format' };
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR) return { ok: false, error: 'year' };
  if (month < 1 || month > 12) return { ok: false, error: 'month' };
  if (day < 1 || day > 31) return { ok: false, error: 'day' };
  if (!isExistingDate(year, month, day)) return { ok: false, error: 'nonexistent' };
  const value = dateKey(year, month, day);
  if (opts.min !== undefined && value < boundKey(opts.min, 'min')) return { ok: false, error: 'min' };
  if (opts.max !== undefined && value > boundKey(opts.max, 'max')) return { ok: false, error: 'max' };
  return { ok: true, value };
}

/**
 * Display form to stored form: '31.05.2024' -> '2024-05-31'.
 *
 * @returns null when the text is not a valid date under the mask rules of {@link validateDate}.
 */
export function toStoredDate(display: string): string | null {
  const result = validateDate(display);
  return result.ok ? result.value : null;
}

/**
 * Stored form to display form: '2024-05-31' -> '31.05.2024'. A date-time such as
 * '2024-05-31T10:00:00' or '2024-05-31 10:00' shows its date part, since servers often send
 * those. The 1900 year floor of the input mask is not applied: a stored date is shown as is.
 *
 * @returns null when the text does not start with a real 'YYYY-MM-DD' date.
 */
export function toDisplayDate(stored: string): string | null {
  const match = typeof stored === 'string' ? STORED_RE.exec(stored.trim()) : null;
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  if (!isExistingDate(Number(year), Number(month), Number(day))) return null;
  return `${day}.${month}.${year}`;
}
