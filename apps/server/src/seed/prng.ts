/**
 * A small seeded pseudo-random generator for demo data: the same seed always gives the same
 * sequence, on every machine and Node version. Not for secrets (passwords and tokens come from
 * node:crypto).
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** An independent generator for a named purpose: adding draws to one fork never moves another. */
  fork(label: string): Random;
}

/** FNV-1a over the UTF-16 code units of a label, mixed with a seed: a 32-bit seed for a fork. */
export function hashSeed(seed: number, label: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i += 1) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: 32 bits of state, a full 2^32 period, good enough spread for fixtures. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError(`int(${min}, ${max}): need whole numbers with min <= max`);
      return min + Math.floor(next() * (max - min + 1));
    },
    chance: (p) => next() < p,
    pick(items) {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    fork: (label) => createRandom(hashSeed(seed, label)),
  };
  return random;
}
