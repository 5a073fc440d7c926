/**
 * How far a typed word may be from a name word and still be taken for a typo of it. People type
 * names by ear and in a hurry: a letter swapped for another, dropped, doubled, or two neighbours
 * transposed, each one typo. A long surname survives two of them («Щербокав» is Щербаков), while
 * two in a short word make another name («Петр» and «Лера»), so the allowance grows with length.
 */

/** Shorter words are not corrected: a typo in three letters is another name. */
export const MIN_TYPO_LETTERS = 4;
/** From this many letters on, two typos are allowed. */
export const TWO_TYPO_LETTERS = 7;

/** The typos allowed in a typed word of this many letters: 0, 1, or 2 from seven letters on. */
export function typosAllowed(word: string): number {
  const letters = [...word].length;
  if (letters < MIN_TYPO_LETTERS) return 0;
  return letters < TWO_TYPO_LETTERS ? 1 : 2;
}

/**
 * The typos between two words: letters substituted, inserted or deleted, and adjacent letters
 * transposed, each counting one (the optimal string alignment form of the Damerau-Levenshtein
 * distance). Stops counting past `max`: any distance above it is returned as `max + 1`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  // Three rows of the distance table: two rows back (for transpositions), the last, the current.
  let before: number[] = [];
  let last = Array.from({ length: t.length + 1 }, (_, j) => j);
  let lastLeast = 0;
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowLeast = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((last[j] as number) + 1, (current[j - 1] as number) + 1, (last[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      current.push(value);
      rowLeast = Math.min(rowLeast, value);
    }
    // No later row goes under this row's least value, nor under the last row's plus one (a
    // transposition reaches two rows back): past `max`, nothing can come back under it.
    if (Math.min(rowLeast, lastLeast + 1) > max) return max + 1;
    before = last;
    last = current;
    lastLeast = rowLeast;
  }
  return Math.min(last[t.length] as number, max + 1);
}
