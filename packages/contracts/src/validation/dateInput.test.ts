import { describe, it, expect } from 'vitest';
import { normalizeDateInput } from './dateInput.js';

describe('normalizeDateInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['010', '01.0'],
    ['0101', '01.01'],
    ['01012', '01.01.2'],
    ['0101202', '01.01.202'],
    ['01012020', '01.01.2020'],
  ])('formats %j progressively as %j', (raw, expected) => {
    expect(normalizeDateInput(raw)).toBe(expected);
  });

  it('drops letters and punctuation, keeping the digits', () => {
    expect(normalizeDateInput('a0b1c.0/1-2020x')).toBe('01.01.2020');
    expect(normalizeDateInput('abc')).toBe('');
  });

  it('caps at 8 digits', () => {
    expect(normalizeDateInput('010120201234')).toBe('01.01.2020');
  });

  it('is idempotent on its own output', () => {
    expect(normalizeDateInput(normalizeDateInput('31122024'))).toBe('31.12.2024');
  });
});
