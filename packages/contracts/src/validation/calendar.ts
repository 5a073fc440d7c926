/**
 * Calendar arithmetic on plain integers. Dates are compared as 'YYYY-MM-DD' keys, never as
 * `Date` objects, so no time zone or DST shift can move a day (SPEC section 9: stored Y-m-d).
 */

/** Gregorian leap year: every 4th year, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in `month` (1-12) of `year`; 0 for a month outside 1-12. */
export function daysInMonth(year: number, month: number): number {
  switch (month) {
    case 2:
      return isLeapYear(year) ? 29 : 28;
    case 4:
    case 6:
    case 9:
    case 11:
      return 30;
    default:
      return month >= 1 && month <= 12 ? 31 : 0;
  }
}

/** True when the triple names a real calendar day (31.04 and 29.02 of common years are not). */
export function isExistingDate(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' key; lexicographic order equals date order for 4-digit years. */
export function dateKey(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
