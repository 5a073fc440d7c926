import { describe, expect, it } from 'vitest';
import { TokenBucket } from './tokenBucket.js';

describe('TokenBucket', () => {
  it('allows a burst, then refills at its rate', () => {
    let now = 0;
    const bucket = new TokenBucket(20, 3, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 49;
    expect(bucket.take()).toBe(false);
    now += 1;
    expect(bucket.take()).toBe(true);
    now += 10_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });
});
