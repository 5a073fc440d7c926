import { describe, it, expect } from 'vitest';
import { labelOf } from './labelOf.js';
import { UNKNOWN_ORGANIZATION } from './organizations.js';

const byValue = [
  { value: 1, label: 'Один' },
  { value: 'two', label: 'Два' },
] as const;
const byCode = [{ code: '05', label: 'Дагестан' }] as const;
const byId = [{ id: 7, name: 'Семь' }] as const;

describe('labelOf', () => {
  it('finds an entry by value, code or id', () => {
    expect(labelOf(byValue, 1)).toBe('Один');
    expect(labelOf(byValue, 'two')).toBe('Два');
    expect(labelOf(byCode, '05')).toBe('Дагестан');
    expect(labelOf(byId, 7)).toBe('Семь');
  });

  it('falls back to name when an entry has no label', () => {
    expect(labelOf([UNKNOWN_ORGANIZATION], 'custom-unknown')).toBe('Не указано');
  });

  it('matches numbers and numeric strings both ways, leading zeros and spaces included', () => {
    expect(labelOf(byValue, '1')).toBe('Один');
    expect(labelOf(byValue, ' 1 ')).toBe('Один');
    expect(labelOf(byCode, 5)).toBe('Дагестан');
    expect(labelOf(byCode, '5')).toBe('Дагестан');
    expect(labelOf(byId, '07')).toBe('Семь');
  });

  it('returns undefined for unknown, empty or non-scalar values', () => {
    expect(labelOf(byValue, 3)).toBeUndefined();
    expect(labelOf(byValue, 'TWO')).toBeUndefined();
    expect(labelOf(byValue, '')).toBeUndefined();
    expect(labelOf(byValue, '   ')).toBeUndefined();
    expect(labelOf(byValue, null)).toBeUndefined();
    expect(labelOf(byValue, undefined)).toBeUndefined();
    expect(labelOf(byValue, Number.NaN)).toBeUndefined();
    expect(labelOf(byValue, { value: 1 })).toBeUndefined();
    expect(labelOf(byValue, [1])).toBeUndefined();
    expect(labelOf(byValue, true)).toBeUndefined();
    expect(labelOf([], 1)).toBeUndefined();
  });

  it('does not match an entry whose key is itself empty', () => {
    expect(labelOf([{ value: '', label: 'Пусто' }], ' ')).toBeUndefined();
    expect(labelOf([{ value: '', label: 'Пусто' }], '')).toBe('Пусто');
  });

  it('returns undefined for a matching entry without any name', () => {
    expect(labelOf([{ id: 1 }], 1)).toBeUndefined();
  });
});
