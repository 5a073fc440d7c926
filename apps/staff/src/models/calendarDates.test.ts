import { describe, expect, it } from 'vitest';
import { addDays, byMoscowDay, isStoredDate, monthGrid, moscowDay, moscowInstant, moscowLocal, moscowTime, shiftDate, visibleDays, weekdayOf } from './calendarDates.js';
import { formatCalendarQuery, parseCalendarQuery } from './calendarQuery.js';

describe('calendar days', () => {
  it('counts weekdays from Monday', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
    expect(visibleDays('week', '2026-11-29')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(visibleDays('week', '2026-11-23')[0]).toBe('2026-11-23');
    expect(visibleDays('day', '2026-11-25')).toEqual(['2026-11-25']);
  });

  it('shows a month as six weeks from the Monday on or before its first day', () => {
    const november = monthGrid('2026-11-15');
    expect(november).toHaveLength(42);
    expect(november[0]).toBe('2026-10-26');
    expect(november[6]).toBe('2026-11-01');
    expect(november[41]).toBe('2026-12-06');
    // A month starting on a Monday starts the grid itself.
    expect(monthGrid('2027-02-10')[0]).toBe('2027-02-01');
  });

  it('crosses month and year boundaries, leap days included', () => {
    const january = monthGrid('2027-01-31');
    expect(january[0]).toBe('2026-12-28');
    expect(january).toContain('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(visibleDays('week', '2027-01-01')[0]).toBe('2026-12-28');
  });

  it('steps a view by its own length, keeping the day of the month where it exists', () => {
    expect(shiftDate('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftDate('month', '2026-12-15', 1)).toBe('2027-01-15');
    expect(shiftDate('month', '2027-01-15', -1)).toBe('2026-12-15');
    expect(shiftDate('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(shiftDate('day', '2027-01-01', -1)).toBe('2026-12-31');
  });

  it('places an instant on its Moscow day and time, whatever its written offset', () => {
    // Saturday 21:30 UTC is already Sunday 00:30 in Moscow.
    expect(moscowDay('2026-11-28T21:30:00Z')).toBe('2026-11-29');
    expect(moscowTime('2026-11-28T21:30:00Z')).toBe('00:30');
    expect(moscowDay('2026-11-28T20:59:00Z')).toBe('2026-11-28');
    expect(moscowLocal('2026-11-24T09:15:00+05:00')).toBe('2026-11-24T07:15');
    const grouped = byMoscowDay([
      { id: 1, at: '2026-11-23T22:00:00Z' },
      { id: 2, at: '2026-11-23T06:00:00Z' },
      { id: 3, at: '2026-11-23T20:00:00Z' },
    ]);
    expect(grouped.get('2026-11-23')?.map((item) => item.id)).toEqual([2, 3]);
    expect(grouped.get('2026-11-24')?.map((item) => item.id)).toEqual([1]);
  });

  it('reads a picked Moscow time as an instant and refuses what is not a day', () => {
    expect(moscowInstant('2026-11-24T10:30')).toBe('2026-11-24T10:30:00+03:00');
    expect(moscowInstant('2026-02-30T10:30')).toBeNull();
    expect(moscowInstant('')).toBeNull();
    expect(isStoredDate('2026-02-29')).toBe(false);
    expect(isStoredDate('2028-02-29')).toBe(true);
  });
});

describe('calendar address', () => {
  it('reads the view, day, filters and scope, defaulting what a person could not have chosen', () => {
    expect(parseCalendarQuery('view=week&date=2026-11-23&kinds=visit,callback,bogus&types=incall&scope=team&owner=12', '2026-11-21', true)).toEqual({
      view: 'week',
      date: '2026-11-23',
      kinds: ['callback', 'visit'],
      types: ['incall'],
      scope: 'team',
      owner: 12,
    });
    expect(parseCalendarQuery('view=year&date=2026-13-01&scope=team&owner=12', '2026-11-21', false)).toEqual({ view: 'month', date: '2026-11-21', kinds: [], types: [], scope: 'mine', owner: null });
    expect(parseCalendarQuery('owner=12', '2026-11-21', true).owner).toBeNull();
    expect(parseCalendarQuery('scope=team&owner=abc', '2026-11-21', true).owner).toBeNull();
  });

  it('writes the view and day always and the filters when they narrow', () => {
    expect(formatCalendarQuery({ view: 'day', date: '2026-11-23', kinds: [], types: [], scope: 'mine', owner: null })).toBe('view=day&date=2026-11-23');
    expect(formatCalendarQuery({ view: 'month', date: '2026-11-23', kinds: ['callback', 'event'], types: ['visit'], scope: 'team', owner: 12 })).toBe('view=month&date=2026-11-23&kinds=callback,event&types=visit&scope=team&owner=12');
  });
});
