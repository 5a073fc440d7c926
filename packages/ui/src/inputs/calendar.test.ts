import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  boundToStored,
  clampDay,
  columnOf,
  isClosedDay,
  isWithin,
  localDay,
  monthWeeks,
  weekdayOf,
} from './calendar.js';

describe('monthWeeks', () => {
  it('starts weeks on Monday', () => {
    const january = monthWeeks(2025, 1); // 1 January 2025: Wednesday
    expect(january[0]).toEqual([null, null, '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05']);
    expect(january.at(-1)).toEqual(['2025-01-27', '2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31', null, null]);
  });

  it('fits a February starting on Monday into 4 weeks and a Sunday start into 6', () => {
    expect(monthWeeks(2021, 2)).toHaveLength(4);
    const september = monthWeeks(2024, 9); // 1 September 2024: Sunday
    expect(september).toHaveLength(6);
    expect(september[0]?.indexOf('2024-09-01')).toBe(6);
    expect(monthWeeks(2024, 2).flat().filter(Boolean)).toHaveLength(29);
  });
});

describe('day arithmetic', () => {
  it('knows weekdays and Monday-based columns, whatever the time zone', () => {
    expect(weekdayOf('2025-01-19')).toBe(0);
    expect(weekdayOf('1900-01-01')).toBe(1);
    expect(columnOf('2025-01-19')).toBe(6);
    expect(columnOf('2025-01-20')).toBe(0);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months keeping the day inside the month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addMonths('2025-01-15', 12)).toBe('2026-01-15');
  });

  it('closes Sundays, or Saturdays and Sundays, or nothing', () => {
    expect(isClosedDay('2025-01-19', 'sundays')).toBe(true);
    expect(isClosedDay('2025-01-18', 'sundays')).toBe(false);
    expect(isClosedDay('2025-01-18', 'weekends')).toBe(true);
    expect(isClosedDay('2025-01-17', 'weekends')).toBe(false);
    expect(isClosedDay('2025-01-19', 'none')).toBe(false);
  });
});

describe('bounds', () => {
  it('reads every bound form validateDate accepts', () => {
    expect(boundToStored(undefined)).toBeUndefined();
    expect(boundToStored(new Date(2024, 4, 31, 23, 59))).toBe('2024-05-31');
    expect(boundToStored('2024-05-31')).toBe('2024-05-31');
    expect(boundToStored('2024-05-31T10:00')).toBe('2024-05-31');
    expect(boundToStored('31.05.2024')).toBe('2024-05-31');
    expect(() => boundToStored('2024-02-30')).toThrow(RangeError);
  });

  it('clamps and tests ranges with open ends', () => {
    expect(clampDay('2025-01-01', '2025-02-01', undefined)).toBe('2025-02-01');
    expect(clampDay('2025-03-01', undefined, '2025-02-01')).toBe('2025-02-01');
    expect(clampDay('2025-01-15', undefined, undefined)).toBe('2025-01-15');
    expect(isWithin('2025-01-15', '2025-01-15', '2025-01-15')).toBe(true);
    expect(isWithin('2025-01-16', undefined, '2025-01-15')).toBe(false);
  });

  it('takes today from the local calendar', () => {
    expect(localDay(new Date(2025, 0, 5, 0, 30))).toBe('2025-01-05');
  });
});
