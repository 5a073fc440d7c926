import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { localeOf, translator } from './locale.js';
import { ru } from './ru.js';

describe('the CLI messages', () => {
  it('Russian and English have the same keys, every message non-empty, with the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(ru) as Array<keyof typeof ru>) {
      expect(ru[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(ru[key]));
    }
  });

  it('follow LC_ALL, LC_MESSAGES, then LANG; Russian unless the locale is English', () => {
    expect(localeOf({})).toBe('ru');
    expect(localeOf({ LANG: 'C.UTF-8' })).toBe('ru');
    expect(localeOf({ LANG: 'en_US.UTF-8' })).toBe('en');
    expect(localeOf({ LANG: 'en' })).toBe('en');
    expect(localeOf({ LANG: 'en_US.UTF-8', LC_ALL: 'ru_RU.UTF-8' })).toBe('ru');
    expect(localeOf({ LANG: 'ru_RU.UTF-8', LC_MESSAGES: 'en_GB.UTF-8' })).toBe('en');
    expect(localeOf({ LANG: 'eng' })).toBe('ru');
  });

  it('fill placeholders and leave unknown ones as written', () => {
    expect(translator('en')('list.shown', { shown: 3, total: 10 })).toBe('3 of 10 shown.');
    expect(translator('ru')('list.shown', { shown: 3 })).toBe('Показано 3 из {total}.');
  });
});
