import { describe, it, expect } from 'vitest';
import { toDisplayDate, toStoredDate, validateDate } from './date.js';

describe('validateDate', () => {
  it('accepts a valid date and returns the stored form', () => {
    expect(validateDate('31.05.2024')).toEqual({ ok: true, value: '2024-05-31' });
    expect(validateDate(' 01.01.1900 ')).toEqual({ ok: true, value: '1900-01-01' });
    expect(validateDate('31.12.9999')).toEqual({ ok: true, value: '9999-12-31' });
  });

  it.each(['', '1.1.2020', '01.01.20', '01-01-2020', '2020-01-01', '01.01.2020x', 'aa.bb.cccc'])('refuses format %j', (text) => {
    expect(validateDate(text)).toEqual({ ok: false, error: 'format' });
  });

  it('refuses non-strings as format errors', () => {
    expect(validateDate(null as unknown as string)).toEqual({ ok: false, error: 'format' });
    expect(validateDate(20200101 as unknown as string)).toEqual({ ok: false, error: 'format' });
  });

  it('checks the year range 1900-9999', () => {
    expect(validateDate('31.12.1899')).toEqual({ ok: false, error: 'year' });
    expect(validateDate('01.01.0000')).toEqual({ ok: false, error: 'year' });
  });

  it('checks the month range 1-12', () => {
    expect(validateDate('01.00.2020')).toEqual({ ok: false, error: 'month' });
    expect(validateDate('01.13.2020')).toEqual({ ok: false, error: 'month' });
  });

  it('checks the day range 1-31', () => {
    expect(validateDate('00.01.2020')).toEqual({ ok: false, error: 'day' });
    expect(validateDate('32.01.2020')).toEqual({ ok: false, error: 'day' });
  });

  it('refuses days that do not exist', () => {
    expect(validateDate('31.02.2024')).toEqual({ ok: false, error: 'nonexistent' });
    expect(validateDate('30.02.2024')).toEqual({ ok: false, error: 'nonexistent' });
    expect(validateDate('31.04.2024')).toEqual({ ok: false, error: 'nonexistent' });
    expect(validateDate('29.02.2023')).toEqual({ ok: false, error: 'nonexistent' });
    expect(validateDate('29.02.1900')).toEqual({ ok: false, error: 'nonexistent' });
  });

  it('accepts 29 February of leap years', () => {
    expect(validateDate('29.02.2024')).toEqual({ ok: true, value: '2024-02-29' });
    expect(validateDate('29.02.2000')).toEqual({ ok: true, value: '2000-02-29' });
  });

  it('applies min and max inclusively, from stored or display strings', () => {
    const opts = { min: '2024-01-10', max: '20.01.2024' };
    expect(validateDate('10.01.2024', opts)).toEqual({ ok: true, value: '2024-01-10' });
    expect(validateDate('20.01.2024', opts)).toEqual({ ok: true, value: '2024-01-20' });
    expect(validateDate('09.01.2024', opts)).toEqual({ ok: false, error: 'min' });
    expect(validateDate('21.01.2024', opts)).toEqual({ ok: false, error: 'max' });
    expect(validateDate('15.06.2023', { max: '2024-01-01T12:00:00Z' })).toEqual({ ok: true, value: '2023-06-15' });
  });

  it('reads Date bounds by their local calendar day, whatever the time of day', () => {
    const min = new Date(2024, 0, 10, 23, 59, 59);
    const max = new Date(2024, 0, 20, 0, 0, 1);
    expect(validateDate('10.01.2024', { min, max })).toEqual({ ok: true, value: '2024-01-10' });
    expect(validateDate('20.01.2024', { min, max })).toEqual({ ok: true, value: '2024-01-20' });
    expect(validateDate('09.01.2024', { min })).toEqual({ ok: false, error: 'min' });
    expect(validateDate('21.01.2024', { max })).toEqual({ ok: false, error: 'max' });
  });

  it('throws on a bound that is not a real date', () => {
    expect(() => validateDate('10.01.2024', { min: 'yesterday' })).toThrow(RangeError);
    expect(() => validateDate('10.01.2024', { max: '2024-02-30' })).toThrow(/max/);
    expect(() => validateDate('10.01.2024', { min: new Date(NaN) })).toThrow(/min/);
  });

  it('does not look at bounds when the text is already invalid', () => {
    expect(validateDate('31.02.2024', { min: 'nonsense' })).toEqual({ ok: false, error: 'nonexistent' });
  });
});

describe('toStoredDate / toDisplayDate', () => {
  it('converts display to stored', () => {
    expect(toStoredDate('01.09.2024')).toBe('2024-09-01');
    expect(toStoredDate('31.02.2024')).toBeNull();
    expect(toStoredDate('1.9.2024')).toBeNull();
  });

  it('converts stored to display, date-times included', () => {
    expect(toDisplayDate('2024-09-01')).toBe('01.09.2024');
    expect(toDisplayDate('2024-09-01T10:20:30.000Z')).toBe('01.09.2024');
    expect(toDisplayDate('2024-09-01 10:20')).toBe('01.09.2024');
    expect(toDisplayDate('1850-03-04')).toBe('04.03.1850');
  });

  it('returns null for what is not a stored date', () => {
    expect(toDisplayDate('2023-02-29')).toBeNull();
    expect(toDisplayDate('2024-13-01')).toBeNull();
    expect(toDisplayDate('2024-09-011')).toBeNull();
    expect(toDisplayDate('01.09.2024')).toBeNull();
    expect(toDisplayDate(undefined as unknown as string)).toBeNull();
  });

  it('round-trips', () => {
    expect(toDisplayDate(toStoredDate('29.02.2024') ?? '')).toBe('29.02.2024');
  });
});
