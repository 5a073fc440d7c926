import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import type { Translate } from '../i18n/locale.js';
import { usageError } from '../core/exitCodes.js';

export type Cell = string | number | boolean | null;

/** A spreadsheet read whole: its header, its data lines with their line numbers, and what identifies the file. */
export interface TableFile {
  name: string;
  sha256: string;
  columns: string[];
  rows: Array<{ line: number; cells: Cell[] }>;
}

export const TABLE_FORMATS = ['csv', 'xlsx'] as const;
export type TableFormat = (typeof TABLE_FORMATS)[number];

/** The format a file name's extension names, or a usage error saying which are read. */
export function tableFormatOf(t: Translate, file: string): TableFormat {
  const extension = extname(file).slice(1).toLowerCase();
  if ((TABLE_FORMATS as readonly string[]).includes(extension)) return extension as TableFormat;
  throw usageError(t('file.badExtension', { file }));
}

/** The delimiter of a CSV: whichever of ; , and tab its header line holds most (spreadsheets in Russian locales write ;). */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((delimiter) => ({ delimiter, count: header.split(delimiter).length - 1 }));
  return counts.sort((a, b) => b.count - a.count)[0]?.delimiter ?? ';';
}

function readCsv(t: Translate, file: string, bytes: Buffer): { columns: string[]; rows: TableFile['rows'] } {
  const text = bytes.toString('utf8');
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { bom: true, delimiter: delimiterOf(text.replace(/^\uFEFF/, '')), relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (error) {
    throw usageError(t('file.badCsv', { file, reason: error instanceof Error ? error.message : String(error) }));
  }
  const [header, ...data] = records;
  return {
    columns: (header?.record ?? []).map((name) => name.trim()),
    rows: data.filter(({ record }) => record.some((cell) => cell.trim() !== '')).map(({ record, info }) => ({ line: info.lines, cells: record })),
  };
}

/** A date cell as the import reads dates (d.m.Y); exceljs gives dates as UTC instants. */
const dayOf = (date: Date): string => `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;

/** A cell's value as text or a number, whatever exceljs holds it as (rich text, a formula's result, a link). */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return dayOf(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellOf(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return null;
}

/** exceljs is large: loaded only by the commands that read or write a workbook, so every other command starts quicker. */
const excel = async () => (await import('exceljs')).default;

async function readXlsx(t: Translate, file: string, bytes: Buffer): Promise<{ columns: string[]; rows: TableFile['rows'] }> {
  const workbook = new (await excel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw usageError(t('file.badXlsx', { file, reason: error instanceof Error ? error.message : String(error) }));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw usageError(t('file.noSheet', { file }));
  const lines: Array<{ line: number; cells: Cell[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    // row.values is 1-based: index 0 is always empty.
    const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf);
    if (values.some((value) => value !== null && String(value).trim() !== '')) lines.push({ line: row.number, cells: values });
  });
  const [header, ...rows] = lines;
  return { columns: (header?.cells ?? []).map((cell) => String(cell ?? '').trim()), rows };
}

/** Reads a CSV or XLSX file with its SHA-256; a file that cannot be read is a usage error naming it and why. */
export async function readTableFile(t: Translate, file: string): Promise<TableFile> {
  const format = tableFormatOf(t, file);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw usageError(t('file.unreadable', { file, reason: (error as NodeJS.ErrnoException).code ?? String(error) }));
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const table = format === 'csv' ? readCsv(t, file, bytes) : await readXlsx(t, file, bytes);
  return { name: basename(file), sha256, ...table };
}

/** A CSV as the server's exports write it (UTF-8 with BOM, semicolons), as an XLSX sheet: header bold, columns as wide as their text. */
export async function writeCsvAsXlsx(csv: string, file: string, sheetName: string): Promise<void> {
  const records = parse(csv, { bom: true, delimiter: ';', relax_column_count: true }) as string[][];
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const record of records) sheet.addRow(record);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(60, Math.max(8, ...records.map((record) => (record[index] ?? '').length + 2)));
  });
  await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
}
