import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { IMPORT_PART_LINES, importHeaderProblems, MAX_IMPORT_LINES, type ImportLineOutcome } from '@abitura/contracts';
import type { Caller } from '../core/calls.js';
import type { CommandHandler } from '../core/command.js';
import { EXIT, usageError } from '../core/exitCodes.js';
import { confirmChange, moment, writing } from '../core/format.js';
import type { Io } from '../core/io.js';
import { readTableFile, tableFormatOf, writeCsvAsXlsx, type TableFile } from '../files/tableFile.js';
import type { ExportFilter } from '../filterOptions.js';
import { Table } from '../render/Table.js';

export interface ImportArgs {
  file: string;
  dryRun: boolean;
  yes: boolean;
}

/** What one pass over the file gave: every line's outcome, and the parts applied by an earlier run. */
interface Pass {
  lines: ImportLineOutcome[];
  applied: Array<{ part: number; at: string; by: string | null }>;
}

/** Sends the file part by part (IMPORT_PART_LINES lines each) with a progress bar over its lines. */
async function pass(sdk: Caller, io: Io, table: TableFile, dryRun: boolean): Promise<Pass> {
  const result: Pass = { lines: [], applied: [] };
  const progress = io.progress(io.t(dryRun ? 'import.checking' : 'import.applying', { file: table.name }), table.rows.length);
  try {
    for (let part = 0; part * IMPORT_PART_LINES < table.rows.length; part += 1) {
      const rows = table.rows.slice(part * IMPORT_PART_LINES, (part + 1) * IMPORT_PART_LINES);
      const reply = await sdk.run('Abiturient/Import', { file: { sha256: table.sha256, name: table.name, lines: table.rows.length }, part, columns: table.columns, rows, dryRun });
      result.lines.push(...reply.lines);
      if (reply.applied) result.applied.push({ part, ...reply.applied });
      progress.update(result.lines.length);
    }
  } finally {
    progress.finish();
  }
  return result;
}

const countOf = (lines: readonly ImportLineOutcome[], outcome: ImportLineOutcome['outcome']) => lines.filter((line) => line.outcome === outcome).length;

/** Matched lines' duplicate reasons in the reader's language. */
function reasonText(io: Io, line: ImportLineOutcome): string {
  if (line.outcome !== 'matched' || line.reason === null) return line.reason ?? '';
  return line.reason
    .split(', ')
    .map((reason) => (['name_birth_date', 'phone', 'email', 'id_number'].includes(reason) ? io.t(`match.${reason as 'phone'}`) : reason))
    .join(', ');
}

function report(io: Io, table: TableFile, result: Pass, dryRun: boolean): void {
  const { t } = io;
  const counts = { created: countOf(result.lines, 'created'), matched: countOf(result.lines, 'matched'), refused: countOf(result.lines, 'refused') };
  if (io.json) {
    io.printJson({ file: { name: table.name, sha256: table.sha256, lines: table.rows.length }, dryRun, applied: result.applied, counts, lines: result.lines });
    return;
  }
  const notable = result.lines.filter((line) => line.outcome !== 'created');
  if (notable.length > 0) {
    io.show(
      <Table
        columns={[
          { header: t('col.line'), cell: (row: ImportLineOutcome) => String(row.line), right: true },
          { header: t('col.outcome'), cell: (row) => t(`outcome.${row.outcome}`) },
          { header: 'ID', cell: (row) => (row.id === null ? '' : String(row.id)), right: true },
          { header: t('col.reason'), cell: (row) => reasonText(io, row) },
        ]}
        rows={notable}
      />,
    );
  }
  io.print(t(dryRun ? 'import.summaryDry' : 'import.summary', { file: table.name, lines: table.rows.length, ...counts }));
  for (const applied of result.applied) io.note(t('import.appliedBefore', { part: applied.part + 1, at: moment(io, applied.at), by: applied.by ?? '—' }));
}

/**
 * `applicants import FILE`: a dry run first, always (the team rule for every import): every line
 * checked against the database and reported created, matched or refused; then, confirmed on the
 * terminal or with --yes, applied. The server applies each part of a file once (by the file's
 * SHA-256), so running the same file again adds nothing. Exit 1 when some line is refused.
 */
export const applicantsImport: CommandHandler<ImportArgs> = async ({ sdk, io, args }) => {
  const { t } = io;
  const table = await readTableFile(t, resolve(io.cwd, args.file));
  const problems = importHeaderProblems(table.columns);
  if (problems.length > 0) throw usageError([t('import.badHeader', { file: table.name }), ...problems.map((problem) => `  ${problem.message}`)].join('\n'));
  if (table.rows.length === 0) throw usageError(t('import.empty', { file: table.name }));
  if (table.rows.length > MAX_IMPORT_LINES) throw usageError(t('import.tooLong', { file: table.name, lines: table.rows.length, max: MAX_IMPORT_LINES }));

  const dry = await pass(sdk, io, table, true);
  const alreadyApplied = dry.applied.length * IMPORT_PART_LINES >= table.rows.length;
  if (args.dryRun || alreadyApplied) {
    report(io, table, dry, !alreadyApplied);
    if (args.dryRun && !alreadyApplied && !io.json) io.note(t('import.dryRunNext', { file: args.file }));
    return countOf(dry.lines, 'refused') > 0 && !alreadyApplied ? EXIT.problems : EXIT.ok;
  }
  if (!io.json) report(io, table, dry, true);
  await confirmChange(io, args.yes, t('import.confirm', { created: countOf(dry.lines, 'created'), file: table.name }));
  const applied = await pass(sdk, io, table, false);
  report(io, table, applied, false);
  return countOf(applied.lines, 'refused') > 0 ? EXIT.problems : EXIT.ok;
};

export interface ExportArgs {
  out: string | undefined;
  saved: string | undefined;
  filter: ExportFilter;
  columns: string[] | undefined;
}

/**
 * `applicants export`: the working list's export (Abiturient/Export) with its filters, or a saved
 * filter of the signed-in user by name, as CSV (to a file or standard output) or XLSX.
 */
export const applicantsExport: CommandHandler<ExportArgs> = async ({ sdk, io, args }) => {
  const { t } = io;
  let filter: ExportFilter = args.filter;
  let columns = args.columns;
  if (args.saved !== undefined) {
    const saved = (await sdk.run('Abiturient/SavedFilters', {})).find((item) => item.name.toLowerCase() === args.saved?.trim().toLowerCase());
    if (!saved) throw usageError(t('export.noSavedFilter', { name: args.saved }));
    filter = { ...saved.filter, ...args.filter };
    columns ??= saved.columns.length > 0 ? saved.columns : undefined;
  }
  const format = args.out === undefined ? 'csv' : tableFormatOf(t, args.out);
  const exported = await io.during(t('export.loading'), sdk.run('Abiturient/Export', { ...filter, ...(columns ? { columns } : {}) }));
  if (args.out === undefined) {
    if (io.json) io.printJson(exported);
    else io.print(exported.csv.replace(/\n$/, ''));
    return EXIT.ok;
  }
  const file = resolve(io.cwd, args.out);
  await writing(io, file, () => (format === 'xlsx' ? writeCsvAsXlsx(exported.csv, file, t('export.sheet')) : writeFile(file, exported.csv)));
  if (io.json) io.printJson({ file, format, rows: exported.rows });
  else io.print(t('export.written', { file, rows: exported.rows, format: format.toUpperCase() }));
  return EXIT.ok;
};
