import { describe, expect, it } from 'vitest';
import { chunks, INSERT_CHUNK_ROWS } from './chunks.js';

describe('chunks', () => {
  it('slices rows in order, the last slice holding the rest', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(chunks([], 3)).toEqual([]);
    expect(chunks(Array.from({ length: INSERT_CHUNK_ROWS + 1 }, (_, i) => i)).map((slice) => slice.length)).toEqual([INSERT_CHUNK_ROWS, 1]);
  });

  it('refuses a size that would never finish', () => {
    expect(() => chunks([1], 0)).toThrow(RangeError);
    expect(() => chunks([1], 1.5)).toThrow(RangeError);
  });
});
