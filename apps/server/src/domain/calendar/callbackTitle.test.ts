import { describe, expect, it } from 'vitest';
import { callbackTitle } from './listCalendar.js';

const AUTUMN_2026 = new Date('2026-11-20T09:00:00Z');

describe('callbackTitle', () => {
  it('names the theme and the comment of the call that promised the callback', () => {
    expect(callbackTitle({ theme: 'proftests', comment: ' Перезвонить после экзаменов ' }, AUTUMN_2026)).toBe('Перезвонить: тема «Профтестирование»; Перезвонить после экзаменов');
  });

  it('names the admission campaign of the callback’s season, not the year in the theme’s code', () => {
    expect(callbackTitle({ theme: 'prkom24' }, AUTUMN_2026)).toBe('Перезвонить: тема «Приёмная кампания 2027»');
    expect(callbackTitle({ theme: 'prkom24' }, new Date('2026-07-01T09:00:00Z'))).toBe('Перезвонить: тема «Приёмная кампания 2026»');
  });

  it('cuts a long comment and says only «Перезвонить» when the call said nothing', () => {
    const title = callbackTitle({ comment: 'а'.repeat(200) }, AUTUMN_2026);
    expect(title).toBe(`Перезвонить: ${'а'.repeat(79)}…`);
    expect(callbackTitle({}, AUTUMN_2026)).toBe('Перезвонить');
    expect(callbackTitle(undefined, AUTUMN_2026)).toBe('Перезвонить');
    expect(callbackTitle({ theme: 'no-such-theme', comment: 42 }, AUTUMN_2026)).toBe('Перезвонить');
  });
});
