/**
 * The statistics rows (one per service and Moscow hour, durations in seconds) as the tab shows
 * them: per hour across the chosen services for the charts, totals per service, and durations as
 * minutes:seconds. Percentiles do not add up across hours or services, so combined figures give
 * the count and the mean (weighted by count), and p50/p90 stay in the per-hour table.
 */
import type { ColumnPoint } from '../../charts/index.js';
import type { StatsRow } from './queueTypes.js';

export type StatsMeasure = 'wait' | 'serviceTime';

export interface HourFigure {
  hour: number;
  count: number;
  /** Weighted mean over the services of that hour; null when nothing was measured. */
  meanSeconds: number | null;
}

interface Sum {
  count: number;
  total: number;
}

const add = (sum: Sum, figure: StatsRow['wait']): Sum =>
  figure.count > 0 && figure.meanSeconds !== null ? { count: sum.count + figure.count, total: sum.total + figure.meanSeconds * figure.count } : sum;

const meanOf = (sum: Sum): number | null => (sum.count === 0 ? null : Math.round(sum.total / sum.count));

/**
 * One figure per hour from the first hour with data to the last (hours between them with none
 * count 0), so the chart's axis is the working day without empty night hours.
 */
export function byHour(rows: readonly StatsRow[], measure: StatsMeasure): HourFigure[] {
  const sums = new Map<number, Sum>();
  for (const row of rows) sums.set(row.hour, add(sums.get(row.hour) ?? { count: 0, total: 0 }, row[measure]));
  const hours = [...sums].filter(([, sum]) => sum.count > 0).map(([hour]) => hour);
  if (hours.length === 0) return [];
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  return Array.from({ length: last - first + 1 }, (_, index) => {
    const sum = sums.get(first + index) ?? { count: 0, total: 0 };
    return { hour: first + index, count: sum.count, meanSeconds: meanOf(sum) };
  });
}

export interface ServiceTotal {
  serviceId: number;
  service: string;
  wait: { count: number; meanSeconds: number | null };
  serviceTime: { count: number; meanSeconds: number | null };
}

/** Count and weighted mean per service over every hour, in the rows' order of services. */
export function serviceTotals(rows: readonly StatsRow[]): ServiceTotal[] {
  const totals = new Map<number, { service: string; wait: Sum; serviceTime: Sum }>();
  for (const row of rows) {
    const total = totals.get(row.serviceId) ?? { service: row.service, wait: { count: 0, total: 0 }, serviceTime: { count: 0, total: 0 } };
    totals.set(row.serviceId, { service: total.service, wait: add(total.wait, row.wait), serviceTime: add(total.serviceTime, row.serviceTime) });
  }
  return [...totals].map(([serviceId, total]) => ({
    serviceId,
    service: total.service,
    wait: { count: total.wait.count, meanSeconds: meanOf(total.wait) },
    serviceTime: { count: total.serviceTime.count, meanSeconds: meanOf(total.serviceTime) },
  }));
}

const two = (value: number) => String(value).padStart(2, '0');

/** Seconds as minutes:seconds (4:05, 75:10); '—' when there is no figure. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${two(whole % 60)}`;
}

/** A Moscow hour of the day as its span: 09:00–10:00. */
export function hourSpan(hour: number): string {
  return `${two(hour)}:00–${two((hour + 1) % 24)}:00`;
}

/** Hours as columns: the value is minutes, so the axis counts whole minutes; `label` names the hour and its count. */
export function hourPoints(figures: readonly HourFigure[], label: (figure: HourFigure) => string): ColumnPoint[] {
  return figures.map((figure) => ({
    key: String(figure.hour),
    value: (figure.meanSeconds ?? 0) / 60,
    tick: String(figure.hour).padStart(2, '0'),
    label: label(figure),
  }));
}
