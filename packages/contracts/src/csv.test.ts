import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV for spreadsheets in Russian locales', () => {
  it('keeps text that a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvCell('\r=SUM(A1)')).toBe(`"'\r=SUM(A1)"`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe('-5');
  });

  it('quotes cells holding a separator, a quote or a line break, and leaves the rest bare', () => {
    expect(csvCell('Справки; "срочно"')).toBe('"Справки; ""срочно"""');
    expect(csvCell('две\nстроки')).toBe('"две\nстроки"');
    expect(csvCell('Колледж')).toBe('Колледж');
    expect(csvCell(null)).toBe('');
  });

  it('writes a byte order mark, semicolons and CRLF line ends', () => {
    expect(toCsv(['Имя', 'Число'], [['Анна', 3], [null, 0]])).toBe('\uFEFFИмя;Число\r\nАнна;3\r\n;0\r\n');
  });
});
