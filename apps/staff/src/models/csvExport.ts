/**
 * A list's CSV export as a signal model: the server makes the file of the current filter (every
 * page), the browser saves it, and the page shows what happened: a progress line while it runs,
 * the failure, or how many rows were saved. The organizations and the contingent lists share it.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Reply } from '@abitura/contracts/wire';
import { csvBlob, downloadFile, type DownloadFile } from './downloadFile.js';
import { outcomeOf, type Failure } from './failure.js';

/** What every export action answers. */
export interface CsvFile {
  filename: string;
  csv: string;
  rows: number;
}

export interface CsvExport {
  readonly exporting: ReadonlySignal<boolean>;
  readonly exportError: ReadonlySignal<Failure | null>;
  /** Rows in the last finished export, for the "saved" note. */
  readonly exported: ReadonlySignal<number | null>;
  /** Asks for the file and saves it. */
  exportCsv(): Promise<void>;
  dismissExport(): void;
}

/** An export that asks `request` for the file and saves it with `download` (the browser's by default). */
export function createCsvExport(request: () => Promise<Reply<CsvFile>>, download: DownloadFile = downloadFile): CsvExport {
  const exporting = signal(false);
  const exportError = signal<Failure | null>(null);
  const exported = signal<number | null>(null);
  return {
    exporting,
    exportError,
    exported,
    async exportCsv() {
      // A second click while the file is being made would only make it twice.
      if (exporting.peek()) return;
      batch(() => {
        exporting.value = true;
        exportError.value = null;
        exported.value = null;
      });
      const outcome = outcomeOf(await request());
      batch(() => {
        exporting.value = false;
        if (outcome.ok) exported.value = outcome.value.rows;
        else exportError.value = outcome.failure;
      });
      if (outcome.ok) download(outcome.value.filename, csvBlob(outcome.value.csv));
    },
    dismissExport() {
      batch(() => {
        exportError.value = null;
        exported.value = null;
      });
    },
  };
}
