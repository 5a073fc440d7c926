import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatPhone, isKnownPhoneCode, normalizePhone, readPhone, readPhoneDraft } from './phone.js';

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
    // The numbers of issue 22: the leading 8 is the trunk prefix, never the code's first digit.
    ['84951112233', '+74951112233'],
    ['89161234567', '+79161234567'],
    // Pasted from documents: no-break spaces, en and em dashes, the minus sign.
    ['8\u00a0(495)\u00a0111\u201322\u201333', '+74951112233'],
    ['+7 916 123\u201445\u221267', '+79161234567'],
    // A bare national number, and the long-distance codes that begin with 8 after a prefix.
    ['(495) 111-22-33', '+74951112233'],
    ['8 812 123-45-67', '+78121234567'],
    ['+7 800 555-35-35', '+78005553535'],
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
    // A bare number may not begin with 7 or 8: those are the prefix, and a digit is then missing.
    '8121234567',
    '8495111223',
    '7012345678',
  ])('refuses %j', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(normalizePhone(79991234567 as unknown as string)).toBeNull();
  });
});

describe('readPhone', () => {
  it('says why a text is not a number', () => {
    expect(readPhone('8 916 123-45-6')).toEqual({ ok: false, problem: 'incomplete' });
    expect(readPhone('')).toEqual({ ok: false, problem: 'incomplete' });
    expect(readPhone('+44 20 7946 0958')).toEqual({ ok: false, problem: 'unreadable' });
    expect(readPhone('8 916 123-45-67 89')).toEqual({ ok: false, problem: 'unreadable' });
    expect(readPhone('тел. 8 916 123-45-67')).toEqual({ ok: false, problem: 'unreadable' });
    // What the old field stored for 8 916 123-45-67 and 8 495 111-22-33: no such codes.
    expect(readPhone('+78916123456')).toEqual({ ok: false, problem: 'code' });
    expect(readPhone('+78495111223')).toEqual({ ok: false, problem: 'code' });
    expect(readPhone('+70123456789')).toEqual({ ok: false, problem: 'code' });
  });
});

describe('isKnownPhoneCode', () => {
  it.each(['3012345678', '4951112233', '4991112233', '8001234567', '8121234567', '8481234567', '9161234567', '7012345678'])('knows %s', (national) => {
    expect(isKnownPhoneCode(national)).toBe(true);
  });

  it.each(['0123456789', '1234567890', '2123456789', '8491234567', '8812345678', '8916123456'])('does not know %s', (national) => {
    expect(isKnownPhoneCode(national)).toBe(false);
  });
});

describe('readPhoneDraft', () => {
  it('reads the prefix first, whatever follows', () => {
    expect(readPhoneDraft('')).toEqual({ prefix: '', national: '' });
    expect(readPhoneDraft('+')).toEqual({ prefix: '+', national: '' });
    expect(readPhoneDraft('+7 (')).toEqual({ prefix: '+7', national: '' });
    expect(readPhoneDraft('8')).toEqual({ prefix: '+7', national: '' });
    expect(readPhoneDraft('7')).toEqual({ prefix: '+7', national: '' });
    expect(readPhoneDraft('84')).toEqual({ prefix: '+7', national: '4' });
    expect(readPhoneDraft('9')).toEqual({ prefix: '', national: '9' });
    expect(readPhoneDraft('+8')).toBeNull();
    expect(readPhoneDraft('8 916 123-45-67 8')).toBeNull();
  });
});

// --- properties: every spelling of a number reads as that number; nothing else is guessed ---

const digit = fc.constantFrom(...'0123456789'.split(''));
/** A national number of the +7 zone: a known code and seven digits. */
const national = fc
  .tuple(fc.constantFrom(...'3456789'.split('')), fc.array(digit, { minLength: 9, maxLength: 9 }))
  .map(([first, rest]) => first + rest.join(''))
  .filter(isKnownPhoneCode);
const separator = fc.constantFrom('', '', '', ' ', '-', '.', '\u00a0', '\u2013', ' - ');

/** The digits with separators people or documents put between them, and brackets around the code. */
const spelled = (digits: string) =>
  fc.tuple(fc.array(separator, { minLength: digits.length, maxLength: digits.length }), fc.boolean()).map(([gaps, brackets]) =>
    [...digits].map((char, index) => (brackets && index === 0 ? '(' : '') + char + (brackets && index === 2 ? ')' : '') + (gaps[index] ?? '')).join(''),
  );

/** One of the ways a person writes the number: +7, 7, 8, or bare when that cannot be taken for a prefix. */
const spelling = (number: string) =>
  fc
    .tuple(fc.constantFrom('+7', '+7 ', '7', '7 ', '8', '8 ', ''), spelled(number), fc.constantFrom('', ' ', '  '))
    .filter(([prefix]) => prefix !== '' || !/^[78]/.test(number))
    .map(([prefix, body, pad]) => `${pad}${prefix}${body}${pad}`);

describe('phone rule properties', () => {
  it('reads every spelling of a number as that number', () => {
    fc.assert(
      fc.property(
        national.chain((number) => fc.tuple(fc.constant(number), spelling(number), spelling(number))),
        ([number, one, other]) => {
          expect(normalizePhone(one)).toBe(`+7${number}`);
          expect(normalizePhone(other)).toBe(normalizePhone(one));
          expect(formatPhone(one)).toBe(formatPhone(other));
        },
      ),
    );
  });

  it('never reads a number with a digit missing as another number', () => {
    fc.assert(
      fc.property(
        national.chain((number) => fc.tuple(fc.nat({ max: 9 }), fc.constantFrom('+7', '7', '8'), fc.constant(number))),
        ([drop, prefix, number]) => {
          const short = number.slice(0, drop) + number.slice(drop + 1);
          expect(readPhone(`${prefix}${short}`)).toEqual({ ok: false, problem: 'incomplete' });
        },
      ),
    );
  });

  it('reads a number as it is typed: each longer text keeps what the shorter one read', () => {
    fc.assert(
      fc.property(national.chain(spelling), (text) => {
        let before = readPhoneDraft('');
        for (let end = 1; end <= text.length; end += 1) {
          const now = readPhoneDraft(text.slice(0, end));
          expect(now).not.toBeNull();
          expect(now?.national.startsWith(before?.national ?? '')).toBe(true);
          before = now;
        }
      }),
    );
  });

  it('gives anything else either nothing or a canonical number that reads as itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[+78 ()\d-]{0,20}$/)), (text) => {
        const phone = normalizePhone(text);
        if (phone === null) return;
        expect(phone).toMatch(/^\+7[3-9]\d{9}$/);
        expect(normalizePhone(phone)).toBe(phone);
        expect(normalizePhone(formatPhone(phone))).toBe(phone);
      }),
    );
  });

  it('refuses any text with a letter in it', () => {
    fc.assert(
      fc.property(national.chain(spelling), fc.nat(), fc.constantFrom('a', 'O', 'о', 'x', '#', '*', '/'), (text, at, letter) => {
        const index = at % (text.length + 1);
        expect(readPhone(text.slice(0, index) + letter + text.slice(index))).toEqual({ ok: false, problem: 'unreadable' });
      }),
    );
  });
});

describe('formatPhone', () => {
  it('shows the Russian display form', () => {
    expect(formatPhone('+79991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('89991234567')).toBe('+7 (999) 123-45-67');
  });

  it('returns what it cannot read unchanged', () => {
    expect(formatPhone('+1 202 555 0100')).toBe('+1 202 555 0100');
    expect(formatPhone('+78916123456')).toBe('+78916123456');
    expect(formatPhone('')).toBe('');
  });
});
