import { describe, it, expect } from 'vitest';
import { formatPhone, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['+79991234567', '+79991234567'],
    ['+7 (999) 123-45-67', '+79991234567'],
    ['8 (999) 123-45-67', '+79991234567'],
    ['89991234567', '+79991234567'],
    ['79991234567', '+79991234567'],
    ['7 999 123 45 67', '+79991234567'],
    ['9991234567', '+79991234567'],
    ['  8-495-123-45-67 ', '+74951234567'],
    ['8.999.123.45.67', '+79991234567'],
  ])('reads %j as %s', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it.each([
    '',
    '+8 999 123 45 67',
    '+1 202 555 0100',
    '+7999123456',
    '899912345678',
    '69991234567',
    '999123456',
    '8999abc4567',
    '8 999 123 45 67 доб. 5',
    '7+9991234567',
  ])('refuses %j', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(normalizePhone(79991234567 as unknown as string)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows the Russian display form', () => {
    expect(formatPhone('+79991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('89991234567')).toBe('+7 (999) 123-45-67');
  });

  it('returns what it cannot read unchanged', () => {
    expect(formatPhone('+1 202 555 0100')).toBe('+1 202 555 0100');
    expect(formatPhone('')).toBe('');
  });
});
