/**
 * The statistics rows as a CSV file made in the browser (the rows are already here), written the
 * way the server's exports are, so a spreadsheet in a Russian locale opens it with a double click:
 * UTF-8 with a byte order mark, semicolons, CRLF line ends, and text that would run as a formula
 * kept as text. Durations are whole seconds, numbers a spreadsheet can sum and average.
 */
import type { StatsRow } from './queueTypes.js';
import { hourSpan } from './statsSeries.js';

const SEPARATOR = ';';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

type Cell = string | number | null;

function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The columns of a row, in the order of STATS_CSV_COLUMNS. */
function cells(row: StatsRow): Cell[] {
  return [
    row.service,
    hourSpan(row.hour),
    row.wait.count,
    row.wait.meanSeconds,
    row.wait.p50Seconds,
    row.wait.p90Seconds,
    row.serviceTime.count,
    row.serviceTime.meanSeconds,
    row.serviceTime.p50Seconds,
    row.serviceTime.p90Seconds,
  ];
}

/** The translation keys of the header, one per column. */
export const STATS_CSV_COLUMNS = ['service', 'hour', 'waits', 'waitMean', 'waitP50', 'waitP90', 'served', 'serviceMean', 'serviceP50', 'serviceP90'] as const;

/** The file: the header, then a line per row. */
export function statsCsv(rows: readonly StatsRow[], header: readonly string[]): string {
  const lines = [header.map(csvCell).join(SEPARATOR), ...rows.map((row) => cells(row).map(csvCell).join(SEPARATOR))];
  return `\uFEFF${lines.join(LINE_END)}${LINE_END}`;
}

/** The file's name, with the period (and the service's prefix when one is chosen). */
export function statsFilename(from: string, to: string, prefix: string | null = null): string {
  return `queue-stats_${from}_${to}${prefix ? `_${prefix}` : ''}.csv`;
}
