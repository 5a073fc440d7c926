/**
 * The mos.ru import as a signal model: the chosen CSV or XLSX read in the browser (the SDK's
 * table reader, with the file's SHA-256), its header checked before anything is sent, then a dry
 * run over every part (IMPORT_PART_LINES lines per Admission/ImportMosru call) with progress and
 * its report, then the parts applied; a part applied before (the same file) says when and by
 * whom and adds nothing. Each part's call keeps its requestId, so a network failure is retried
 * with the same id and applies once. It can be cancelled between parts. No React here.
 */
import { batch, computed, signal } from '@preact/signals-react';
import { IMPORT_PART_LINES, mosruHeaderProblems, type MosruLineOutcome } from '@abitura/contracts';
import { newRequestId } from '@abitura/sdk';
import { readTableBytes, tableFormatOf, TableFileError, type TableFile } from '@abitura/sdk/tableFile';
import { admissionCall, type AdmissionClient } from '../../models/admissionService.js';
import { outcomeOf, type Failure } from '../../models/failure.js';

export type ImportPhase = 'choose' | 'reading' | 'unreadable' | 'badHeader' | 'checking' | 'checked' | 'applying' | 'applied';

/** Why a file could not be read: not CSV or XLSX by its name, or its bytes do not read as one. */
export type ReadProblem = 'format' | 'badCsv' | 'badXlsx' | 'noSheet' | 'empty';

export interface AppliedBefore {
  part: number;
  at: string;
  by: string | null;
}

/** How many times a part is sent again after no answer came. */
export const PART_RETRIES = 2;

export interface ImportModelOptions {
  client: AdmissionClient;
  seasonId: number;
  /** @default newRequestId */
  requestId?: () => string;
}

export type ImportModel = ReturnType<typeof createImportModel>;

export function createImportModel({ client, seasonId, requestId = newRequestId }: ImportModelOptions) {
  const phase = signal<ImportPhase>('choose');
  const table = signal<TableFile | null>(null);
  const readProblem = signal<ReadProblem | null>(null);
  const headerProblems = signal<ReturnType<typeof mosruHeaderProblems>>([]);
  const progress = signal<{ done: number; total: number } | null>(null);
  const lines = signal<readonly MosruLineOutcome[]>([]);
  const appliedBefore = signal<readonly AppliedBefore[]>([]);
  const failure = signal<Failure | null>(null);
  const cancelled = signal(false);
  let cancelRequested = false;
  /** Request ids by run and part: a retry of a part sends the same one. */
  const ids = new Map<string, string>();

  const parts = (file: TableFile) => Math.ceil(file.rows.length / IMPORT_PART_LINES);

  async function sendPart(file: TableFile, part: number, dryRun: boolean) {
    const key = `${dryRun ? 'dry' : 'apply'}-${part}`;
    if (!ids.has(key)) ids.set(key, requestId());
    const params = {
      season_id: seasonId,
      file: { sha256: file.sha256, name: file.name.slice(0, 255), lines: file.rows.length },
      part,
      columns: file.columns,
      rows: file.rows.slice(part * IMPORT_PART_LINES, (part + 1) * IMPORT_PART_LINES).map((row) => ({ line: row.line, cells: row.cells.map((cell) => (typeof cell === 'string' ? cell.slice(0, 2000) : cell)) })),
      dryRun,
    };
    let outcome = outcomeOf(await admissionCall(client, 'Admission/ImportMosru', params, { requestId: ids.get(key) as string }));
    for (let retry = 0; retry < PART_RETRIES && !outcome.ok && outcome.failure.code === 'TRANSPORT_ERROR'; retry += 1) {
      outcome = outcomeOf(await admissionCall(client, 'Admission/ImportMosru', params, { requestId: ids.get(key) as string }));
    }
    return outcome;
  }

  async function run(dryRun: boolean): Promise<void> {
    const file = table.peek();
    if (file === null) return;
    const total = parts(file);
    cancelRequested = false;
    batch(() => {
      phase.value = dryRun ? 'checking' : 'applying';
      progress.value = { done: 0, total };
      lines.value = [];
      appliedBefore.value = [];
      failure.value = null;
      cancelled.value = false;
    });
    const collected: MosruLineOutcome[] = [];
    const before: AppliedBefore[] = [];
    for (let part = 0; part < total; part += 1) {
      if (cancelRequested) {
        cancelled.value = true;
        break;
      }
      const outcome = await sendPart(file, part, dryRun);
      if (!outcome.ok) {
        failure.value = outcome.failure;
        break;
      }
      collected.push(...outcome.value.lines);
      if (outcome.value.applied) before.push({ part, ...outcome.value.applied });
      batch(() => {
        lines.value = [...collected];
        appliedBefore.value = [...before];
        progress.value = { done: part + 1, total };
      });
    }
    phase.value = dryRun ? 'checked' : 'applied';
  }

  return {
    phase,
    table,
    readProblem,
    headerProblems,
    progress,
    lines,
    appliedBefore,
    failure,
    cancelled,
    /**
     * The lines' outcomes, without the parts imported before: their lines are the first run's
     * report, and this run added nothing for them.
     */
    counts: computed(() => {
      const counts = { created: 0, matched: 0, refused: 0 };
      const file = table.value;
      const done = new Set(appliedBefore.value.map((part) => part.part));
      const partOf = new Map(file?.rows.map((row, index) => [row.line, Math.floor(index / IMPORT_PART_LINES)]) ?? []);
      for (const line of lines.value) if (!done.has(partOf.get(line.line) ?? -1)) counts[line.outcome] += 1;
      return counts;
    }),
    /** Every part of the file was imported before: importing it again would add nothing. */
    importedBefore: computed(() => {
      const file = table.value;
      return file !== null && file.rows.length > 0 && appliedBefore.value.length === parts(file);
    }),

    /** Reads a chosen file and checks its header; nothing is sent yet. */
    async choose(name: string, bytes: Uint8Array): Promise<void> {
      ids.clear();
      batch(() => {
        phase.value = 'reading';
        table.value = null;
        readProblem.value = null;
        headerProblems.value = [];
        lines.value = [];
        appliedBefore.value = [];
        failure.value = null;
        progress.value = null;
      });
      const format = tableFormatOf(name);
      if (format === null) {
        batch(() => {
          readProblem.value = 'format';
          phase.value = 'unreadable';
        });
        return;
      }
      try {
        const file = await readTableBytes(name, format, bytes);
        const problems = mosruHeaderProblems(file.columns);
        batch(() => {
          table.value = file;
          headerProblems.value = problems;
          readProblem.value = file.rows.length === 0 ? 'empty' : null;
          phase.value = problems.length > 0 ? 'badHeader' : file.rows.length === 0 ? 'unreadable' : 'choose';
        });
      } catch (error) {
        batch(() => {
          readProblem.value = error instanceof TableFileError ? error.problem : 'badCsv';
          phase.value = 'unreadable';
        });
      }
    },
    /** The dry run over every part: what would be created, matched or refused. */
    dryRun: () => run(true),
    /** Applies every part (after a dry run). */
    apply: () => run(false),
    /** Stops before the next part. */
    cancel(): void {
      cancelRequested = true;
    },
  };
}
