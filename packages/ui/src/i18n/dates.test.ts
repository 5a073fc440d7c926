import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { LOCALES } from '@abitura/contracts/vocabulary';
import { formatDisplayDate, formatDisplayDateTime, parseDisplayDate, parseStoredDate, setDateLocale, startOfWeek, toStored } from './dates.js';

afterEach(() => setDateLocale('ru'));

describe('dates', () => {
  it.each(LOCALES)('starts weeks on Monday in %s', (lng) => {
    setDateLocale(lng);
    // 2024-03-06 is a Wednesday; 2024-03-10 a Sunday, which belongs to the week of Monday the 4th.
    expect(startOfWeek('2024-03-06').format('YYYY-MM-DD')).toBe('2024-03-04');
    expect(startOfWeek('2024-03-10').format('YYYY-MM-DD')).toBe('2024-03-04');
    expect(dayjs('2024-03-04').startOf('week').day()).toBe(1);
  });

  it.each(LOCALES)('shows stored dates as DD.MM.YYYY with Latin digits in %s', (lng) => {
    setDateLocale(lng);
    expect(formatDisplayDate('2024-03-05')).toBe('05.03.2024');
  });

  it('formats Date objects, timestamps and ISO times', () => {
    expect(formatDisplayDate(new Date(2024, 11, 31))).toBe('31.12.2024');
    expect(formatDisplayDate(new Date(2024, 0, 2).getTime())).toBe('02.01.2024');
    expect(formatDisplayDate('2024-01-02T10:00:00')).toBe('02.01.2024');
  });

  it('shows nothing for nothing or for a value that is not a date', () => {
    for (const value of [null, undefined, '', '2024-02-30', '05.03.2024', 'tomorrow', new Date(Number.NaN)]) {
      expect(formatDisplayDate(value)).toBe('');
    }
  });

  it('stores typed dates as YYYY-MM-DD and rejects impossible ones', () => {
    expect(toStored('05.03.2024')).toBe('2024-03-05');
    expect(toStored(' 29.02.2024 ')).toBe('2024-02-29');
    expect(toStored('2024-03-05')).toBe('2024-03-05');
    expect(toStored(new Date(2024, 2, 5, 23, 59))).toBe('2024-03-05');
    expect(toStored(dayjs('2024-03-05'))).toBe('2024-03-05');
    for (const value of ['29.02.2023', '5.3.2024', '31.04.2024', '', null, undefined, 'abc']) expect(toStored(value)).toBeNull();
  });

  it('parses strictly', () => {
    expect(parseDisplayDate('05.03.2024')?.format('YYYY-MM-DD')).toBe('2024-03-05');
    expect(parseDisplayDate('2024-03-05')).toBeNull();
    expect(parseStoredDate('05.03.2024')).toBeNull();
  });

  it('names months in the interface language', () => {
    setDateLocale('ru');
    expect(dayjs('2024-03-05').format('D MMMM')).toBe('5 марта');
    setDateLocale('fr');
    expect(dayjs('2024-03-05').format('D MMMM')).toBe('5 mars');
    setDateLocale('en-GB');
    expect(dayjs.locale()).toBe('en');
  });
});

describe('formatDisplayDateTime', () => {
  it('shows a moment as d.m.Y HH:mm in Moscow time', () => {
    expect(formatDisplayDateTime('2026-09-01T09:05:00.000Z')).toBe('01.09.2026 12:05');
    expect(formatDisplayDateTime('2026-12-31T21:30:00Z')).toBe('01.01.2027 00:30');
    expect(formatDisplayDateTime('2026-09-01T12:00:00+03:00')).toBe('01.09.2026 12:00');
    expect(formatDisplayDateTime(new Date('2026-09-01T09:05:00Z'))).toBe('01.09.2026 12:05');
    expect(formatDisplayDateTime(Date.parse('2026-09-01T09:05:00Z'))).toBe('01.09.2026 12:05');
  });

  it('shows nothing for nothing or garbage', () => {
    expect(formatDisplayDateTime(null)).toBe('');
    expect(formatDisplayDateTime(undefined)).toBe('');
    expect(formatDisplayDateTime('')).toBe('');
    expect(formatDisplayDateTime('вчера')).toBe('');
    expect(formatDisplayDateTime(Number.NaN)).toBe('');
  });
});
