import { describe, expect, it } from 'vitest';
import type { WeekHours } from '../../db/schema/index.js';
import { closedSentence, closingAt, openAt } from './serviceHours.js';

/** Monday to Friday 09:00-18:00, Saturday 10:00-15:00, Sunday closed. */
const HOURS: WeekHours = [...Array.from({ length: 5 }, () => ({ from: '09:00', to: '18:00' })), { from: '10:00', to: '15:00' }, null];
/** An instant given as Moscow wall-clock time (UTC+3). */
const moscow = (iso: string) => Date.parse(`${iso}+03:00`);

describe('service hours in Moscow time', () => {
  it('is open from the start of the hours up to, not including, their end', () => {
    expect(openAt(HOURS, moscow('2026-11-27T08:59:59'))).toBe(false);
    expect(openAt(HOURS, moscow('2026-11-27T09:00:00'))).toBe(true);
    expect(openAt(HOURS, moscow('2026-11-27T17:59:59'))).toBe(true);
    expect(openAt(HOURS, moscow('2026-11-27T18:00:00'))).toBe(false);
    expect(openAt(HOURS, moscow('2026-11-29T12:00:00'))).toBe(false);
  });

  it("gives the instant the day's hours end, whatever the hour of that Moscow day", () => {
    expect(closingAt(HOURS, moscow('2026-11-27T13:49:00'))?.toISOString()).toBe('2026-11-27T15:00:00.000Z');
    // 23:30 UTC on Friday is already Saturday 02:30 in Moscow: Saturday's hours.
    expect(closingAt(HOURS, Date.parse('2026-11-27T23:30:00Z'))?.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(closingAt(HOURS, moscow('2026-11-29T12:00:00'))).toBeNull();
  });

  it('says why a service takes no ticket now', () => {
    expect(closedSentence('Справки', HOURS, moscow('2026-11-27T19:00:00'))).toBe('Услуга «Справки» сегодня работает с 09:00 до 18:00: талон можно взять в эти часы.');
    expect(closedSentence('Справки', HOURS, moscow('2026-11-29T12:00:00'))).toBe('Услуга «Справки» не работает в воскресенье: выберите другую услугу или приходите в её рабочий день.');
  });
});
