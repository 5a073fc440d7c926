import { describe, it, expect } from 'vitest';
import { formatIdNumber, idNumberDigits, isCompleteIdNumber, isValidSnilsChecksum } from './idNumber.js';

describe('formatIdNumber', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['123456', '123-456'],
    ['1234567', '123-456-7'],
    ['123456789', '123-456-789'],
    ['1234567890', '123-456-789 0'],
    ['12345678901', '123-456-789 01'],
  ])('formats %j as %j', (raw, expected) => {
    expect(formatIdNumber(raw)).toBe(expected);
  });

  it('drops non-digits and caps at 11 digits', () => {
    expect(formatIdNumber('12a3-456 789-01999')).toBe('123-456-789 01');
    expect(formatIdNumber(formatIdNumber('12345678901'))).toBe('123-456-789 01');
  });
});

describe('idNumberDigits / isCompleteIdNumber', () => {
  it('extracts every digit', () => {
    expect(idNumberDigits('123-456-789 01')).toBe('12345678901');
    expect(idNumberDigits('123-456-789 0123')).toBe('1234567890123');
    expect(idNumberDigits(null as unknown as string)).toBe('');
  });

  it('needs exactly 11 digits and only digits, dashes and spaces', () => {
    expect(isCompleteIdNumber('123-456-789 01')).toBe(true);
    expect(isCompleteIdNumber('12345678901')).toBe(true);
    expect(isCompleteIdNumber('123-456-789 0')).toBe(false);
    expect(isCompleteIdNumber('123-456-789 012')).toBe(false);
    expect(isCompleteIdNumber('123-456-789 0a1')).toBe(false);
    expect(isCompleteIdNumber('')).toBe(false);
    expect(isCompleteIdNumber(undefined as unknown as string)).toBe(false);
  });
});

describe('isValidSnilsChecksum', () => {
  it('accepts numbers whose check digits match', () => {
    expect(isValidSnilsChecksum('112-233-445 95')).toBe(true); // sum 95
    expect(isValidSnilsChecksum('11223344595')).toBe(true);
  });

  it('writes sums of 100 and 101 as 00 and reduces larger sums modulo 101', () => {
    expect(isValidSnilsChecksum('920-000-003 00')).toBe(true); // 81 + 16 + 3 = 100
    expect(isValidSnilsChecksum('920-000-004 00')).toBe(true); // 101
    expect(isValidSnilsChecksum('920-000-004 01')).toBe(false);
    expect(isValidSnilsChecksum('990-000-000 52')).toBe(true); // 153 % 101 = 52
    expect(isValidSnilsChecksum('995-200-001 00')).toBe(true); // 201 % 101 = 100 -> 00
  });

  it('refuses wrong check digits and incomplete numbers', () => {
    expect(isValidSnilsChecksum('112-233-445 96')).toBe(false);
    expect(isValidSnilsChecksum('112-233-445 9')).toBe(false);
  });

  it('accepts any check digits up to 001-001-998, which predate the checksum', () => {
    expect(isValidSnilsChecksum('001-001-998 77')).toBe(true);
    expect(isValidSnilsChecksum('001-001-999 77')).toBe(false);
  });
});
