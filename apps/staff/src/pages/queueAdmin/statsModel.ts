/**
 * The queue statistics as a signal model: the period and the service asked about, the rows the
 * server answered (with the period and service they are for, since the fields may be edited
 * after), what the charts and tables make of them, and the CSV file of the rows. A period that is
 * incomplete or backwards is not asked for: the rows on screen stay those of the last good one.
 * No React here.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import { moscowDay } from '../../models/calendarDates.js';
import { createCsvExport } from '../../models/csvExport.js';
import type { DownloadFile } from '../../models/downloadFile.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import type { QueueService, StatsRow } from './queueTypes.js';
import { statsCsv, statsFilename } from './statsCsv.js';
import { periodProblem, quickPeriod, quickOf, type QuickPeriod, type StatsPeriod } from './statsPeriod.js';
import { byHour, serviceTotals } from './statsSeries.js';

/** What the rows on screen are about. */
export interface StatsQuery extends StatsPeriod {
  serviceId: number | null;
}

export interface StatsModelOptions {
  client: Pick<Client, 'call'>;
  /** The CSV header in the interface language at the time of the export, one per column. */
  csvHeader: () => readonly string[];
  /** @default Date.now */
  now?: () => number;
  /** @default the browser's download */
  download?: DownloadFile;
}

export function createStatsModel({ client, csvHeader, now = Date.now, download }: StatsModelOptions) {
  const today = () => moscowDay(now());
  const period = signal<StatsPeriod>(quickPeriod('week', today()));
  const serviceId = signal<number | null>(null);
  const rows = signal<readonly StatsRow[]>([]);
  const shown = signal<StatsQuery | null>(null);
  const request = createLatestLoad();
  // Archived services keep their statistics, so the filter offers them too.
  const services = createLoadedResource<{ items: readonly QueueService[] }>(() => client.call('Queue/ListServices', { archived: true }), { items: [] });
  const problem = computed(() => periodProblem(period.value));

  const load = async (): Promise<void> => {
    if (problem.peek() !== null) return;
    const query: StatsQuery = { ...period.peek(), serviceId: serviceId.peek() };
    const params = { from: query.from, to: query.to, ...(query.serviceId === null ? {} : { serviceId: query.serviceId }) };
    await request.run(
      () => client.call('Queue/Stats', params),
      (data) => {
        rows.value = data.rows;
        shown.value = query;
      },
    );
  };

  const csv = createCsvExport(async () => {
    const query = shown.peek();
    const prefix = query?.serviceId == null ? null : (services.value.peek().items.find((service) => service.id === query.serviceId)?.prefix ?? null);
    const filename = statsFilename(query?.from ?? '', query?.to ?? '', prefix);
    return { success: true, message: '', data: { filename, csv: statsCsv(rows.peek(), csvHeader()), rows: rows.peek().length } };
  }, download);

  return {
    period: period as ReadonlySignal<StatsPeriod>,
    serviceId: serviceId as ReadonlySignal<number | null>,
    /** Why the period in the fields is not asked for, or null. */
    problem,
    /** The quick choice the period in the fields is, if any. */
    quick: computed(() => quickOf(period.value, today())),
    rows: rows as ReadonlySignal<readonly StatsRow[]>,
    shown: shown as ReadonlySignal<StatsQuery | null>,
    waitByHour: computed(() => byHour(rows.value, 'wait')),
    serviceByHour: computed(() => byHour(rows.value, 'serviceTime')),
    totals: computed(() => serviceTotals(rows.value)),
    services: computed(() => services.value.value.items),
    loading: request.loading,
    loaded: request.loaded,
    error: request.error,
    load,
    /** Reads the services for the filter and the rows of the starting period. */
    async start(): Promise<void> {
      await Promise.all([services.load(), load()]);
    },

    setFrom(from: string): void {
      period.value = { ...period.peek(), from };
      void load();
    },

    setTo(to: string): void {
      period.value = { ...period.peek(), to };
      void load();
    },

    choose(kind: QuickPeriod): void {
      period.value = quickPeriod(kind, today());
      void load();
    },

    setService(id: number | null): void {
      serviceId.value = id;
      void load();
    },

    exporting: csv.exporting,
    exportError: csv.exportError,
    exported: csv.exported,
    exportCsv: csv.exportCsv,
    dismissExport: csv.dismissExport,
  };
}

export type StatsModel = ReturnType<typeof createStatsModel>;
