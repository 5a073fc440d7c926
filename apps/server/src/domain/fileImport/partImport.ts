import { IMPORT_PART_LINES } from '@abitura/contracts';
import { and, asc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { ActionContext } from '../../actions/context.js';
import type { Db } from '../../db/open.js';
import { auditLog, users } from '../../db/schema/index.js';

/**
 * The mechanics every file import shares (Abiturient/Import, Admission/ImportMosru): a file is
 * sent in parts, each applied exactly once per SHA-256 and part (the audit entry of the applied
 * part is both the record and the mark), two runs of one part wait for each other (an advisory
 * lock), and a dry run does every line in a savepoint rolled back at the end, so it reports
 * exactly what applying would do against the database as it is now.
 */

/** The advisory-lock class of imports: two runs of one file's part wait for each other. */
const IMPORT_LOCK = 5_105_002;

/** Which import this is: its action (the audit entry's action) and the entity its applied parts are kept under. */
export interface PartImportKind {
  action: string;
  entity: string;
}

export interface PartFile {
  sha256: string;
  name: string;
  lines: number;
}

export interface PartReport<Line> {
  part: number;
  dryRun: boolean;
  applied: { at: string; by: string | null } | null;
  lines: Line[];
}

/** The report of this part of this file when it was applied before, with when and by whom. */
async function appliedBefore<Line>(db: Db, kind: PartImportKind, sha256: string, part: number): Promise<{ at: string; by: string | null; lines: Line[] } | null> {
  const [row] = await db
    .select({ at: auditLog.at, after: auditLog.after, by: users.fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, kind.entity), eq(auditLog.entityId, sha256), eq(auditLog.action, kind.action), sql`${auditLog.after}->>'part' = ${String(part)}`))
    .orderBy(asc(auditLog.at))
    .limit(1);
  if (!row) return null;
  return { at: row.at.toISOString(), by: row.by, lines: (row.after as { lines: Line[] }).lines };
}

/**
 * The request's context over another handle of its transaction (a savepoint): its audit entries
 * and rows roll back with it. A handler called for one line (Abiturient/Create) keeps its reply
 * message to itself: the import reports per line instead.
 */
export function within(ctx: ActionContext, db: Db): ActionContext {
  return {
    db,
    caller: ctx.caller,
    requestId: ctx.requestId,
    now: ctx.now,
    services: ctx.services,
    log: ctx.log,
    connection: ctx.connection,
    audit: (entry) => ctx.audit(entry),
    setMessage: () => {},
    afterCommit: (effect) => ctx.afterCommit(effect),
    afterSettle: (effect) => ctx.afterSettle(effect),
  };
}

/**
 * Runs one part of a file: answers with the first report when the part was applied before
 * (writing nothing); otherwise reads every line with `readLines` (given the context to write
 * through), in a savepoint rolled back when `dryRun`. Applying records the part's report, with
 * `summary` of its lines, as the audit entry that marks it applied. Effects registered with
 * afterCommit during a dry run are dropped with its writes.
 */
export async function runPartImport<Line>(
  ctx: ActionContext,
  kind: PartImportKind,
  { file, part, dryRun }: { file: PartFile; part: number; dryRun: boolean },
  readLines: (lineCtx: ActionContext) => Promise<Line[]>,
  summary: (lines: readonly Line[]) => Record<string, unknown>,
): Promise<PartReport<Line>> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK}, hashtext(${`${file.sha256}:${part}`}))`);
  const before = await appliedBefore<Line>(ctx.db, kind, file.sha256, part);
  if (before) return { part, dryRun, applied: { at: before.at, by: before.by }, lines: before.lines };

  if (dryRun) {
    let lines: Line[] = [];
    try {
      await ctx.db.transaction(async (tx) => {
        // Effects of writes that never commit (events) must not run: the dry run drops them.
        lines = await readLines({ ...within(ctx, tx), afterCommit: () => {} });
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
    return { part, dryRun, applied: null, lines };
  }
  const lines = await readLines(within(ctx, ctx.db));
  await ctx.audit({
    action: kind.action,
    entity: kind.entity,
    entityId: file.sha256,
    before: null,
    after: { name: file.name, part, parts: Math.ceil(file.lines / IMPORT_PART_LINES), ...summary(lines), lines },
  });
  return { part, dryRun, applied: null, lines };
}

/** How many lines of each outcome, for the applied part's audit entry. */
export function outcomeCounts<Line extends { outcome: string }>(lines: readonly Line[], outcomes: readonly string[]): Record<string, number> {
  return Object.fromEntries(outcomes.map((outcome) => [outcome, lines.filter((line) => line.outcome === outcome).length]));
}
