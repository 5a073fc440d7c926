/**
 * Graduation year of SPEC section 5: a two-digit number n from 1 to 99 that stands for the
 * school year 20(n-1)/20n. The range and the school-year label live with the year selector in
 * the vocabulary; this module reads what a person typed or the wire carried.
 */
import { graduationYearOption, INVALID_GRADUATION_YEAR_MESSAGE, isGraduationYear } from '../vocabulary/yearOptions.js';

/** The message SPEC section 5 requires for a bad graduation year. */
export const GRADUATION_YEAR_ERROR = INVALID_GRADUATION_YEAR_MESSAGE;

export type GraduationYearResult =
  | { ok: true; year: number; schoolYear: string }
  | { ok: false; error: typeof GRADUATION_YEAR_ERROR };

/**
 * Reads a graduation year from a form or the wire: an integer 1-99, or a string of one or two
 * digits ('25', '07', '7'; surrounding spaces ignored). Anything else (0, 100, 2.5, 'abc', '',
 * null, '2.0') fails with {@link GRADUATION_YEAR_ERROR}.
 */
export function parseGraduationYear(value: unknown): GraduationYearResult {
  const year = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (!isGraduationYear(year)) return { ok: false, error: GRADUATION_YEAR_ERROR };
  return { ok: true, year, schoolYear: graduationYearOption(year).label };
}
