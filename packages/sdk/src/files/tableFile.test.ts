import { describe, expect, it } from 'vitest';
import { readCsvBytes, readTableBytes, readXlsxBytes, sha256Hex, TableFileError, tableFormatOf, loadExcel } from './tableFile.js';

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('reading a CSV from its bytes', () => {
  it('takes the header, skips blank lines and numbers the data lines as the file does, with ; or , as the delimiter', () => {
    const semicolons = readCsvBytes(bytesOf('\uFEFFФамилия; Имя\r\nИванов;Иван\r\n;\r\n\r\nПетров;Пётр\r\n'));
    expect(semicolons.columns).toEqual(['Фамилия', 'Имя']);
    expect(semicolons.rows).toEqual([
      { line: 2, cells: ['Иванов', 'Иван'] },
      { line: 5, cells: ['Петров', 'Пётр'] },
    ]);
    expect(readCsvBytes(bytesOf('a,b\n1,"x, y"\n')).rows).toEqual([{ line: 2, cells: ['1', 'x, y'] }]);
  });

  it('refuses bytes that are not UTF-8 or not CSV, saying so', () => {
    expect(() => readCsvBytes(new Uint8Array([0xc8, 0xe2, 0xe0, 0xed]))).toThrow(TableFileError);
    try {
      readCsvBytes(bytesOf('a;b\n"unclosed;1\n'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TableFileError);
      expect((error as TableFileError).problem).toBe('badCsv');
    }
  });
});

describe('reading an XLSX from its bytes', () => {
  it('reads the first sheet with dates as d.m.Y and the lines as numbered in the sheet', async () => {
    const book = new (await loadExcel()).Workbook();
    const sheet = book.addWorksheet('Лист');
    sheet.addRow(['Фамилия', 'Дата рождения']);
    sheet.addRow(['Иванов', new Date(Date.UTC(2010, 4, 3))]);
    sheet.addRow([]);
    sheet.addRow(['Петров', null]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const table = await readXlsxBytes(bytes);
    expect(table.columns).toEqual(['Фамилия', 'Дата рождения']);
    expect(table.rows).toEqual([
      { line: 2, cells: ['Иванов', '03.05.2010'] },
      { line: 4, cells: ['Петров'] },
    ]);
  });

  it('refuses bytes that are no workbook', async () => {
    await expect(readXlsxBytes(bytesOf('not a zip'))).rejects.toMatchObject({ problem: 'badXlsx' });
  });
});

describe('a table file', () => {
  it('is identified by the SHA-256 of its bytes', async () => {
    expect(await sha256Hex(bytesOf('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const file = await readTableBytes('x.csv', 'csv', bytesOf('a\n1\n'));
    expect(file).toMatchObject({ name: 'x.csv', columns: ['a'], rows: [{ line: 2, cells: ['1'] }] });
    expect(file.sha256).toHaveLength(64);
  });

  it('has its format from the name', () => {
    expect(tableFormatOf('Выгрузка.XLSX')).toBe('xlsx');
    expect(tableFormatOf('a.csv')).toBe('csv');
    expect(tableFormatOf('a.xls')).toBeNull();
    expect(tableFormatOf('csv')).toBeNull();
  });
});
