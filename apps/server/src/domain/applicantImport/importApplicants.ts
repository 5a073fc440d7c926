import type { ImportLineOutcome, importApplicants } from '@abitura/contracts';
import { ActionFailure } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { createApplicantHandler } from '../contingent/createApplicant.js';
import { duplicatesOf } from '../contingent/duplicates.js';
import { outcomeCounts, runPartImport, within } from '../fileImport/partImport.js';
import { readLine } from './importLine.js';

/** Applied parts are remembered as audit entries of this entity, keyed by the file's SHA-256. */
const KIND = { action: 'Abiturient/Import', entity: 'applicantImport' };

type Params = Parameters<Handler<typeof importApplicants>>[0];

/**
 * One line: refused when a field fails its check (the column and what to fix), matched when an
 * applicant already looks like the same person (the strongest candidate, with why), otherwise
 * created through Abiturient/Create's own handler (history, 'added' interaction, audit) in a
 * savepoint, so a line the database refuses takes nothing else with it.
 */
async function importLine(ctx: ActionContext, columns: readonly string[], row: Params['rows'][number], dryRun: boolean): Promise<ImportLineOutcome> {
  const reading = readLine(columns, row.cells);
  if (!reading.ok) return { line: row.line, outcome: 'refused', id: null, reason: reading.reason };
  const [duplicate] = await duplicatesOf(ctx.db, reading.data);
  if (duplicate) return { line: row.line, outcome: 'matched', id: duplicate.id, reason: duplicate.reasons.join(', ') };
  try {
    const record = await ctx.db.transaction((tx) => createApplicantHandler({ data: reading.data, ignore_duplicates: true }, within(ctx, tx)));
    return { line: row.line, outcome: 'created', id: dryRun ? null : Number(record.id), reason: null };
  } catch (error) {
    if (!(error instanceof ActionFailure)) throw error;
    const details = (error.issues ?? []).map((issue) => `${issue.path.replace(/^data\./, '')}: ${issue.message}`);
    return { line: row.line, outcome: 'refused', id: null, reason: [error.message, ...details].join(' ') };
  }
}

/**
 * Abiturient/Import: one part of a file, through the shared part import (fileImport/partImport):
 * applied once per SHA-256 and part, a dry run rolled back.
 */
export const importApplicantsHandler: Handler<typeof importApplicants> = async (params, ctx) => {
  const { columns, rows, dryRun } = params;
  return runPartImport<ImportLineOutcome>(
    ctx,
    KIND,
    params,
    async (lineCtx) => {
      const lines: ImportLineOutcome[] = [];
      for (const row of rows) lines.push(await importLine(lineCtx, columns, row, dryRun));
      return lines;
    },
    (lines) => outcomeCounts(lines, ['created', 'matched', 'refused']),
  );
};
