import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tableFile, type TableSheet } from './officeFiles.js';

const sheet: TableSheet = {
  title: 'Заявления: 2026 / бюджет',
  columns: [{ header: 'ФИО', width: 30 }, { header: 'Средний балл' }],
  rows: [
    ['Соколова Мария', 4.25],
    ['=HYPERLINK("x")', null],
  ],
};

describe('office files', () => {
  it('writes a CSV with the BOM, the header and formula-looking text kept as text', async () => {
    const { filename, blob } = await tableFile(sheet, 'applications', 'csv');
    expect(filename).toBe('applications.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('ФИО');
    expect(text).toContain('4.25');
    expect(text).toContain("'=HYPERLINK");
  });

  it('writes an XLSX whose sheet reads back with the same header and values, named within the limits', async () => {
    const { filename, blob } = await tableFile(sheet, 'applications', 'xlsx');
    expect(filename).toBe('applications.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    const worksheet = book.worksheets[0];
    expect(worksheet?.name).toBe('Заявления  2026   бюджет');
    expect(worksheet?.getRow(1).values).toEqual([undefined, 'ФИО', 'Средний балл']);
    expect(worksheet?.getRow(2).values).toEqual([undefined, 'Соколова Мария', 4.25]);
  });
});
