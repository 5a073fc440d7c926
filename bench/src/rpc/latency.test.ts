import { describe, expect, it } from 'vitest';
import { LatencyRecorder } from './latency.mjs';

describe('LatencyRecorder', () => {
  it('gives nearest-rank percentiles of every sample, past its first buffer', () => {
    const recorder = new LatencyRecorder();
    // 1..100_000 in a scrambled order: p50 is 50_000, p99 is 99_000, p100 the largest.
    for (let i = 0; i < 100_000; i += 1) recorder.record(((i * 7919) % 100_000) + 1);
    expect(recorder.count).toBe(100_000);
    expect(recorder.percentiles([0.5, 0.99, 1])).toEqual([50_000, 99_000, 100_000]);
  });

  it('sorts numerically, keeps fractions and says NaN with no samples', () => {
    const recorder = new LatencyRecorder();
    expect(recorder.percentiles([0.5])).toEqual([Number.NaN]);
    for (const ms of [10, 9, 0.25, 100, 2.5]) recorder.record(ms);
    expect(recorder.percentiles([0, 0.5, 0.99])).toEqual([0.25, 9, 100]);
  });
});
