import { describe, expect, it } from 'vitest';
import { GUESSES, guessSubject, lockDuration, NEW_ADDRESSES, waitPhrase } from './signInAttempts.js';

const MINUTE = 60_000;

describe('lockDuration', () => {
  it('gives an address 5 guesses, then locks 1, 2, 4, 8 and at most 15 minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 20].map((guess) => lockDuration(guess, GUESSES))).toEqual([0, MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE, 15 * MINUTE, 15 * MINUTE]);
  });

  it('gives an account’s new addresses 10 guesses together, then 1, 2, 4 ... at most 60 seconds', () => {
    expect([9, 10, 11, 12, 15, 16, 40].map((guess) => lockDuration(guess, NEW_ADDRESSES) / 1_000)).toEqual([0, 1, 2, 4, 32, 60, 60]);
  });
});

describe('waitPhrase', () => {
  it('says seconds under a minute and whole minutes, rounded up, from a minute', () => {
    expect([1, 999, 1_000, 59_001, 60_000, 60_001, 15 * MINUTE].map(waitPhrase)).toEqual(['1 с', '1 с', '1 с', '1 мин', '1 мин', '2 мин', '15 мин']);
  });
});

describe('guessSubject', () => {
  it('names an account by id, and a login no account has only by a hash of it, whatever its case', () => {
    expect(guessSubject(7, 'Ivanova')).toBe('user:7');
    const unknown = guessSubject(null, 'Пароль-По-Ошибке');
    expect(unknown).toMatch(/^login:[0-9a-f]{64}$/);
    expect(unknown).not.toContain('Пароль');
    expect(guessSubject(null, 'пароль-по-ошибке')).toBe(unknown);
  });
});
