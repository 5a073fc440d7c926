import { describe, it, expect } from 'vitest';
import { dateKey, daysInMonth, isExistingDate, isLeapYear } from './calendar.js';

describe('calendar', () => {
  it('knows Gregorian leap years', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
  });

  it('counts days per month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 0)).toBe(0);
    expect(daysInMonth(2024, 13)).toBe(0);
  });

  it('tells existing dates', () => {
    expect(isExistingDate(2024, 2, 29)).toBe(true);
    expect(isExistingDate(2023, 2, 29)).toBe(false);
    expect(isExistingDate(2023, 4, 31)).toBe(false);
    expect(isExistingDate(2023, 4, 0)).toBe(false);
    expect(isExistingDate(2023, 4, 1.5)).toBe(false);
    expect(isExistingDate(NaN, 1, 1)).toBe(false);
  });

  it('builds sortable keys', () => {
    expect(dateKey(2024, 5, 1)).toBe('2024-05-01');
    expect(dateKey(2024, 5, 1) < dateKey(2024, 10, 1)).toBe(true);
  });
});
