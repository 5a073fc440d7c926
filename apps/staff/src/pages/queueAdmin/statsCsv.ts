/**
 * The statistics rows as a CSV file made in the browser (the rows are already here), by the
 * writer of the server's exports, so a spreadsheet in a Russian locale opens it with a double
 * click and text that would run as a formula stays text. Durations are whole seconds, numbers a
 * spreadsheet can sum and average.
 */
import { toCsv, type CsvCell } from '@abitura/contracts/csv';
import type { StatsRow } from './queueTypes.js';
import { hourSpan } from './statsSeries.js';

/** The columns of a row, in the order of STATS_CSV_COLUMNS. */
function cells(row: StatsRow): CsvCell[] {
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
  return toCsv(header, rows.map(cells));
}

/** The file's name, with the period (and the service's prefix when one is chosen). */
export function statsFilename(from: string, to: string, prefix: string | null = null): string {
  return `queue-stats_${from}_${to}${prefix ? `_${prefix}` : ''}.csv`;
}
