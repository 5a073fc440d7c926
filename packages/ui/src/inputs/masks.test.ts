/** The masks shape text exactly as the SDK's formatters do, so the two can never disagree. */
import { describe, expect, it } from 'vitest';
import { DIRECTION, createMask } from 'imask';
import type { FactoryOpts } from 'imask';
import { formatIdNumber, formatNumber, formatPhone, normalizeDateInput } from '@abitura/contracts/validation';
import { DATE_MASK, ID_NUMBER_MASK, PHONE_MASK, isValidMinuteStep, minuteOptions, numberMask, timeMask } from './masks.js';

/** Feeds characters one by one, as keystrokes do. */
function typed(opts: FactoryOpts, text: string): string {
  const masked = createMask(opts);
  for (const char of text) masked.splice(masked.value.length, 0, char, DIRECTION.NONE, { input: true, raw: true });
  return masked.value;
}

describe('masks agree with the SDK', () => {
  it.each(['0', '01', '010', '0105', '01052', '01052024', '010520249'])('date %s', (digits) => {
    expect(typed(DATE_MASK, digits)).toBe(normalizeDateInput(digits));
  });

  it.each(['1', '123', '1234', '123456789', '1234567890', '12345678901', '123456789012'])('id number %s', (digits) => {
    expect(typed(ID_NUMBER_MASK, digits)).toBe(formatIdNumber(digits));
  });

  it.each(['9991234567', '89991234567', '79991234567', '+79991234567', '8 (495) 111-22-33', '+7 812 123 45 67'])('phone %s', (text) => {
    expect(typed(PHONE_MASK, text)).toBe(formatPhone(text));
  });

  it('phone: a pasted or restored text means what the SDK reads in it, or nothing', () => {
    const masked = createMask(PHONE_MASK);
    masked.value = '8 (495) 111-22-33';
    expect(masked.value).toBe('+7 (495) 111-22-33');
    masked.value = '+1 202 555 0100';
    expect(masked.value).toBe('');
  });

  it.each([0, 7, 1234.5, 1234567.89, -98765.43])('number %s', (value) => {
    const mask = numberMask({ scale: 2 });
    expect(typed(mask, formatNumber(value).replace(/\u00a0/g, ''))).toBe(formatNumber(value));
  });
});

describe('time mask', () => {
  it('offers the minutes of the step', () => {
    expect(minuteOptions(15)).toEqual(['00', '15', '30', '45']);
    expect(minuteOptions(60)).toEqual(['00']);
    expect(minuteOptions(1)).toHaveLength(60);
    expect(typed(timeMask(30), '0945')).toBe('09:');
  });

  it('accepts only steps that divide an hour', () => {
    expect([1, 5, 10, 15, 20, 30, 60].every(isValidMinuteStep)).toBe(true);
    expect([0, 7, 45, 90, 2.5].some(isValidMinuteStep)).toBe(false);
    expect(() => minuteOptions(7)).toThrow(RangeError);
  });
});
