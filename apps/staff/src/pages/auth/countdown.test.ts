import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '@abitura/sdk';
import { createCountdown, formatWait } from './countdown.js';

describe('createCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down by the clock and stops at zero', () => {
    const countdown = createCountdown(systemClock);
    countdown.start(3);
    expect(countdown.left.value).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(countdown.left.value).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(countdown.left.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the true time left after the tab slept through ticks', () => {
    const countdown = createCountdown(systemClock);
    countdown.start(60);
    vi.setSystemTime(Date.now() + 45_000);
    vi.advanceTimersByTime(1000);
    expect(countdown.left.value).toBe(14);
  });

  it('stops at once, and dispose only stops the timer', () => {
    const countdown = createCountdown(systemClock);
    countdown.start(10);
    countdown.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(countdown.left.value).toBe(10);
    countdown.start(5);
    countdown.stop();
    expect(countdown.left.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('formatWait', () => {
  it('reads as m:ss', () => {
    expect(formatWait(899)).toBe('14:59');
    expect(formatWait(60)).toBe('1:00');
    expect(formatWait(5.2)).toBe('0:06');
    expect(formatWait(-3)).toBe('0:00');
  });
});
