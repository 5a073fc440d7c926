import { describe, it, expect } from 'vitest';
import { isEmail } from './email.js';

describe('isEmail', () => {
  it.each([
    'name@example.ru',
    'first.last+tag@mail.example.com',
    'user_1@sub-domain.example.org',
    'иван@почта.рф',
    'a@b.co',
    'x@xn--p1ai.xn--p1ai',
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'a@b',
    'name@localhost',
    'a b@example.ru',
    'a@@example.ru',
    'a@example..ru',
    '.a@example.ru',
    'a.@example.ru',
    'a..b@example.ru',
    'a@-example.ru',
    'a@example-.ru',
    'a@example.r',
    'a@1.2.3.4',
    '"a"@example.ru',
    'a@example.ru ',
    `${'a'.repeat(65)}@example.ru`,
    `a@${'b'.repeat(250)}.ru`,
  ])('refuses %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isEmail(null)).toBe(false);
    expect(isEmail(42)).toBe(false);
  });
});
