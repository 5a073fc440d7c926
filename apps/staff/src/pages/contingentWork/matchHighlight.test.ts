import { describe, expect, it } from 'vitest';
import { highlightParts } from './matchHighlight.js';

const marked = (text: string, query: string, by: 'words' | 'digits') =>
  highlightParts(text, query, by)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightParts', () => {
  it('marks every word of the query in a name, case and ё/е alike', () => {
    expect(marked('Семёнова Алёна Петровна', 'семен але', 'words')).toEqual(['Семён', 'Алё']);
    expect(highlightParts('Иванова Мария', 'мар', 'words')).toEqual([
      { text: 'Иванова ', match: false },
      { text: 'Мар', match: true },
      { text: 'ия', match: false },
    ]);
  });

  it('merges overlapping matches and keeps the text whole when nothing matched', () => {
    // "Ананьева" holds "ан" twice in a row: one mark.
    expect(marked('Анна Ананьева', 'ан анна', 'words')).toEqual(['Анна', 'Анан']);
    expect(highlightParts('Иванова Мария', 'Ивонова', 'words')).toEqual([{ text: 'Иванова Мария', match: false }]);
    expect(highlightParts('', 'x', 'words')).toEqual([{ text: '', match: false }]);
  });

  it('marks the digits of a phone across its separators, a number typed from 8 matching +7', () => {
    expect(marked('+7 (999) 123-45-67', '123 45', 'digits')).toEqual(['123-45']);
    expect(marked('+7 (999) 123-45-67', '8999123', 'digits')).toEqual(['7 (999) 123']);
    expect(marked('+7 (999) 123-45-67', '9991234567', 'digits')).toEqual(['999) 123-45-67']);
    expect(marked('+7 (999) 123-45-67', '555', 'digits')).toEqual([]);
    expect(marked('+7 (999) 123-45-67', 'abc', 'digits')).toEqual([]);
  });

  it('marks a СНИЛС typed with or without its separators', () => {
    expect(marked('112-233-445 95', '11223344595', 'digits')).toEqual(['112-233-445 95']);
    expect(marked('112-233-445 95', '445 9', 'digits')).toEqual(['445 9']);
  });
});
