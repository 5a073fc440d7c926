import type { bulkApplicants, BulkOperation } from '@abitura/contracts';
import type { ProcessingStatus } from '@abitura/contracts/vocabulary';
import { asc, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Handler } from '../../actions/handlerTypes.js';
import type { ActionContext } from '../../actions/context.js';
import { abiturients } from '../../db/schema/index.js';
import { stepTo } from '../interactions/processingMoves.js';
import { recordInteraction } from '../interactions/recordInteraction.js';
import { APPLICANT_NOT_FOUND, checkCurator } from './applicantRecord.js';
import { recordHistories, type HistoryEntry } from './history.js';

type Row = typeof abiturients.$inferSelect;
type Refusal = { id: number; reason: string };
type Outcome = { changed: number; unchanged: number; refused: Refusal[] };

/**
 * A change of one column for the rows it changes, in one statement, with a history entry per
 * applicant. `valueOf` is the field's wire value before and after; `set` the column's new value.
 */
async function changeColumn(ctx: ActionContext, rows: readonly Row[], field: string, valueOf: (row: Row) => unknown, nextOf: (row: Row) => unknown, set: PgUpdateSetSource<typeof abiturients>): Promise<Outcome> {
  const changing = rows.filter((row) => JSON.stringify(valueOf(row)) !== JSON.stringify(nextOf(row)));
  if (changing.length > 0) {
    await ctx.db
      .update(abiturients)
      .set({ ...set, updatedAt: ctx.now })
      .where(inArray(abiturients.id, changing.map((row) => row.id)));
    const actorId = ctx.caller.user?.id ?? null;
    await recordHistories(
      ctx.db,
      changing.map((row): HistoryEntry => ({ abiturientId: row.id, actorId, action: 'bulk', before: { [field]: valueOf(row) }, after: { [field]: nextOf(row) }, at: ctx.now })),
    );
  }
  return { changed: changing.length, unchanged: rows.length - changing.length, refused: [] };
}

/**
 * Moves each applicant to the status through the interaction the state machine allows from where
 * they are (work, wait, or workend with the matching result), written as Interaction/Create
 * writes it; those with no legal move are refused with the state machine's sentence.
 */
async function moveStatuses(ctx: ActionContext, rows: readonly Row[], target: ProcessingStatus): Promise<Outcome> {
  const outcome: Outcome = { changed: 0, unchanged: 0, refused: [] };
  const author = { id: ctx.caller.user?.id ?? null, name: ctx.caller.user?.fullName ?? null };
  for (const row of rows) {
    const step = stepTo(row.processingStatus as ProcessingStatus, target);
    if (!step.ok) {
      outcome.refused.push({ id: row.id, reason: step.message });
    } else if (step.step === null) {
      outcome.unchanged += 1;
    } else {
      await recordInteraction(
        ctx.db,
        row,
        { type: step.step.type, result: step.step.result, organizationId: null, oid: null, actionData: {}, occurredAt: ctx.now },
        author,
        { now: ctx.now, historyAction: 'bulk' },
      );
      outcome.changed += 1;
    }
  }
  return outcome;
}

function apply(ctx: ActionContext, rows: readonly Row[], operation: BulkOperation): Promise<Outcome> {
  switch (operation.kind) {
    case 'assignCurator':
      return changeColumn(ctx, rows, 'curator_id', (row) => row.curatorId, () => operation.curator_id, { curatorId: operation.curator_id });
    case 'addTag':
      return changeColumn(ctx, rows, 'tags', (row) => row.tags, (row) => (row.tags.includes(operation.tag) ? row.tags : [...row.tags, operation.tag]), {
        tags: sql`array_append(${abiturients.tags}, ${operation.tag}::text)`,
      });
    case 'removeTag':
      return changeColumn(ctx, rows, 'tags', (row) => row.tags, (row) => row.tags.filter((tag) => tag !== operation.tag), {
        tags: sql`array_remove(${abiturients.tags}, ${operation.tag}::text)`,
      });
    case 'setProcessingStatus':
      return moveStatuses(ctx, rows, operation.status);
  }
}

/**
 * One operation over many applicants (a curator, a tag, a processing status). Ids that name no
 * record are refused, not fatal; the rows are held to the end so no one else changes them
 * meanwhile. One audit entry for the whole operation, a history entry per changed applicant.
 */
export const bulkApplicantsHandler: Handler<typeof bulkApplicants> = async ({ ids, operation }, ctx) => {
  const unique = [...new Set(ids)];
  if (operation.kind === 'assignCurator' && operation.curator_id !== null) await checkCurator(ctx.db, operation.curator_id, 'operation.curator_id');
  const rows = await ctx.db.select().from(abiturients).where(inArray(abiturients.id, unique)).orderBy(asc(abiturients.id)).for('update');
  const found = new Set(rows.map((row) => row.id));
  const missing: Refusal[] = unique.filter((id) => !found.has(id)).map((id) => ({ id, reason: APPLICANT_NOT_FOUND }));
  const outcome = await apply(ctx, rows, operation);
  const refused = [...missing, ...outcome.refused].sort((a, b) => a.id - b.id);
  await ctx.audit({
    action: 'Abiturient/Bulk',
    entity: 'abiturient',
    entityId: null,
    before: null,
    after: { ids: unique, operation, changed: outcome.changed, unchanged: outcome.unchanged, refused: refused.length },
  });
  return { changed: outcome.changed, unchanged: outcome.unchanged, refused };
};
