import { readFile, writeFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import { loadExcel, readTableBytes, TABLE_FORMATS, TableFileError, type TableFile, type TableFormat } from '@abitura/sdk/tableFile';
import type { Translate } from '../i18n/locale.js';
import { usageError } from '../core/exitCodes.js';

/**
 * The CLI's side of reading a spreadsheet: the file's name and bytes from the disk, and the
 * failures as usage errors in the CLI's language. The reading itself is the SDK's (shared with
 * the staff app's import dialogs).
 */

export type { Cell, TableFile, TableFormat } from '@abitura/sdk/tableFile';
export { TABLE_FORMATS };

/** The format a file name's extension names, or a usage error saying which are read. */
export function tableFormatOf(t: Translate, file: string): TableFormat {
  const extension = extname(file).slice(1).toLowerCase();
  if ((TABLE_FORMATS as readonly string[]).includes(extension)) return extension as TableFormat;
  throw usageError(t('file.badExtension', { file }));
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
  try {
    return await readTableBytes(basename(file), format, bytes);
  } catch (error) {
    if (!(error instanceof TableFileError)) throw error;
    throw usageError(error.problem === 'noSheet' ? t('file.noSheet', { file }) : t(error.problem === 'badCsv' ? 'file.badCsv' : 'file.badXlsx', { file, reason: error.reason }));
  }
}

/** A CSV as the server's exports write it (UTF-8 with BOM, semicolons), as an XLSX sheet: header bold, columns as wide as their text. */
export async function writeCsvAsXlsx(csv: string, file: string, sheetName: string): Promise<void> {
  const records = parse(csv, { bom: true, delimiter: ';', relax_column_count: true }) as string[][];
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const record of records) sheet.addRow(record);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = Math.min(60, Math.max(8, ...records.map((record) => (record[index] ?? '').length + 2)));
  });
  await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
}
