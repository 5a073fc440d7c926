import { describe, expect, it } from 'vitest';
import { dayLabel, dayStart, isMoscowSunday, MOSCOW_UTC_OFFSET, moscowDay, moscowFormat, moscowWallClock } from './moscowTime.js';

describe('Moscow time', () => {
  it('numbers Moscow days, whose midnight is 21:00 UTC the day before', () => {
    const day = moscowDay(Date.parse('2026-09-01T00:00:00+03:00'));
    expect(dayLabel(day)).toBe('2026-09-01');
    expect(dayStart(day).toISOString()).toBe('2026-08-31T21:00:00.000Z');
    expect(moscowDay(Date.parse('2026-08-31T20:59:59Z'))).toBe(day - 1);
  });

  it('reads the wall clock from the UTC fields of a shifted instant', () => {
    expect(moscowWallClock(new Date('2026-11-26T22:30:00Z')).toISOString()).toBe('2026-11-27T01:30:00.000Z');
    expect(moscowWallClock(Date.parse(`2026-11-27T01:30:00${MOSCOW_UTC_OFFSET}`)).toISOString().slice(11, 16)).toBe('01:30');
  });

  it('finds a Sunday in Moscow that is still Saturday in UTC', () => {
    expect(isMoscowSunday(new Date('2026-11-21T21:30:00Z'))).toBe(true);
    expect(isMoscowSunday(new Date('2026-11-22T21:30:00Z'))).toBe(false);
  });

  it('formats in Europe/Moscow whatever the options, one formatter per tag and options', () => {
    const format = moscowFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(format.format(new Date('2026-11-26T07:05:00Z'))).toBe('10:05');
    expect(format.resolvedOptions().timeZone).toBe('Europe/Moscow');
    expect(moscowFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe(format);
    expect(moscowFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).not.toBe(format);
  });
});
