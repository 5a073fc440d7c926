import { describe, expect, it } from 'vitest';
import { oneOf, positiveInt, recordId, someOf } from './queryValues.js';

describe('address values', () => {
  it('read a record id only when it can be one', () => {
    expect(recordId('12')).toBe(12);
    expect(recordId('abc')).toBeNull();
    expect(recordId('0')).toBeNull();
    expect(recordId('1.5')).toBeNull();
    expect(recordId('99999999999')).toBeNull();
    expect(recordId(undefined)).toBeNull();
  });

  it('read a repeated choice as the known values, once each, in the vocabulary\'s order', () => {
    expect(someOf(['c', 'x', 'a', 'c'], ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(someOf([], ['a', 'b'])).toEqual([]);
  });

  it('read a choice or a whole number within bounds, else null', () => {
    expect(oneOf('b', ['a', 'b'])).toBe('b');
    expect(oneOf('c', ['a', 'b'])).toBeNull();
    expect(positiveInt('7', 10)).toBe(7);
    expect(positiveInt('11', 10)).toBeNull();
    expect(positiveInt(null, 10)).toBeNull();
  });
});
