import { describe, expect, it } from 'vitest';
import { callbackTitle } from './callbackTitles.js';

const THEMES = new Map([
  ['proftests', { label: 'Профтестирование', data: {} }],
  ['open_day_2026', { label: 'День открытых дверей 2026', data: {} }],
  ['prkom24', { label: 'Приёмная кампания', data: { season: { kind: 'admission', follows: 'date' } } }],
]);
const AUTUMN_2026 = new Date('2026-11-20T09:00:00Z');

describe('callbackTitle', () => {
  it('names the theme as the list names it now and the comment of the call that promised the callback', () => {
    expect(callbackTitle({ theme: 'proftests', comment: ' Перезвонить после экзаменов ' }, THEMES, AUTUMN_2026)).toBe('Перезвонить: тема «Профтестирование»; Перезвонить после экзаменов');
    // A theme an administrator added after the release is named like the others.
    expect(callbackTitle({ theme: 'open_day_2026' }, THEMES, AUTUMN_2026)).toBe('Перезвонить: тема «День открытых дверей 2026»');
  });

  it('names the admission campaign of the callback’s season, not the year in the theme’s code', () => {
    expect(callbackTitle({ theme: 'prkom24' }, THEMES, AUTUMN_2026)).toBe('Перезвонить: тема «Приёмная кампания 2027»');
    expect(callbackTitle({ theme: 'prkom24' }, THEMES, new Date('2026-07-01T09:00:00Z'))).toBe('Перезвонить: тема «Приёмная кампания 2026»');
  });

  it('cuts a long comment and says only «Перезвонить» when the call said nothing', () => {
    const title = callbackTitle({ comment: 'а'.repeat(200) }, THEMES, AUTUMN_2026);
    expect(title).toBe(`Перезвонить: ${'а'.repeat(79)}…`);
    expect(callbackTitle({}, THEMES, AUTUMN_2026)).toBe('Перезвонить');
    expect(callbackTitle(undefined, THEMES, AUTUMN_2026)).toBe('Перезвонить');
    expect(callbackTitle({ theme: 'no-such-theme', comment: 42 }, THEMES, AUTUMN_2026)).toBe('Перезвонить');
  });
});
