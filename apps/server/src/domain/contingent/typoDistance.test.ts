import { describe, expect, it } from 'vitest';
import { typoDistance, typosAllowed } from './typoDistance.js';

/** The whole optimal-string-alignment table, no cut-off: what typoDistance must agree with. */
function fullDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

describe('typoDistance', () => {
  it('counts a substitution, an insertion, a deletion and a transposition as one typo each', () => {
    expect(typoDistance('иванова', 'иванова', 2)).toBe(0);
    expect(typoDistance('иванава', 'иванова', 2)).toBe(1);
    expect(typoDistance('иванва', 'иванова', 2)).toBe(1);
    expect(typoDistance('иваннова', 'иванова', 2)).toBe(1);
    expect(typoDistance('иавнова', 'иванова', 2)).toBe(1);
    // Two letters swapped for others, apart: two typos.
    expect(typoDistance('щербокав', 'щербаков', 2)).toBe(2);
  });

  it('stops counting past the most it is asked about', () => {
    expect(typoDistance('петр', 'лера', 1)).toBe(2);
    expect(typoDistance('щербокав', 'щербаков', 1)).toBe(2);
    expect(typoDistance('ан', 'александрова', 2)).toBe(3);
  });

  it('agrees with the whole table on every pair of a small alphabet, whatever the cut-off', () => {
    const words = ['', 'а', 'аб', 'ба', 'абв', 'бав', 'вба', 'абба', 'баба', 'аабб', 'абвг', 'бавг', 'гвба', 'абвгаб', 'бавгба', 'ааааа', 'абвбаб'];
    for (const a of words) {
      for (const b of words) {
        const exact = fullDistance(a, b);
        for (const max of [0, 1, 2, 3]) expect(typoDistance(a, b, max), `${a} → ${b}, at most ${max}`).toBe(Math.min(exact, max + 1));
      }
    }
  });
});

describe('typosAllowed', () => {
  it('allows none under four letters, one up to six, two from seven', () => {
    expect(['ян', 'лев', 'петр', 'семен', 'иванов', 'иванова', 'щербаков'].map(typosAllowed)).toEqual([0, 0, 1, 1, 1, 2, 2]);
  });
});
