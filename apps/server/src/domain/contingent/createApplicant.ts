import type { createApplicant } from '@abitura/contracts';
import { nextProcessingStatus } from '@abitura/contracts/vocabulary';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturients } from '../../db/schema/index.js';
import { insertInteractionRow } from '../interactions/recordInteraction.js';
import { checkApplicantReferences, checkGradeYear, loadApplicantRecord } from './applicantRecord.js';
import { columnsOf } from './applicantRows.js';
import { duplicatesOf } from './duplicates.js';
import { blankOf, historyValuesOf, recordHistory } from './history.js';

type Insert = typeof abiturients.$inferInsert;

const duplicatesFound = (count: number) =>
  `Найдены возможные дубликаты (${count}): откройте или объедините их, либо сохраните с отметкой «Всё равно создать».`;

/**
 * Adds an applicant. The contract has checked every field (SPEC section 5); here the school and
 * curator must exist, a class needs its year, and likely duplicates refuse the save (CONFLICT)
 * until the user, having seen them, saves anyway. The record starts not processed with its
 * 'added' interaction, a history entry of what it was created with, and an audit entry.
 */
export const createApplicantHandler: Handler<typeof createApplicant> = async ({ data, ignore_duplicates }, ctx) => {
  await checkApplicantReferences(ctx.db, data);
  checkGradeYear(data);
  if (!ignore_duplicates) {
    const duplicates = await duplicatesOf(ctx.db, data);
    if (duplicates.length > 0) fail('CONFLICT', duplicatesFound(duplicates.length));
  }
  const added = nextProcessingStatus(null, 'added');
  if (!added.ok) return fail('INTERNAL', added.message);
  const actorId = ctx.caller.user?.id ?? null;
  const [row] = await ctx.db
    .insert(abiturients)
    .values({ ...columnsOf(data, actorId), processingStatus: added.status, lastInteractionAt: ctx.now, createdAt: ctx.now, updatedAt: ctx.now } as Insert)
    .returning();
  const created = row as typeof abiturients.$inferSelect;
  await insertInteractionRow(ctx.db, created.id, { type: 'added', result: null, organizationId: null, oid: null, actionData: {}, occurredAt: ctx.now }, actorId, ctx.now);
  const after = historyValuesOf(created);
  const before = Object.fromEntries(Object.entries(after).map(([field, value]) => [field, blankOf(value)]));
  const changes = await recordHistory(ctx.db, created.id, actorId, 'create', before, after, ctx.now);
  await ctx.audit({
    action: 'Abiturient/Create',
    entity: 'abiturient',
    entityId: created.id,
    before: null,
    after: { ...Object.fromEntries(changes.map((change) => [change.field, change.after])), ignore_duplicates },
  });
  return loadApplicantRecord(ctx.db, created.id, ctx.now);
};
