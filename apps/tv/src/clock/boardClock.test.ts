import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBoardClock, OFFSET_TOLERANCE_MS } from './boardClock.js';
import { clockFormat } from './clockFormat.js';

const DEVICE_NOW = Date.parse('2026-11-26T07:00:00.250Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(DEVICE_NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('board clock', () => {
  it('ticks on every second boundary', () => {
    const clock = createBoardClock();
    const stop = clock.start();
    expect(clock.now.value).toBe(DEVICE_NOW);
    vi.advanceTimersByTime(749);
    expect(clock.now.value).toBe(DEVICE_NOW);
    vi.advanceTimersByTime(1);
    expect(clock.now.value).toBe(Date.parse('2026-11-26T07:00:01.000Z'));
    vi.advanceTimersByTime(3_000);
    expect(clock.now.value).toBe(Date.parse('2026-11-26T07:00:04.000Z'));
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows the server's time on a device whose clock is wrong", () => {
    const clock = createBoardClock();
    const stop = clock.start();
    // The TV is 2 h 3 min behind.
    clock.sync('2026-11-26T09:03:00.250Z');
    expect(clock.now.value).toBe(Date.parse('2026-11-26T09:03:00.250Z'));
    vi.advanceTimersByTime(750);
    expect(new Date(clock.now.value).toISOString()).toBe('2026-11-26T09:03:01.000Z');
    stop();
  });

  it('ignores differences of network delay, and unreadable times', () => {
    const clock = createBoardClock();
    clock.sync(new Date(DEVICE_NOW + OFFSET_TOLERANCE_MS).toISOString());
    expect(clock.now.value).toBe(DEVICE_NOW);
    clock.sync('not a time');
    expect(clock.now.value).toBe(DEVICE_NOW);
    clock.sync(new Date(DEVICE_NOW - 10_000).toISOString());
    expect(clock.now.value).toBe(DEVICE_NOW - 10_000);
  });

  it('keeps one timer when started twice', () => {
    const clock = createBoardClock();
    clock.start();
    const stop = clock.start();
    expect(vi.getTimerCount()).toBe(1);
    stop();
  });
});

describe('clock format', () => {
  const time = Date.parse('2026-11-26T11:05:09Z');

  it('shows Moscow time in the language, Arabic with the Latin digits of the ticket codes', () => {
    expect(clockFormat('ru').time(time)).toBe('14:05:09');
    expect(clockFormat('ru').shortTime(time)).toBe('14:05');
    expect(clockFormat('ru').date(time)).toBe('четверг, 26 ноября');
    expect(clockFormat('en').date(time)).toBe('Thursday, November 26');
    expect(clockFormat('ar').time(time)).toBe('14:05:09');
    expect(clockFormat('ar')).toBe(clockFormat('ar'));
  });
});
