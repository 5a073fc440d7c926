import { describe, expect, it } from 'vitest';
import { announcementText, spokenCode, spokenDesk } from './speechText.js';

describe('speech text', () => {
  it('says the prefix by its letter names and the number without zeros', () => {
    expect(spokenCode('А-007')).toBe('А 7');
    expect(spokenCode('Б-120')).toBe('Бэ 120');
    expect(spokenCode('КП-012')).toBe('Ка Пэ 12');
    expect(spokenCode('CF-3')).toBe('Си Эф 3');
    expect(spokenCode('Д 4')).toBe('Дэ 4');
    expect(spokenCode('без номера')).toBe('без номера');
  });

  it('declines the desk words it knows and names any other desk', () => {
    expect(spokenDesk('Окно 2')).toBe('пройдите к окну 2');
    expect(spokenDesk('окно')).toBe('пройдите к окну');
    expect(spokenDesk('Кабинет 105')).toBe('пройдите в кабинет 105');
    expect(spokenDesk('Касса 1')).toBe('пройдите к кассе 1');
    expect(spokenDesk('Приёмная')).toBe('пройдите: Приёмная');
    expect(spokenDesk('  ')).toBe('');
  });

  it('builds the sentence, a recall saying so first', () => {
    expect(announcementText({ code: 'А-007', desk: 'Окно 2' })).toBe('Талон А 7, пройдите к окну 2.');
    expect(announcementText({ code: 'В-011', desk: 'Окно 3', recall: true })).toBe('Повторный вызов. Талон Вэ 11, пройдите к окну 3.');
    expect(announcementText({ code: 'А-001', desk: '' })).toBe('Талон А 1.');
  });
});
