import { describe, expect, it } from 'vitest';
import { callbackTitle } from './listCalendar.js';

describe('callbackTitle', () => {
  it('names the theme and the comment of the call that promised the callback', () => {
    expect(callbackTitle({ theme: 'proftests', comment: ' Перезвонить после экзаменов ' })).toBe('Перезвонить: тема «Профтестирование»; Перезвонить после экзаменов');
  });

  it('cuts a long comment and says only «Перезвонить» when the call said nothing', () => {
    const title = callbackTitle({ comment: 'а'.repeat(200) });
    expect(title).toBe(`Перезвонить: ${'а'.repeat(79)}…`);
    expect(callbackTitle({})).toBe('Перезвонить');
    expect(callbackTitle(undefined)).toBe('Перезвонить');
    expect(callbackTitle({ theme: 'no-such-theme', comment: 42 })).toBe('Перезвонить');
  });
});
