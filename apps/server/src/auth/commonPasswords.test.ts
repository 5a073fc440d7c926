import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './commonPasswords.js';
import { generatePassword, passwordProblem } from './passwords.js';

describe('common passwords', () => {
  it('holds at least the top 1000 of the breach corpora', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1000);
  });

  it.each(['123456', 'password', 'qwerty123', 'iloveyou', 'trustno1', 'p@ssw0rd', 'football'])('lists %s from the breach corpora', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['qwertyuiop', '1q2w3e4r5t', 'ghbdtn', 'gfhjkm123', 'natasha', 'dmitriy', 'parol123', 'йцукен', 'пароль123'])(
    'lists %s, common among Russian speakers',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('compares without regard to case', () => {
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('QwErTy123')).toBe(true);
    expect(isCommonPassword('ЙЦУКЕН')).toBe(true);
  });

  it('does not list a strong passphrase or a generated password', () => {
    expect(isCommonPassword('plinth-otter-harbour-vivid-92')).toBe(false);
    expect(isCommonPassword(generatePassword())).toBe(false);
    expect(passwordProblem('plinth-otter-harbour-vivid-92')).toBeNull();
  });

  it('makes passwordProblem refuse a listed password', () => {
    expect(passwordProblem('Qwertyuiop')).toMatch(/распространён/);
  });

  it('stores no entry with surrounding spaces or upper case', async () => {
    const { readFile } = await import('node:fs/promises');
    const source = await readFile(new URL('./commonPasswords.ts', import.meta.url), 'utf8');
    const lists = [...source.matchAll(/= `([^`]*)`/g)].map((match) => match[1] ?? '');
    const entries = lists.join(' ').split(/\s+/).filter(Boolean);
    expect(entries.length).toBeGreaterThanOrEqual(COMMON_PASSWORD_COUNT);
    expect(entries.filter((entry) => entry !== entry.toLowerCase())).toEqual([]);
  });
});
