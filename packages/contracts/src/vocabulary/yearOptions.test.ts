import { describe, it, expect } from 'vitest';
import {
  INVALID_GRADUATION_YEAR_MESSAGE,
  buildYearOptions,
  graduationYearOption,
  isGraduationYear,
} from './yearOptions.js';

describe('graduationYearOption', () => {
  it('maps n to the school year 20(n-1)/20n', () => {
    expect(graduationYearOption(25)).toEqual({ value: 2025, label: '2024/2025', twoDigit: 25 });
    expect(graduationYearOption(1)).toEqual({ value: 2001, label: '2000/2001', twoDigit: 1 });
    expect(graduationYearOption(10)).toEqual({ value: 2010, label: '2009/2010', twoDigit: 10 });
    expect(graduationYearOption(99)).toEqual({ value: 2099, label: '2098/2099', twoDigit: 99 });
  });

  it.each([0, 100, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s with the SPEC message', (year) => {
    expect(() => graduationYearOption(year)).toThrow(new RangeError(INVALID_GRADUATION_YEAR_MESSAGE));
  });
});

describe('isGraduationYear', () => {
  it('accepts integers 1..99 only', () => {
    expect(isGraduationYear(1)).toBe(true);
    expect(isGraduationYear(99)).toBe(true);
    expect(isGraduationYear(0)).toBe(false);
    expect(isGraduationYear('25')).toBe(false);
    expect(isGraduationYear(null)).toBe(false);
  });
});

describe('buildYearOptions', () => {
  it('covers ten years back and one forward from 25 by default, oldest first', () => {
    const options = buildYearOptions();
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ value: 2015, label: '2014/2015', twoDigit: 15 });
    expect(options.at(-2)).toEqual({ value: 2025, label: '2024/2025', twoDigit: 25 });
    expect(options.at(-1)).toEqual({ value: 2026, label: '2025/2026', twoDigit: 26 });
    expect(options.map((o) => o.value)).toEqual(Array.from({ length: 12 }, (_, i) => 2015 + i));
  });

  it('follows another base year', () => {
    const options = buildYearOptions(30);
    expect(options[0]?.label).toBe('2019/2020');
    expect(options.at(-1)?.label).toBe('2030/2031');
  });

  it('clips at the ends of the 1..99 range instead of wrapping', () => {
    expect(buildYearOptions(5).map((o) => o.twoDigit)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(buildYearOptions(99).map((o) => o.twoDigit)).toEqual([89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]);
  });

  it.each([0, 100, 24.5, Number.NaN])('rejects base %s', (base) => {
    expect(() => buildYearOptions(base)).toThrow(INVALID_GRADUATION_YEAR_MESSAGE);
  });
});
