import { describe, expect, it } from 'vitest';
import { longWait, mayRunPastClosing } from './waitTimes.js';

describe('longWait', () => {
  it('leaves a wait under an hour to be said in minutes', () => {
    expect(longWait(0)).toBeNull();
    expect(longWait(59)).toBeNull();
  });

  it('splits an hour or more into hours and minutes rounded to 5', () => {
    expect(longWait(60)).toEqual({ hours: 1, minutes: 0 });
    expect(longWait(62)).toEqual({ hours: 1, minutes: 0 });
    expect(longWait(63)).toEqual({ hours: 1, minutes: 5 });
    expect(longWait(608)).toEqual({ hours: 10, minutes: 10 });
    expect(longWait(118)).toEqual({ hours: 2, minutes: 0 });
  });
});

describe('mayRunPastClosing', () => {
  const now = Date.parse('2026-11-27T10:49:00Z');
  it('is true only when the estimate ends after the hours do', () => {
    // 10:49 UTC plus 251 minutes is 15:00, the closing itself: not past it.
    expect(mayRunPastClosing(252, '2026-11-27T15:00:00.000Z', now)).toBe(true);
    expect(mayRunPastClosing(251, '2026-11-27T15:00:00.000Z', now)).toBe(false);
    expect(mayRunPastClosing(30, '2026-11-27T15:00:00.000Z', now)).toBe(false);
    expect(mayRunPastClosing(0, '2026-11-27T10:00:00.000Z', now)).toBe(true);
  });

  it('is false when the estimate or the hours are unknown', () => {
    expect(mayRunPastClosing(null, '2026-11-27T15:00:00.000Z', now)).toBe(false);
    expect(mayRunPastClosing(600, null, now)).toBe(false);
    expect(mayRunPastClosing(600, 'not a date', now)).toBe(false);
  });
});
