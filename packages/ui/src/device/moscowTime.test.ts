import { describe, expect, it } from 'vitest';
import { moscowDateTime } from './moscowTime.js';

describe('moscowDateTime', () => {
  it('shows an instant in Moscow time, whatever the zone it was written in', () => {
    expect(moscowDateTime('2026-11-26T07:05:00.000Z', 'ru')).toEqual({ date: '26.11.2026', time: '10:05' });
    expect(moscowDateTime('2026-11-26T23:30:00+02:00', 'ru')).toEqual({ date: '27.11.2026', time: '00:30' });
  });

  it('writes the date the way each language does, with Latin digits in Arabic', () => {
    expect(moscowDateTime('2026-11-26T07:05:00Z', 'en')?.date).toBe('26/11/2026');
    expect(moscowDateTime('2026-11-26T07:05:00Z', 'fr')?.time).toBe('10:05');
    expect(moscowDateTime('2026-11-26T07:05:00Z', 'ar')?.time).toBe('10:05');
  });

  it('answers null for nothing or an unreadable value', () => {
    expect(moscowDateTime(null, 'ru')).toBeNull();
    expect(moscowDateTime(undefined, 'ru')).toBeNull();
    expect(moscowDateTime('yesterday', 'ru')).toBeNull();
  });
});
