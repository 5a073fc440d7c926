import { describe, expect, it } from 'vitest';
import { longWait } from './longWait.js';

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
