/**
 * A spreadsheet read whole, from its bytes: the header, the data lines with their line numbers
 * (what an import's report names), and the SHA-256 that identifies the file (an import applies a
 * file's part once). The same reader serves the CLI (`abitura applicants import`, bytes from the
 * disk) and the staff app (bytes from a chosen file), so a file reads the same line by line in
 * both. No file I/O here: the callers read the bytes and word the failures.
 *
 * exceljs is large, so it is loaded on the first XLSX read and never weighs on an app's first
 * download; csv-parse's browser build is plain JavaScript that runs in Node as well.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import type ExcelJS from 'exceljs';

export type Cell = string | number | boolean | null;

/** The header and the data lines of a sheet. */
export interface TableData {
  columns: string[];
  rows: Array<{ line: number; cells: Cell[] }>;
}

/** A spreadsheet read whole, with what identifies the file. */
export interface TableFile extends TableData {
  name: string;
  sha256: string;
}

export const TABLE_FORMATS = ['csv', 'xlsx'] as const;
export type TableFormat = (typeof TABLE_FORMATS)[number];

/** Why the bytes do not read as a table: not CSV, not XLSX, or a workbook without a sheet. */
export type TableFileProblem = 'badCsv' | 'badXlsx' | 'noSheet';

/** Thrown by the readers; `reason` is the parser's own words (English), for the caller's message. */
export class TableFileError extends Error {
  constructor(
    readonly problem: TableFileProblem,
    readonly reason: string,
  ) {
    super(`${problem}: ${reason}`);
    this.name = 'TableFileError';
  }
}

/** The format a file name's extension names, or null when it is neither. */
export function tableFormatOf(name: string): TableFormat | null {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return (TABLE_FORMATS as readonly string[]).includes(extension) ? (extension as TableFormat) : null;
}

/** The delimiter of a CSV: whichever of ; , and tab its header line holds most (spreadsheets in Russian locales write ;). */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((delimiter) => ({ delimiter, count: header.split(delimiter).length - 1 }));
  return counts.sort((a, b) => b.count - a.count)[0]?.delimiter ?? ';';
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A CSV's bytes (UTF-8, with or without a BOM) as a table; lines with only empty cells are left out. */
export function readCsvBytes(bytes: Uint8Array): TableData {
  let text: string;
  try {
    // fatal: bytes that are not UTF-8 (a CP1251 export) must not turn into question marks silently.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch (error) {
    throw new TableFileError('badCsv', reasonOf(error));
  }
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (error) {
    throw new TableFileError('badCsv', reasonOf(error));
  }
  const [header, ...data] = records;
  return {
    columns: (header?.record ?? []).map((name) => name.trim()),
    rows: data.filter(({ record }) => record.some((cell) => cell.trim() !== '')).map(({ record, info }) => ({ line: info.lines, cells: record })),
  };
}

/** A date cell as the imports read dates (d.m.Y); exceljs gives dates as UTC instants. */
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

/** exceljs, loaded on the first workbook read or write. */
export async function loadExcel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

/** The first sheet of an XLSX's bytes as a table; rows with only empty cells are left out. */
export async function readXlsxBytes(bytes: Uint8Array): Promise<TableData> {
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new TableFileError('badXlsx', reasonOf(error));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new TableFileError('noSheet', '');
  const lines: Array<{ line: number; cells: Cell[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    // row.values is 1-based: index 0 is always empty.
    const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf);
    if (values.some((value) => value !== null && String(value).trim() !== '')) lines.push({ line: row.number, cells: values });
  });
  const [header, ...rows] = lines;
  return { columns: (header?.cells ?? []).map((cell) => String(cell ?? '').trim()), rows };
}

/** The SHA-256 of the bytes as 64 lower-case hex digits (Web Crypto: the browser's and Node's alike). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A CSV or XLSX file's bytes as a table with its name and SHA-256; throws TableFileError when they do not read. */
export async function readTableBytes(name: string, format: TableFormat, bytes: Uint8Array): Promise<TableFile> {
  const [sha256, table] = await Promise.all([sha256Hex(bytes), format === 'csv' ? readCsvBytes(bytes) : readXlsxBytes(bytes)]);
  return { name, sha256, ...table };
}
