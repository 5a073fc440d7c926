import { describe, it, expect } from 'vitest';
import { isTag, parseTags } from './tags.js';

describe('parseTags', () => {
  it('keeps known tags from an array', () => {
    expect(parseTags(['prkom2024', 'priority_ca_1'])).toEqual(['prkom2024', 'priority_ca_1']);
  });

  it('parses a JSON array string', () => {
    expect(parseTags('["passing2oge","cbb_not_actions"]')).toEqual(['passing2oge', 'cbb_not_actions']);
    expect(parseTags('[]')).toEqual([]);
  });

  it('drops unknown tags, non-strings and repeats, keeping the first order', () => {
    expect(parseTags(['priority_ca_2', 'vip', 42, null, 'priority_ca_2', 'PRKOM2024', 'prkom2024'])).toEqual([
      'priority_ca_2',
      'prkom2024',
    ]);
  });

  it('gives [] for invalid JSON, JSON that is not an array, and non-string non-arrays', () => {
    expect(parseTags('[prkom2024')).toEqual([]);
    expect(parseTags('prkom2024')).toEqual([]);
    expect(parseTags('')).toEqual([]);
    expect(parseTags('"prkom2024"')).toEqual([]);
    expect(parseTags('{"prkom2024":true}')).toEqual([]);
    expect(parseTags('null')).toEqual([]);
    expect(parseTags(null)).toEqual([]);
    expect(parseTags(undefined)).toEqual([]);
    expect(parseTags(5)).toEqual([]);
    expect(parseTags({ 0: 'prkom2024', length: 1 })).toEqual([]);
  });

  it('returns a fresh array each time', () => {
    const input = ['prkom2024'];
    const output = parseTags(input);
    expect(output).not.toBe(input);
  });
});

describe('isTag', () => {
  it('accepts only the five known tags', () => {
    expect(isTag('priority_ca_1')).toBe(true);
    expect(isTag('priority_ca_3')).toBe(false);
    expect(isTag(undefined)).toBe(false);
  });
});
