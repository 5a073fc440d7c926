import { describe, expect, it } from 'vitest';
import { callbackTitle } from './callbackTitles.js';

const THEMES = new Map([
  ['proftests', 'Профтестирование'],
  ['open_day_2026', 'День открытых дверей 2026'],
]);

describe('callbackTitle', () => {
  it('names the theme as the list names it now and the comment of the call that promised the callback', () => {
    expect(callbackTitle({ theme: 'proftests', comment: ' Перезвонить после экзаменов ' }, THEMES)).toBe('Перезвонить: тема «Профтестирование»; Перезвонить после экзаменов');
    // A theme an administrator added after the release is named like the others.
    expect(callbackTitle({ theme: 'open_day_2026' }, THEMES)).toBe('Перезвонить: тема «День открытых дверей 2026»');
  });

  it('cuts a long comment and says only «Перезвонить» when the call said nothing', () => {
    const title = callbackTitle({ comment: 'а'.repeat(200) }, THEMES);
    expect(title).toBe(`Перезвонить: ${'а'.repeat(79)}…`);
    expect(callbackTitle({}, THEMES)).toBe('Перезвонить');
    expect(callbackTitle(undefined, THEMES)).toBe('Перезвонить');
    expect(callbackTitle({ theme: 'no-such-theme', comment: 42 }, THEMES)).toBe('Перезвонить');
  });
});
