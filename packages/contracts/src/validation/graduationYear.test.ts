import { describe, it, expect } from 'vitest';
import { GRADUATION_YEAR_ERROR, parseGraduationYear } from './graduationYear.js';

describe('parseGraduationYear', () => {
  it.each([
    [25, 25, '2024/2025'],
    [1, 1, '2000/2001'],
    [10, 10, '2009/2010'],
    [99, 99, '2098/2099'],
    ['25', 25, '2024/2025'],
    ['07', 7, '2006/2007'],
    ['7', 7, '2006/2007'],
    [' 25 ', 25, '2024/2025'],
  ])('reads %j as %i (%s)', (value, year, schoolYear) => {
    expect(parseGraduationYear(value)).toEqual({ ok: true, year, schoolYear });
  });

  it.each([0, 100, -1, 2.5, NaN, Infinity, 'abc', '', '0', '00', '100', '2.0', '-1', '1e1', null, undefined, true, {}, [25]])(
    'refuses %j',
    (value) => {
      expect(parseGraduationYear(value)).toEqual({ ok: false, error: GRADUATION_YEAR_ERROR });
    },
  );

  it('uses the Russian message of the spec', () => {
    expect(GRADUATION_YEAR_ERROR).toBe('Некорректный год окончания');
  });
});
