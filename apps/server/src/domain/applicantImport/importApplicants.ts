import type { ImportLineOutcome, importApplicants } from '@abitura/contracts';
import { IMPORT_PART_LINES } from '@abitura/contracts';
import { and, asc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { ActionFailure } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { auditLog, users } from '../../db/schema/index.js';
import { createApplicantHandler } from '../contingent/createApplicant.js';
import { duplicatesOf } from '../contingent/duplicates.js';
import { readLine } from './importLine.js';

const ACTION = 'Abiturient/Import';
/** Applied parts are remembered as audit entries of this entity, keyed by the file's SHA-256. */
const ENTITY = 'applicantImport';
/** The advisory-lock class of imports: two runs of one file's part wait for each other. */
const IMPORT_LOCK = 5_105_002;

type Params = Parameters<Handler<typeof importApplicants>>[0];

/** The report of this part of this file when it was applied before, with when and by whom. */
async function appliedBefore(db: Db, sha256: string, part: number): Promise<{ at: string; by: string | null; lines: ImportLineOutcome[] } | null> {
  const [row] = await db
    .select({ at: auditLog.at, after: auditLog.after, by: users.fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, ENTITY), eq(auditLog.entityId, sha256), eq(auditLog.action, ACTION), sql`${auditLog.after}->>'part' = ${String(part)}`))
    .orderBy(asc(auditLog.at))
    .limit(1);
  if (!row) return null;
  return { at: row.at.toISOString(), by: row.by, lines: (row.after as { lines: ImportLineOutcome[] }).lines };
}

/** The request's context over another handle of its transaction (a savepoint): its audit entries and rows roll back with it. */
function within(ctx: ActionContext, db: Db): ActionContext {
  return {
    db,
    caller: ctx.caller,
    requestId: ctx.requestId,
    now: ctx.now,
    services: ctx.services,
    log: ctx.log,
    connection: ctx.connection,
    audit: (entry) => ctx.audit(entry),
    // Abiturient/Create's message is for one applicant; the import reports per line instead.
    setMessage: () => {},
    afterCommit: (effect) => ctx.afterCommit(effect),
    afterSettle: (effect) => ctx.afterSettle(effect),
  };
}

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
 * Abiturient/Import: one part of a file. A part of a file already applied (same SHA-256, same
 * part) writes nothing and answers with the first run's report; a dry run does every line in a
 * savepoint rolled back at the end, so it reports exactly what applying would do against the
 * database as it is now. Applying records the part's report as an audit entry, which is also what
 * marks it applied.
 */
export const importApplicantsHandler: Handler<typeof importApplicants> = async (params, ctx) => {
  const { file, part, columns, rows, dryRun } = params;
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${`${file.sha256}:${part}`}))`);
  const before = await appliedBefore(ctx.db, file.sha256, part);
  if (before) return { part, dryRun, applied: { at: before.at, by: before.by }, lines: before.lines };

  const lines: ImportLineOutcome[] = [];
  const run = async (db: Db) => {
    for (const row of rows) lines.push(await importLine(within(ctx, db), columns, row, dryRun));
  };
  if (dryRun) {
    try {
      await ctx.db.transaction(async (tx) => {
        await run(tx);
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
    return { part, dryRun, applied: null, lines };
  }
  await run(ctx.db);
  const count = (outcome: ImportLineOutcome['outcome']) => lines.filter((line) => line.outcome === outcome).length;
  await ctx.audit({
    action: ACTION,
    entity: ENTITY,
    entityId: file.sha256,
    before: null,
    after: { name: file.name, part, parts: Math.ceil(file.lines / IMPORT_PART_LINES), created: count('created'), matched: count('matched'), refused: count('refused'), lines },
  });
  return { part, dryRun, applied: null, lines };
};
