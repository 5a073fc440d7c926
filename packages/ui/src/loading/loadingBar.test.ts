import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, type LoadingBarModel } from './loadingBar.js';

let bar: LoadingBarModel;

beforeEach(() => {
  vi.useFakeTimers();
  bar = createLoadingBar();
});
afterEach(() => {
  bar.dispose();
  vi.useRealTimers();
});

/** Progress after each of the next `steps` steps of 800 ms. */
function stepsOf(steps: number): number[] {
  const seen: number[] = [];
  for (let i = 0; i < steps; i += 1) {
    vi.advanceTimersByTime(800);
    seen.push(bar.progress.value);
  }
  return seen;
}

describe('createLoadingBar', () => {
  it('is hidden at rest', () => {
    expect([bar.visible.value, bar.active.value, bar.progress.value]).toEqual([false, false, 0]);
  });

  it('steps every 800 ms, slowing down, and never passes 82 while work runs', () => {
    bar.start();
    expect([bar.visible.value, bar.active.value, bar.progress.value]).toEqual([true, true, 10]);
    vi.advanceTimersByTime(799);
    expect(bar.progress.value).toBe(10);
    expect(stepsOf(14)).toEqual([28, 42, 52, 60, 66, 70, 73, 76, 78, 79, 80, 81, 82, 82]);
    vi.advanceTimersByTime(600_000);
    expect(bar.progress.value).toBe(82);
  });

  it('goes to 100 when done, then hides', () => {
    const end = bar.start();
    vi.advanceTimersByTime(1_600);
    end();
    expect([bar.visible.value, bar.active.value, bar.progress.value]).toEqual([true, false, 100]);
    vi.advanceTimersByTime(299);
    expect([bar.visible.value, bar.progress.value]).toEqual([true, 100]);
    vi.advanceTimersByTime(1);
    expect([bar.visible.value, bar.progress.value]).toEqual([false, 0]);
    vi.advanceTimersByTime(8_000);
    expect([bar.visible.value, bar.progress.value]).toEqual([false, 0]);
  });

  it('finishes only when the last of overlapping tasks ends; ending twice counts once', () => {
    const first = bar.start();
    const second = bar.start();
    first();
    first();
    expect(bar.active.value).toBe(true);
    vi.advanceTimersByTime(800);
    expect(bar.progress.value).toBe(28);
    second();
    expect(bar.progress.value).toBe(100);
  });

  it('starts over when new work arrives while it is finishing', () => {
    bar.start()();
    vi.advanceTimersByTime(100);
    bar.start();
    expect([bar.visible.value, bar.active.value, bar.progress.value]).toEqual([true, true, 10]);
    vi.advanceTimersByTime(1_000);
    expect([bar.visible.value, bar.progress.value]).toEqual([true, 28]);
  });

  it('tracks a promise whether it resolves or rejects', async () => {
    await expect(bar.track(Promise.resolve('готово'))).resolves.toBe('готово');
    expect(bar.progress.value).toBe(100);
    const failing = bar.track(Promise.reject(new Error('сбой')));
    expect(bar.active.value).toBe(true);
    await expect(failing).rejects.toThrow('сбой');
    expect(bar.active.value).toBe(false);
  });

  it('takes its timing from options and the injected clock', () => {
    const custom = createLoadingBar({ cap: 50, initial: 5, stepMs: 100, hideDelayMs: 0 });
    const end = custom.start();
    vi.advanceTimersByTime(10_000);
    expect(custom.progress.value).toBe(50);
    end();
    vi.advanceTimersByTime(0);
    expect(custom.visible.value).toBe(false);
    custom.dispose();
  });
});
