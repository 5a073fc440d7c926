/**
 * Graduation years and the year selector. A graduation year is stored as two digits, n, and means
 * the school year that ends in 20n: 25 is 2024/2025 (SPEC section 5).
 */

export const MIN_GRADUATION_YEAR = 1;
export const MAX_GRADUATION_YEAR = 99;
export const INVALID_GRADUATION_YEAR_MESSAGE = 'Некорректный год окончания';

/** The SPEC's base year for the selector: the 2024/2025 admission campaign. */
export const DEFAULT_BASE_YEAR = 25;
export const YEARS_BACK = 10;
export const YEARS_FORWARD = 1;

export interface YearOption {
  /** The full calendar year the school year ends in, e.g. 2025. */
  readonly value: number;
  /** The school year as staff write it, e.g. '2024/2025'. */
  readonly label: string;
  /** The stored two-digit form, e.g. 25. */
  readonly twoDigit: number;
}

export function isGraduationYear(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= MIN_GRADUATION_YEAR && (value as number) <= MAX_GRADUATION_YEAR;
}

/** The option for a two-digit graduation year; throws the SPEC's message for anything outside 1–99. */
export function graduationYearOption(twoDigitYear: number): YearOption {
  if (!isGraduationYear(twoDigitYear)) throw new RangeError(INVALID_GRADUATION_YEAR_MESSAGE);
  const end = 2000 + twoDigitYear;
  return Object.freeze({ value: end, label: `${end - 1}/${end}`, twoDigit: twoDigitYear });
}

/**
 * The year selector: from ten years before the base to one year after it, oldest first, so
 * `buildYearOptions(25)` runs 2014/2015 … 2025/2026 (12 options). Years that would fall outside
 * 1–99 are left out rather than wrapped, so a base near either end gives a shorter list.
 */
export function buildYearOptions(baseTwoDigitYear: number = DEFAULT_BASE_YEAR): YearOption[] {
  if (!isGraduationYear(baseTwoDigitYear)) throw new RangeError(INVALID_GRADUATION_YEAR_MESSAGE);
  const first = Math.max(MIN_GRADUATION_YEAR, baseTwoDigitYear - YEARS_BACK);
  const last = Math.min(MAX_GRADUATION_YEAR, baseTwoDigitYear + YEARS_FORWARD);
  return Array.from({ length: last - first + 1 }, (_, index) => graduationYearOption(first + index));
}
