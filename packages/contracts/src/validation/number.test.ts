import { describe, it, expect } from 'vitest';
import { clampNumber, formatNumber, parseNumberInput, roundToScale } from './number.js';

const NBSP = '\u00a0';

describe('clampNumber', () => {
  it('clamps to whichever bounds are given', () => {
    expect(clampNumber(5, 0, 10)).toBe(5);
    expect(clampNumber(-1, 0, 10)).toBe(0);
    expect(clampNumber(11, 0, 10)).toBe(10);
    expect(clampNumber(-100, undefined, 10)).toBe(-100);
    expect(clampNumber(100, 0)).toBe(100);
    expect(clampNumber(3)).toBe(3);
  });

  it('throws when min is above max', () => {
    expect(() => clampNumber(1, 5, 4)).toThrow(RangeError);
  });
});

describe('roundToScale', () => {
  it('rounds half away from zero without binary drift', () => {
    expect(roundToScale(1.005)).toBe(1.01);
    expect(roundToScale(1.004)).toBe(1);
    expect(roundToScale(-1.005)).toBe(-1.01);
    expect(roundToScale(2.5, 0)).toBe(3);
    expect(roundToScale(1.23456, 3)).toBe(1.235);
  });

  it('never returns -0 and leaves non-finite and huge values alone', () => {
    expect(Object.is(roundToScale(-0.001), 0)).toBe(true);
    expect(roundToScale(Infinity)).toBe(Infinity);
    expect(roundToScale(1e22)).toBe(1e22);
  });

  it('refuses a bad scale', () => {
    expect(() => roundToScale(1, -1)).toThrow(RangeError);
    expect(() => roundToScale(1, 1.5)).toThrow(RangeError);
    expect(() => roundToScale(1, 21)).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('uses a no-break space, comma radix and scale 2 by default', () => {
    expect(formatNumber(1234567.891)).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatNumber(1000)).toBe(`1${NBSP}000`);
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(0.5)).toBe('0,5');
  });

  it('formats negatives', () => {
    expect(formatNumber(-1234.5)).toBe(`-1${NBSP}234,5`);
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('honours separator, radix, scale and padding options', () => {
    expect(formatNumber(1234.5, { thousandsSeparator: ',', radix: '.' })).toBe('1,234.5');
    expect(formatNumber(1234.5, { thousandsSeparator: '' })).toBe('1234,5');
    expect(formatNumber(1234.5678, { scale: 3 })).toBe(`1${NBSP}234,568`);
    expect(formatNumber(1234.5, { scale: 0 })).toBe(`1${NBSP}235`);
    expect(formatNumber(1.5, { padFractionalZeros: true })).toBe('1,50');
    expect(formatNumber(1, { padFractionalZeros: true, scale: 0 })).toBe('1');
  });

  it('clamps to min and max', () => {
    expect(formatNumber(150, { max: 100 })).toBe('100');
    expect(formatNumber(-5, { min: 0 })).toBe('0');
  });

  it('shows nothing for non-finite or non-number values', () => {
    expect(formatNumber(NaN)).toBe('');
    expect(formatNumber(Infinity)).toBe('');
    expect(formatNumber('12' as unknown as number)).toBe('');
  });
});

describe('parseNumberInput', () => {
  it('reads formatted numbers back', () => {
    expect(parseNumberInput(`1${NBSP}234${NBSP}567,89`)).toBe(1234567.89);
    expect(parseNumberInput('1 234,5')).toBe(1234.5);
    expect(parseNumberInput('1\u202f234')).toBe(1234);
    expect(parseNumberInput(formatNumber(-98765.43))).toBe(-98765.43);
  });

  it('accepts "." as radix too, a leading sign and the Unicode minus', () => {
    expect(parseNumberInput('12.5')).toBe(12.5);
    expect(parseNumberInput('+7')).toBe(7);
    expect(parseNumberInput('\u22123,5')).toBe(-3.5);
    expect(parseNumberInput(',5')).toBe(0.5);
    expect(parseNumberInput('5,')).toBe(5);
  });

  it('rounds to scale and clamps', () => {
    expect(parseNumberInput('1,239')).toBe(1.24);
    expect(parseNumberInput('1,239', { scale: 0 })).toBe(1);
    expect(parseNumberInput('150', { max: 100 })).toBe(100);
    expect(parseNumberInput('-3', { min: 0 })).toBe(0);
  });

  it('respects a custom thousands separator', () => {
    expect(parseNumberInput('1,234.5', { thousandsSeparator: ',', radix: '.' })).toBe(1234.5);
    expect(parseNumberInput('1.234,5', { thousandsSeparator: '.' })).toBe(1234.5);
  });

  it.each(['', '   ', 'abc', '1,2,3', '1.2.3', '-', '.', '12a', '--1', '1-'])('returns null for %j', (text) => {
    expect(parseNumberInput(text)).toBeNull();
  });

  it('returns null for non-strings', () => {
    expect(parseNumberInput(12 as unknown as string)).toBeNull();
  });
});
