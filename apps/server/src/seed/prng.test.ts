import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed } from './prng.js';

const draws = (seed: number, n: number) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    expect(draws(42, 20)).toEqual(draws(42, 20));
    expect(draws(42, 20)).not.toEqual(draws(43, 20));
  });

  it('keeps to its ranges', () => {
    const random = createRandom(7);
    for (let i = 0; i < 2000; i += 1) {
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const n = random.int(-3, 3);
      expect(Number.isInteger(n) && n >= -3 && n <= 3).toBe(true);
    }
    expect(() => random.int(2, 1)).toThrow(RangeError);
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it('reaches every value of a small range about evenly', () => {
    const random = createRandom(1);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i += 1) {
      const k = random.int(0, 5);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(800);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const shuffled = createRandom(3).shuffle(input);
    expect([...shuffled].sort((a, b) => a - b)).toEqual([...input]);
    expect(shuffled).not.toEqual([...input]);
    expect(createRandom(3).shuffle(input)).toEqual(shuffled);
  });

  it('forks by label: a fork does not depend on draws made from its parent', () => {
    const a = createRandom(5);
    const b = createRandom(5);
    b.next();
    b.next();
    expect(a.fork('staff').next()).toBe(b.fork('staff').next());
    expect(createRandom(5).fork('staff').next()).not.toBe(createRandom(5).fork('groups').next());
    expect(hashSeed(5, 'staff')).not.toBe(hashSeed(6, 'staff'));
  });
});
