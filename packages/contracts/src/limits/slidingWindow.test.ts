import { describe, expect, it } from 'vitest';
import { SlidingWindow } from './slidingWindow.js';

describe('SlidingWindow', () => {
  it('refuses the event past the limit within the window, per key', () => {
    let now = 0;
    const window = new SlidingWindow(() => now);
    for (let i = 0; i < 3; i += 1) expect(window.take('10.0.0.1', 3)).toBe(true);
    now = 30_000;
    expect(window.take('10.0.0.1', 3)).toBe(false);
    expect(window.count('10.0.0.1')).toBe(3);
    expect(window.take('10.0.0.2', 3)).toBe(true);
  });

  it('slides: an event leaves the count a window after it happened, not at the turn of a minute', () => {
    let now = 0;
    const window = new SlidingWindow(() => now);
    window.record('a');
    now = 40_000;
    window.record('a');
    now = 60_001;
    expect(window.count('a')).toBe(1);
    now = 100_001;
    expect(window.count('a')).toBe(0);
  });

  it('takes its window length', () => {
    let now = 0;
    const window = new SlidingWindow(() => now, 1_000);
    window.record('a');
    now = 1_000;
    expect(window.count('a')).toBe(0);
  });

  it('drops keys gone quiet past ten thousand keys, keeping the counts of the others', () => {
    let now = 0;
    const window = new SlidingWindow(() => now);
    window.record('busy');
    now = 61_000;
    for (let i = 0; i < 10_001; i += 1) window.record(`quiet-${i}`);
    window.record('busy');
    expect(window.count('busy')).toBe(1);
    expect(window.count('quiet-0')).toBe(1);
  });
});
