/**
 * CSV as spreadsheet programs in Russian locales open it with a double click: UTF-8 with a byte
 * order mark (or Cyrillic comes out garbled), semicolons (the comma is the decimal separator
 * there) and CRLF line ends. One writer for the server's exports and the files the staff app
 * makes from rows it already holds, so both guard formulas the same way.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** Cells a spreadsheet would run as a formula (= + - @, and tab or CR before them). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

export type CsvCell = string | number | null;

/**
 * One cell: empty for null; text that a spreadsheet would take for a formula gets a leading
 * apostrophe (an exported address like "=HYPERLINK(...)" must stay text, not run); quoted, with
 * its quotes doubled, when it holds a separator, a quote or a line break.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the header row, then a row per record, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(SEPARATOR)];
  for (const row of rows) lines.push(row.map(csvCell).join(SEPARATOR));
  return BOM + lines.join(LINE_END) + LINE_END;
}
