/**
 * A filtered list's export as XLSX or CSV, made in the browser from chunks the server reads (the
 * admission register, the validation worklist): progress while the chunks arrive, the failure,
 * or how many rows were saved. The page gives how to read a chunk and how a row reads; the file is
 * written by officeFiles. No React here.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Reply } from '@abitura/contracts/wire';
import { outcomeOf, type Failure, type Outcome } from './failure.js';
import { saveTable, type TableCell, type TableFileFormat, type TableSheet } from './officeFiles.js';

/** One chunk of rows: where the next starts (null at the end) and how many there are in all. */
export interface ExportChunk<Row> {
  items: readonly Row[];
  total: number;
  next: number | null;
}

export interface TableExportOptions<Row> {
  /** Reads the chunk starting after `after` rows of the current filter. */
  read: (after: number) => Promise<Reply<ExportChunk<Row>>>;
  /** The sheet's title and columns, in the reader's words, at the time of the export. */
  sheet: () => Pick<TableSheet, 'title' | 'columns'>;
  /** A row's cells, in the columns' order. */
  cells: (row: Row) => readonly TableCell[];
  /** The file's name without its extension. */
  baseName: () => string;
  /** @default officeFiles' saveTable */
  save?: (sheet: TableSheet, baseName: string, format: TableFileFormat) => Promise<void>;
}

export interface TableExport {
  readonly running: ReadonlySignal<boolean>;
  /** Rows read so far and of how many, while it runs. */
  readonly progress: ReadonlySignal<{ done: number; total: number } | null>;
  readonly error: ReadonlySignal<Failure | null>;
  /** Rows in the last saved file, for the "saved" note. */
  readonly saved: ReadonlySignal<number | null>;
  run(format: TableFileFormat): Promise<void>;
  dismiss(): void;
}

export function createTableExport<Row>(options: TableExportOptions<Row>): TableExport {
  const running = signal(false);
  const progress = signal<{ done: number; total: number } | null>(null);
  const error = signal<Failure | null>(null);
  const saved = signal<number | null>(null);
  const save = options.save ?? ((sheet, baseName, format) => saveTable(sheet, baseName, format));

  return {
    running,
    progress,
    error,
    saved,
    async run(format) {
      // A second click while the file is being made would only make it twice.
      if (running.peek()) return;
      batch(() => {
        running.value = true;
        error.value = null;
        saved.value = null;
        progress.value = null;
      });
      const rows: Array<readonly TableCell[]> = [];
      let after: number | null = 0;
      try {
        while (after !== null) {
          const outcome: Outcome<ExportChunk<Row>> = outcomeOf(await options.read(after));
          if (!outcome.ok) {
            error.value = outcome.failure;
            return;
          }
          for (const item of outcome.value.items) rows.push(options.cells(item));
          progress.value = { done: rows.length, total: outcome.value.total };
          // A chunk that moves nothing forward would loop for ever: stop at it.
          after = outcome.value.next !== null && outcome.value.next > after ? outcome.value.next : null;
        }
        await save({ ...options.sheet(), rows }, options.baseName(), format);
        saved.value = rows.length;
      } catch {
        // The file could not be written (out of memory, a blocked download): no server sentence to show.
        error.value = { code: 'INTERNAL', message: '', issues: [] };
      } finally {
        batch(() => {
          running.value = false;
          progress.value = null;
        });
      }
    },
    dismiss() {
      batch(() => {
        error.value = null;
        saved.value = null;
      });
    },
  };
}
